import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './helpers';

// spec §2: every link of the home page, the nav bar and the footer is followed in a real browser, in
// one visit (no fresh page per link), and lands on a page with its heading; the footer's own paths
// and the aliases redirect to the nav-bar routes (SUPPLEMENT.md), and nothing in the product leads
// to a 404. Which link points where, and that each target is a page of the route table, is checked
// for every link at once in client/app/link-targets.test.tsx (docs/testing.md).

const HOME_LINKS = [
  { name: 'Find Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Explore Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Find Places', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Talk to Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Chat with Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Discover Events', path: '/social-connector', heading: 'Social Events' },
  { name: 'Get Started with Basic Listing', path: '/business/register?plan=basic', heading: 'Register Your Business' },
  {
    name: 'Get Started with Premium Placement',
    path: '/business/register?plan=premium',
    heading: 'Register Your Business',
  },
  {
    name: 'Get Started with Featured Partner',
    path: '/business/register?plan=featured',
    heading: 'Register Your Business',
  },
  { name: 'Contact Us', path: '/business/contact', heading: 'Contact Us' },
];

const NAV = [
  { name: 'Find Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Discover Places', path: '/places', heading: 'Discover Places Near You' },
  { name: 'Relocation Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Social Events', path: '/social-connector', heading: 'Social Events' },
  { name: 'Login', path: '/login', heading: 'Welcome to Neighborhood Finder' },
  { name: 'Home', path: '/', heading: 'Find Your Perfect Neighborhood' },
];

const FOOTER = [
  { name: 'Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Places', path: '/places', heading: 'Discover Places Near You' },
  { name: 'Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Social', path: '/social-connector', heading: 'Social Events' },
  { name: 'Your data', path: '/your-data', heading: 'Your data' },
  { name: 'Home', path: '/', heading: 'Find Your Perfect Neighborhood' },
];

const ALIASES = [
  ['/neighborhood-finder', '/place-recommender', 'Sign In Required'],
  ['/neighborhoods', '/place-recommender', 'Sign In Required'],
  ['/assistant', '/relocation-assistant', 'Relocation Assistant'],
  ['/social', '/social-connector', 'Social Events'],
] as const;

async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the chat button opens its dialog; every link of the home page, the nav bar and the footer, and every alias, lands on its page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForApp(page);
  // The floating chat button opens the 400 px Chat Assistant dialog.
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog.getByRole('heading', { name: 'Relocation Assistant' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(400);
  expect(box?.height).toBeLessThanOrEqual(600);
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog).toBeHidden();

  for (const link of HOME_LINKS) {
    await page.getByRole('main').getByRole('link', { name: link.name, exact: true }).click();
    await expectPage(page, link.path, link.heading);
    await page.goBack();
    await expectPage(page, '/', 'Find Your Perfect Neighborhood');
  }

  for (const link of NAV) {
    await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
    await expectPage(page, link.path, link.heading);
    if (link.path === '/place-recommender') {
      // The signed-out finder offers sign-in and says what it gives.
      for (const benefit of ['Save your preferences', 'Connect with local communities'])
        await expect(page.getByText(benefit)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    }
  }

  for (const link of FOOTER) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expectPage(page, link.path, link.heading);
  }

  // Typed addresses: the aliases redirect, and an unknown one gets the error screen.
  for (const [alias, path, heading] of ALIASES) {
    await page.goto(alias);
    await expectPage(page, path, heading);
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});
