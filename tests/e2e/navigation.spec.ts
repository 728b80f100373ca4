import { expect, test } from './fixtures';
import { waitForApp } from './helpers';

// spec §2: every nav-bar and footer link lands on a page with a heading; the footer's own paths
// redirect to the nav-bar routes (SUPPLEMENT.md), and nothing in the product leads to a 404.

const NAV = [
  { name: 'Home', path: '/', heading: 'Find Your Perfect Neighborhood' },
  { name: 'Find Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Discover Places', path: '/places', heading: 'Discover Places Near You' },
  { name: 'Relocation Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Social Events', path: '/social-connector', heading: 'Social Events' },
  { name: 'Login', path: '/login', heading: 'Welcome to Neighborhood Finder' },
];

const FOOTER = [
  { name: 'Home', path: '/', heading: 'Find Your Perfect Neighborhood' },
  { name: 'Neighborhoods', path: '/place-recommender', heading: 'Sign In Required' },
  { name: 'Places', path: '/places', heading: 'Discover Places Near You' },
  { name: 'Assistant', path: '/relocation-assistant', heading: 'Relocation Assistant' },
  { name: 'Social', path: '/social-connector', heading: 'Social Events' },
  { name: 'Your data', path: '/your-data', heading: 'Your data' },
];

for (const link of NAV) {
  test(`nav link ${link.name} → ${link.path}`, async ({ page }) => {
    await page.goto('/social-connector');
    await page.getByRole('banner').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
  });
}

for (const link of FOOTER) {
  test(`footer link ${link.name} → ${link.path}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
  });
}

test('the footer shows support contacts and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the business pages and every alias have a heading', async ({ page }) => {
  for (const [path, heading] of [
    ['/business/register', 'Register Your Business'],
    ['/business/contact', 'Contact Us'],
    ['/neighborhood-finder', 'Sign In Required'],
    ['/neighborhoods', 'Sign In Required'],
    ['/assistant', 'Relocation Assistant'],
    ['/social', 'Social Events'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('an unknown address shows the router error screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
});

test('the floating chat button opens the 400 px Chat Assistant dialog', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Relocation Assistant' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(400);
  expect(box?.height).toBeLessThanOrEqual(600);
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog).toBeHidden();
});

test('the signed-out finder offers sign-in and lists the benefits', async ({ page }) => {
  await page.goto('/place-recommender');
  for (const benefit of ['Save your preferences', 'Connect with local communities']) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});
