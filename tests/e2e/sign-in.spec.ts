import { expect, test } from './fixtures';
import { signInWithLocalAccount, uniqueEmail } from './helpers';

const account = { name: 'Asha Verma', email: uniqueEmail('asha') };

test('a visitor signs in with a local Google account, stays signed in, logs out, and the chooser remembers them', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Neighborhood' })).toBeVisible();
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Neighborhood Finder' })).toBeVisible();

  await signInWithLocalAccount(page, account);

  // spec §4: after login the app goes to /neighborhood-finder, which redirects to the finder.
  await expect(page).toHaveURL(/\/place-recommender$/);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('user-name')).toHaveText(account.name);
  await expect(header.locator('.user-badge img')).toHaveAttribute('src', /avatar-placeholder\.svg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();

  await page.reload();
  await expect(header.getByTestId('user-name')).toHaveText(account.name);
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(200);
  expect((await session.json()).user.email).toBe(account.email);

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByTestId('user-name')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('authToken')])).toEqual([
    null,
    null,
  ]);
  expect((await page.request.get('/api/auth/session')).status()).toBe(401);

  // Logged out stays logged out after a reload (the provider's own session was cleared too).
  await page.reload();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/place-recommender');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();

  // The chooser remembers the account in this browser (logging out leaves it), and closes on Close.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
  await chooser.getByRole('button', { name: 'Close' }).click();
  await expect(chooser).toBeHidden();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
