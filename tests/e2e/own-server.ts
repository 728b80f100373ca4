import { type ChildProcess, spawn } from 'node:child_process';
import { type Browser, expect, type Page } from '@playwright/test';
import { verifySession } from './helpers';

// A test with settings of its own (a clock, an Overpass) runs its own server on the same build and
// Auth emulator as the others. Its page is opened at the main test server's address, and every
// request to that address is answered by this server: `npm test` builds the page with that address
// for its API (scripts/secret-markers.mjs), and a page at its own origin sends no cross-site requests.

export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3300);
export const mainURL = `http://localhost:${MAIN_PORT}`;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9499';

export interface OwnServer {
  url: string;
  /** A signed-in page at the main address, answered by this server. */
  openPage(browser: Browser, account: { name: string; email: string }): Promise<Page>;
  stop(): void;
}

/** Starts `dist/server/main.js` on MAIN_PORT + `offset` with `env`, and waits until it and the emulator answer. */
export async function startOwnServer(name: string, offset: number, env: Record<string, string>): Promise<OwnServer> {
  const port = MAIN_PORT + offset;
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `.tmp/e2e-${name}-${Date.now()}`,
      // The page's requests come from the main address (openPage): they are this server's own.
      PUBLIC_ORIGINS: mainURL,
      // The orchestrator's shared emulator, or the one the configured web server started (playwright.config.ts).
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      // As the main test server (playwright.config.ts): no transit feeds to import at start, which
      // would take this server's CPU and memory for half a minute while its test runs.
      TRANSIT_FEEDS: 'none',
      ...env,
    },
  });
  const answers = async (address: string) => (await fetch(address).catch(() => null))?.ok ?? false;
  await expect
    .poll(async () => (await answers(`${url}/api/health`)) && (await answers(`http://${emulatorHost}/`)), {
      timeout: 90_000,
    })
    .toBe(true);
  return {
    url,
    async openPage(browser, account) {
      const context = await browser.newContext({ baseURL: mainURL });
      await context.route(`${mainURL}/**`, async (route) => {
        const target = route.request().url().replace(mainURL, url);
        // A read sent on a kept-alive socket the server has just closed as idle comes back reset
        // before the server saw it: it is sent again, once. A write is never sent twice.
        const again = ['GET', 'HEAD'].includes(route.request().method());
        const fetchIt = () => route.fetch({ url: target });
        try {
          const response = await fetchIt().catch((error) => {
            if (again && /ECONNRESET|socket hang up/i.test(String(error))) return fetchIt();
            throw error;
          });
          await route.fulfill({ response });
        } catch (error) {
          // The page moved on (a reload) while this request was in flight: nothing waits for its
          // answer any more, and Playwright has disposed of it. Anything else is a real failure.
          if (!/disposed|closed/i.test(String(error))) throw error;
        }
      });
      const page = await context.newPage();
      // Signed in on this server, as the local account chooser does (helpers.ts, signIn).
      await verifySession(page, url, account);
      return page;
    },
    stop: () => child.kill(),
  };
}
