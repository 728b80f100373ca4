import { type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The browser tests' `test`: each test gets a new page in one browser context per worker, cleaned
 * after every test (cookies, permissions, geolocation, routes, and the origin's local and session
 * storage and IndexedDB, where the Firebase SDK keeps a sign-in), instead of a new context per test.
 * A new context starts with no HTTP cache and no compiled code: its first page load cost about a
 * second of the browser's CPU on this 2-core machine, where the browser tests are CPU-bound (the run
 * took 217 s of CPU and 117 s against 176 s and 98 s this way). A test that needs a second browser
 * opens its own context (chat.spec.ts, finder-first-paint.spec.ts).
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, use) => {
    await use(workerContext);
    await workerContext.clearCookies();
    await workerContext.clearPermissions();
    await workerContext.setGeolocation(null);
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
    // On the app's own origin (a page that runs no script), so its storage is the one cleared.
    await page.goto('/robots.txt');
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const deleted = (name: string) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
          request.onblocked = () => reject(new Error(`IndexedDB ${name} is still open`));
        });
      for (const { name } of await indexedDB.databases()) if (name) await deleted(name);
    });
    await page.close();
  },
});
