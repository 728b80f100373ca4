import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { buildTestGoogleIdToken } from '../../client/features/auth/local-accounts';
import { exchangeAtEmulator } from '../../server/test/emulator-exchange';
import { uniqueEmail } from './helpers';

// The festival calendar never runs out (docs/data.md, "Festival dates"): a server whose clock starts
// on 5 January 2027 (CLOCK_START, tests only) shows a person in Pune that year's Makar Sankranti,
// computed from the Sun's position, with no data entered for 2027. Its own server, on the same
// build and Auth emulator as the others, because the clock is the server's.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 3300);
const PORT = MAIN_PORT + 20;
const baseURL = `http://localhost:${PORT}`;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9499';
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `.tmp/e2e-clock-${Date.now()}`,
      CLOCK_START: '2027-01-05T04:30:00Z',
      // The orchestrator's shared emulator, or the one the configured web server started (playwright.config.ts).
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    },
  });
  // Up, and the emulator answering (run alone, the configured web server boots it alongside).
  const emulator = `http://${emulatorHost}/`;
  const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok ?? false;
  await expect
    .poll(async () => (await answers(`${baseURL}/api/health`)) && (await answers(emulator)), { timeout: 90_000 })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

test('on 5 January 2027 the events page in Pune shows Makar Sankranti on 14 January', async ({ browser }) => {
  test.setTimeout(120_000);
  // The page is opened at the main test server's address and every request to it is answered by
  // this server: \`npm test\` builds the page with that address for its API (scripts/secret-markers.mjs),
  // and a page at its own origin sends it no cross-site requests.
  const mainURL = `http://localhost:${MAIN_PORT}`;
  const context = await browser.newContext({ baseURL: mainURL });
  await context.route(`${mainURL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(mainURL, baseURL) });
    await route.fulfill({ response });
  });
  const page = await context.newPage();
  // Signed in on this server, as the local account chooser does (tests/e2e/helpers.ts, signIn).
  const config = (await (await page.request.get(`${baseURL}/api/config`)).json()) as { auth: { emulatorUrl: string } };
  const account = { name: 'Neha Patil', email: uniqueEmail('neha') };
  const { idToken } = await exchangeAtEmulator(
    new URL(config.auth.emulatorUrl).host,
    await buildTestGoogleIdToken(account),
  );
  const verified = await page.request.post(`${baseURL}/api/auth/verify-token`, { data: { idToken } });
  expect(verified.status(), await verified.text()).toBe(200);

  await page.goto('/social-connector'); // no neighbourhood, no position: Pune (spec §4)
  await expect(page.getByRole('banner').getByTestId('user-name')).toHaveText(account.name);
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Pune');
  const sankranti = page.getByTestId('event-card').filter({ hasText: 'Makar Sankranti' }).first();
  await expect(sankranti.locator('time').first()).toHaveAttribute('datetime', '2027-01-14');
  // Nothing listed from before the server's day.
  const dates = await page
    .getByTestId('event-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('time')?.getAttribute('datetime') ?? ''));
  for (const date of dates) expect(date >= '2027-01-05', date).toBe(true);
  await context.close();
});
