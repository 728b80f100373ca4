import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs in the page. A prerendered page (decision 0028) shows its buttons before
 * its script has loaded; a click on one before then does nothing (links work).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
}

/** Waits until local sign-in works: the emulator boots alongside the server. */
export async function waitForSignIn(page: Page): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get('/api/health')).json()).auth, { timeout: 90_000 })
    .toBe('ready');
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
