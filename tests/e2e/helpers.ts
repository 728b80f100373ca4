import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { buildTestGoogleIdToken } from '../../client/features/auth/local-accounts';
import { exchangeAtEmulator } from '../../server/test/emulator-exchange';

/**
 * Waits until the app runs in the page. A prerendered page (decision 0028) shows its buttons before
 * its script has loaded; a click on one before then does nothing (links work).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
}

/** Waits until local sign-in works: the emulator boots alongside the server. */
export async function waitForSignIn(page: Page): Promise<void> {
  // A refused or reset connection (the server closing an idle keep-alive socket as it is reused) is
  // one more try, not a failure: only "ready" within the time counts.
  const authState = async () => {
    try {
      return (await (await page.request.get('/api/health')).json()).auth;
    } catch {
      return 'unreachable';
    }
  };
  await expect.poll(authState, { timeout: 90_000 }).toBe('ready');
}

/** Signs in through the local-mode account chooser, as a person would. */
export async function signInWithLocalAccount(page: Page, account: { name: string; email: string }): Promise<void> {
  await waitForSignIn(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser.getByText('Local mode')).toBeVisible();
  const known = chooser.getByRole('button', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  if (await known.count()) {
    await known.click();
  } else {
    const other = chooser.getByRole('button', { name: 'Use another account' });
    if (await other.isVisible()) await other.click();
    await chooser.getByLabel('Name').fill(account.name);
    await chooser.getByLabel('E-mail').fill(account.email);
    await chooser.getByRole('button', { name: 'Continue' }).click();
  }
}

/** A test person's e-mail no other test (in this or the other worker) uses: `asha.<random>@example.com`. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The session cookie for `account` in the page's browser context, from the server at `server` (the
 * page's own when empty): the emulator's ID token for their e-mail, verified by that server.
 */
export async function verifySession(page: Page, server: string, account: { name: string; email: string }) {
  const config = (await (await page.request.get(`${server}/api/config`)).json()) as {
    auth: { emulatorUrl: string };
  };
  const { idToken } = await exchangeAtEmulator(
    new URL(config.auth.emulatorUrl).host,
    await buildTestGoogleIdToken(account),
  );
  const verified = await page.request.post(`${server}/api/auth/verify-token`, { data: { idToken } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Signs a person in as the local account chooser does (the emulator's ID token for their e-mail,
 * verified by the server, which sets the session cookie in this browser context), without going
 * through the chooser's screens: those are the subject of sign-in.spec.ts and csp.spec.ts. Lands on
 * the finder, where a sign-in through the page lands.
 */
export async function signIn(page: Page, account: { name: string; email: string }): Promise<void> {
  await waitForSignIn(page);
  await verifySession(page, '', account);
  await page.goto('/place-recommender');
  await expect(page.getByRole('banner').getByTestId('user-name')).toHaveText(account.name);
}

/**
 * A screenshot kept to be looked at, when the layout changes: written to `$SHOTS/<name>.png` when
 * SHOTS names a folder (`SHOTS=/tmp/shots npx playwright test`), else not taken. They judge nothing,
 * and a full page through the browser's software rendering costs up to a second or two of CPU on
 * this 2-core machine in every run (docs/testing.md).
 */
export async function keepShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.SHOTS) return;
  await target.screenshot({ path: `${process.env.SHOTS}/${name}.png`, ...options });
}

/**
 * No serious or critical accessibility violation on the page as it is now (axe-core), the map's
 * canvas left out (a drawing, described by its region's label). `within` narrows it to one part;
 * `step` names the state checked, in the failure. Only violations are collected: the passes' details,
 * which nothing reads, cost a scan about a second on the larger pages.
 */
export async function expectNoSeriousA11yIssues(page: Page, options: { step?: string; within?: string } = {}) {
  const axe = new AxeBuilder({ page }).exclude('.maplibregl-canvas').options({ resultTypes: ['violations'] });
  const results = await (options.within ? axe.include(options.within) : axe).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const prefix = options.step ? `${options.step}: ` : '';
  expect(serious.map((v) => `${prefix}${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}
