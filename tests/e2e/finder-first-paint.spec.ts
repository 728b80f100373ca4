import type { Browser, Page } from '@playwright/test';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// The signed-in finder paints its form before its data arrives (its largest paint was
// the form, which waited for the session check and then the preferences call), and its calls go
// in one batch. What the person sees must stay right: their saved preferences fill the form.

test('the form shows before the saved preferences arrive, and they fill it when they do', async ({ page, baseURL }) => {
  await signIn(page, { name: 'Ravi Early', email: uniqueEmail('ravi.early') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  // spec §7: the form's preferences as the body (not wrapped in {preferences}) are saved.
  const saved = await page.request.post('/api/housing/recommend-housing', {
    data: commuterPreferences('Powai, Mumbai', { transit: 20 }),
    headers: { origin: baseURL ?? '' },
  });
  expect(saved.ok()).toBe(true);
  // Without this browser's copy of them, the form has only the server's answer to fill it.
  await page.evaluate(() => localStorage.removeItem('roommate-finder'));

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/trpc\/[^?]*recommendations\.preferences/, async (route) => {
    await held;
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/') && pathname !== '/trpc/auth.current') calls.push(pathname.slice(6));
  });

  await page.goto('/place-recommender');
  const form = page.getByRole('form', { name: 'Your preferences' });
  await expect(form.getByRole('status').filter({ hasText: 'Loading your preferences…' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveCount(0);
  // The optional timeline section comes after the questions: it waits for them, so nothing moves.
  await expect(form.getByLabel('Timeline file')).toBeHidden();

  release();
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveValue('Powai, Mumbai');
  await expect(form.getByLabel('Timeline file')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Public Transit/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByText('Loading your preferences…')).toHaveCount(0);
  // One round: the preferences travelled with the page's other calls.
  const batch = calls.find((call) => call.includes('recommendations.preferences'));
  expect(batch?.split(',')).toEqual(
    expect.arrayContaining(['recommendations.latest', 'neighbourhoods.selected', 'timeline.list']),
  );
});

/** `path` as the server sends it to this signed-in person, with JavaScript off: what paints first. */
async function openWithoutScript(browser: Browser, page: Page, path: string) {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const frame = await noScript.newPage();
  await frame.goto(path);
  return { frame, noScript };
}

test('the page sent for a session shows the finder’s steps before its script runs, and a dead session gets the sign-in prompt', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, { name: 'Meera Frame', email: uniqueEmail('meera.frame') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();

  const { frame, noScript } = await openWithoutScript(browser, page, '/place-recommender');
  await expect(frame.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  await expect(frame.getByRole('list', { name: 'Steps' })).toContainText('1 Your preferences');
  await expect(frame.getByText('Loading your preferences…')).toBeVisible();
  await expect(frame.getByText('Checking your sign-in…')).toBeVisible();
  await expect(frame.getByText('Sign In Required')).toHaveCount(0);
  await noScript.close();

  // A session cookie the server no longer knows: the frame gives way to the sign-in prompt.
  const stale = await browser.newContext();
  await stale.addCookies([{ name: 'basera_session', value: 'not-a-session', url: baseURL ?? '' }]);
  const signedOut = await stale.newPage();
  await signedOut.goto('/place-recommender');
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(signedOut.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await stale.close();
});

test('the assistant page sent for a session shows its heading and cards before its script runs, and then the person’s chat', async ({
  page,
  browser,
}) => {
  await signIn(page, { name: 'Ravi Frame', email: uniqueEmail('ravi.frame') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible(); // signed in
  const { frame, noScript } = await openWithoutScript(browser, page, '/relocation-assistant');
  await expect(frame.getByRole('heading', { level: 1, name: 'Relocation Assistant' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Popular Questions' })).toBeVisible();
  // Neither signed in nor out yet: no "Sign in to ask them" for someone who is.
  await expect(frame.getByText('Sign in to ask them.')).toHaveCount(0);
  await noScript.close();

  await page.goto('/relocation-assistant');
  await expect(page.getByPlaceholder('Type your message here...')).toBeVisible();
  await expect(page.getByText('Sign in to ask them.')).toHaveCount(0);
});
