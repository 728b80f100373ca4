import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../features/auth';
import { provideHomeCities } from '../features/home';
import { currentPath, WithRouter } from '../lib/test/router';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { ALIASES, ROUTES } from './router';

// spec §2: every link of the header, the footer and the home page leads to a page of the route
// table (an alias to the page it redirects to), never to the not-found screen. Checked here for
// every link at once; tests/e2e/navigation.spec.ts follows them in a browser, in one journey.

/** The page route a path ends on, after its redirects; null for the not-found screen. */
function pageFor(path: string): string | null {
  let pathname = new URL(path, 'http://app').pathname;
  for (let hops = 0; hops < 5; hops++) {
    const path = matchRoutes(ROUTES, pathname)?.[0]?.route.path;
    if (!path || path === '*') return null;
    const alias = ALIASES[path];
    if (!alias) return path;
    pathname = alias;
  }
  return null;
}

/** Every in-app link on the page: its accessible name and target. */
function inAppLinks(root: HTMLElement) {
  return within(root)
    .getAllByRole('link')
    .map((link) => ({
      name: link.getAttribute('aria-label') ?? link.textContent?.trim() ?? '',
      href: link.getAttribute('href') ?? '',
    }))
    .filter((link) => link.href.startsWith('/'));
}

async function renderHomePage() {
  provideHomeCities([]); // the page's city list, as the prerenderer gives it: the map is not under test
  const { default: HomePage } = await import('../features/home/home-page');
  return render(
    <WithRouter>
      <HomePage />
    </WithRouter>,
  );
}

describe('link targets', () => {
  it('the header names the spec’s pages, each a page of the route table, and Login when signed out', async () => {
    render(
      <WithRouter path="/social-connector">
        <AuthProvider>
          <Header />
        </AuthProvider>
      </WithRouter>,
    );
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Login' });
    const links = Object.fromEntries(inAppLinks(banner).map((l) => [l.name, l.href]));
    expect(links).toEqual({
      'Basera home': '/',
      Home: '/',
      'Find Neighborhoods': '/place-recommender',
      'Discover Places': '/places',
      'Relocation Assistant': '/relocation-assistant',
      'Social Events': '/social-connector',
      Login: '/login',
    });
    for (const href of Object.values(links)) expect(pageFor(href), href).toBe(href);
    // The current page is marked for assistive technology.
    expect(within(banner).getByRole('link', { name: 'Social Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // A link is followed in place, to its target.
    await userEvent.click(within(banner).getByRole('link', { name: 'Discover Places' }));
    expect(currentPath()).toBe('/places');
  });

  it('the footer’s own paths redirect to the nav-bar pages (SUPPLEMENT.md)', () => {
    render(
      <WithRouter>
        <Footer />
      </WithRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const landing = Object.fromEntries(inAppLinks(footer).map((l) => [l.name, pageFor(l.href)]));
    expect(landing).toEqual({
      Home: '/',
      Neighborhoods: '/place-recommender',
      Places: '/places',
      Assistant: '/relocation-assistant',
      Social: '/social-connector',
      'Your data': '/your-data',
    });
  });

  it('every link of the home page leads to its page, the plans with the plan chosen', async () => {
    const { container } = await renderHomePage();
    const links = inAppLinks(container);
    expect(Object.fromEntries(links.map((l) => [l.name.replace(/\s*→$/, ''), l.href]))).toEqual({
      'Find Neighborhoods': '/place-recommender',
      'Chat with Assistant': '/relocation-assistant',
      'Explore Neighborhoods': '/place-recommender',
      'Find Places': '/place-recommender',
      'Talk to Assistant': '/relocation-assistant',
      'Discover Events': '/social-connector',
      'Get Started with Basic Listing': '/business/register?plan=basic',
      'Get Started with Premium Placement': '/business/register?plan=premium',
      'Get Started with Featured Partner': '/business/register?plan=featured',
      'Contact Us': '/business/contact',
    });
    for (const { href } of links) expect(pageFor(href), href).not.toBeNull();
  });

  it('the aliases land on their pages, and an unknown address on the not-found screen', () => {
    expect(pageFor('/neighborhood-finder')).toBe('/place-recommender');
    expect(pageFor('/neighborhoods')).toBe('/place-recommender');
    expect(pageFor('/assistant')).toBe('/relocation-assistant');
    expect(pageFor('/social')).toBe('/social-connector');
    expect(pageFor('/business/register')).toBe('/business/register');
    expect(pageFor('/no/such/page')).toBeNull();
  });
});
