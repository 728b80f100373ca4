import type { Page } from '@playwright/test';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { expect, test } from './fixtures';
import { signInWithLocalAccount, uniqueEmail } from './helpers';

// The server's Content-Security-Policy is on, and the real app runs under it without a
// single violation: local sign-in (the Auth emulator), the maplibre maps (their worker, tiles and
// images), the tRPC WebSocket. The second test proves the watcher sees a violation when there is one.

const MUMBAI = {
  preferences: commuterPreferences('Nariman Point, Mumbai', { transit: 15 }, { userCategory: 'luxury' }),
};

/** Every CSP violation the page, its frames or its workers report, as text. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  const fromConsole = (text: string) => {
    if (/Content Security Policy|Refused to (load|connect|execute|apply|frame|create)/i.test(text)) seen.push(text);
  };
  page.on('console', (message) => fromConsole(message.text()));
  page.on('worker', (worker) => worker.on('console', (message) => fromConsole(message.text())));
  // The DOM event, for what a browser reports without a console line.
  void page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

test('the home page, sign-in, a places search and a chat question run with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  const policy = (await page.request.get('/')).headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self'/);

  await page.goto('/');
  await page.mouse.move(10, 10); // the map loads when the person uses the page (decision 0028)
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await expect(page.locator('.city-marker').first()).toBeVisible();

  await signInWithLocalAccount(page, { name: 'Kavya Iyer', email: uniqueEmail('kavya') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  expect((await page.request.post('/api/housing/recommend-housing', { data: MUMBAI })).status()).toBe(200);

  await page.goto('/places');
  const choices = page.getByRole('list', { name: 'Recommended neighbourhoods' });
  await choices
    .getByRole('button', { name: /^Explore Places in / })
    .first()
    .click();
  await expect(page.getByTestId('place-card').first()).toBeVisible();
  const map = page.getByRole('region', { name: /^Map of places around / });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByRole('button', { name: /^Show / }).first()).toBeVisible();

  // The assistant answers over the WebSocket on the same origin.
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat Assistant' });
  await chat.getByRole('textbox').fill('How do I set up utilities?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('.chat-message--bot')).toHaveCount(2); // the greeting and the reply
  await expect(chat.locator('.chat-message--bot').last()).not.toBeEmpty();

  // Let late work (tiles, the worker) report too.
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});

test('the policy is enforced: an injected inline script does not run, and is reported', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
});
