import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// Logout leaves nothing of the person in this browser for the next one at the computer: not their
// cached record (work address, analysis, results, selection: client/lib/user-record.ts), not their
// sign-in. The sign-in chooser's remembered accounts stay (they are what it offers).

test('after Logout the browser holds none of the person’s record or sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, { name: 'Ira Menon', email: uniqueEmail('ira') });
  const selected = await page.request.post('/trpc/neighbourhoods.select', { data: { id: 'pune-baner' } });
  expect(selected.status()).toBe(200);
  await page.goto('/social-connector');
  await expect(page.getByTestId('events-near')).toContainText('near Baner');

  const stored = () =>
    page.evaluate(() => ({
      user: localStorage.getItem('user'),
      record: localStorage.getItem('roommate-finder'),
      keys: Object.keys(localStorage),
    }));
  const before = await stored();
  const userId = (JSON.parse(before.user ?? '{}') as { id?: string }).id;
  expect(userId).toBeTruthy();
  expect(JSON.parse(before.record ?? '{}')).toHaveProperty([userId!, 'selectedNeighborhood', 'name'], 'Baner');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const after = await stored();
  expect(after.user).toBeNull();
  expect(JSON.parse(after.record ?? '{}')).not.toHaveProperty([userId!]);
  expect(after.keys.filter((k) => k.includes(userId!))).toEqual([]);
});

test('a session that ended elsewhere signs the page out on its next call, says so, and clears the record', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { name: 'Dev Anand', email: uniqueEmail('dev') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  // The session cookie goes (expired, or signed out on another device); the page still shows her.
  await context.clearCookies();
  const banner = page.getByRole('banner');
  await expect(banner.getByTestId('user-name')).toHaveText('Dev Anand');
  // The next call to the server, here the events page's, is refused: the page signs out and says why.
  await banner.getByRole('link', { name: 'Social Events' }).click();
  await expect(page.getByText('Your session ended. Sign in again.')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByTestId('user-name')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
