import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { buildTestGoogleIdToken } from '../../client/features/auth/local-accounts';
import { exchangeAtEmulator } from '../../server/test/emulator-exchange';
import { startOverpassFixture } from '../../server/test/overpass-fixture-server';
import { uniqueEmail } from './helpers';

// OpenStreetMap by default, for real: a server with no PLACES_PROVIDER, pointed at the local
// Overpass fixture server (server/test/overpass-fixture-server.ts). While the fixture does not answer,
// Wakad shows Basera's curated places and one calm line; once it answers, its restaurants, cafés,
// groceries and gym, credited to OpenStreetMap, and a second look asks Overpass nothing (the answer
// is kept in the database). Its own server, on the same build and Auth emulator as the others.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 3300);
const PORT = MAIN_PORT + 21;
const baseURL = `http://localhost:${PORT}`;
const mainURL = `http://localhost:${MAIN_PORT}`;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9499';
let server: ChildProcess;
let overpass: Awaited<ReturnType<typeof startOverpassFixture>>;

const PUNE_COMMUTER = {
  preferences: {
    userCategory: 'moderate',
    commute: {
      workAddress: 'Hinjewadi Phase 1, Pune',
      travelMode: 'driving',
      coordinates: null,
      travelModes: {
        walking: { enabled: false, distance: 5 },
        bicycling: { enabled: false, distance: 10 },
        transit: { enabled: false, distance: 15 },
        driving: { enabled: true, distance: 20 },
      },
    },
    lifestylePreferences: ['casualDining', 'convenient', 'healthy'],
    customLifestyles: [],
    prioritizedMustHaves: [{ name: 'groceryStores', priority: 1 }],
  },
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  overpass = await startOverpassFixture({ mode: 'hang' });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `.tmp/e2e-osm-${Date.now()}`,
      PLACES_PROVIDER: '',
      OVERPASS_URL: overpass.url,
      OVERPASS_PROBE_MS: '300',
      PLACES_TIMEOUT_MS: '1000',
      OVERPASS_MIN_INTERVAL_MS: '0',
      OSM_WALK_PACE_MS: '0',
      // The page is at the main server's address (openPage): its requests are this server's own.
      PUBLIC_ORIGINS: mainURL,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    },
  });
  const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok ?? false;
  await expect
    .poll(async () => (await answers(`${baseURL}/api/health`)) && (await answers(`http://${emulatorHost}/`)), {
      timeout: 90_000,
    })
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill();
  await overpass?.close();
});

/** A page at the main server's address (the build's API address) answered by this server. */
async function openPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: mainURL });
  await context.route(`${mainURL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(mainURL, baseURL) });
    await route.fulfill({ response });
  });
  const page = await context.newPage();
  const config = (await (await page.request.get(`${baseURL}/api/config`)).json()) as { auth: { emulatorUrl: string } };
  const { idToken } = await exchangeAtEmulator(
    new URL(config.auth.emulatorUrl).host,
    await buildTestGoogleIdToken({ name: 'Sneha Kulkarni', email: uniqueEmail('sneha') }),
  );
  expect((await page.request.post(`${baseURL}/api/auth/verify-token`, { data: { idToken } })).status()).toBe(200);
  expect((await page.request.post(`${baseURL}/api/housing/recommend-housing`, { data: PUNE_COMMUTER })).status()).toBe(
    200,
  );
  return page;
}

/** Wakad's places: chosen from the recommendations the first time, the saved selection after. */
async function exploreWakad(page: Page) {
  await page.goto('/places');
  await expect(page.getByRole('list', { name: 'Recommended neighbourhoods' })).toBeVisible();
  const explore = page.getByRole('button', { name: 'Explore Places in Wakad' });
  if (await explore.count()) await explore.click();
  await expect(page.getByRole('heading', { name: 'Places around Wakad' })).toBeVisible();
  await expect(page.getByText(/^Finding places in /)).toHaveCount(0);
}

test('Wakad: the curated places while Overpass is away, OpenStreetMap once it answers', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await openPage(browser);
  await exploreWakad(page);
  await expect(page.getByText("Showing Basera's curated places; live map data is unavailable.")).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('place-card').filter({ hasText: 'Fixture' })).toHaveCount(0);

  overpass.setMode('ok');
  // The server checks again every 300 ms while Overpass fails (each check gives up after 1 s).
  await expect
    .poll(
      async () => {
        await exploreWakad(page);
        return page.getByTestId('place-card').filter({ hasText: 'Fixture Misal House' }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByText("Showing Basera's curated places; live map data is unavailable.")).toHaveCount(0);
  const cards = page.getByTestId('place-card');
  for (const [name, label] of [
    ['Fixture Misal House', 'Restaurant'],
    ['Fixture Filter Coffee', 'Cafe'],
    ['Fixture Kirana Stores', 'Grocery'],
    ['Fixture Fitness Club', 'Gym'],
  ] as const) {
    await expect(cards.filter({ hasText: name }).locator('.badge').first()).toHaveText(label);
  }
  // Groceries are this person's must-have: the kirana carries PRIORITY, the restaurant does not.
  await expect(cards.filter({ hasText: 'Fixture Kirana Stores' }).getByText('Priority')).toBeVisible();
  await expect(cards.filter({ hasText: 'Fixture Misal House' }).getByText('Priority')).toHaveCount(0);
  // A sports complex is not a gym.
  await expect(cards.filter({ hasText: 'Fixture Sports Complex' }).locator('.badge').first()).toHaveText(
    'Sports venue',
  );
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' }).first()).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );

  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/osm-wakad.png`, fullPage: true });

  // Another look at Wakad, from a fresh page: answered from the database, Overpass not asked.
  const asked = overpass.queries().filter((q) => q.includes('around:')).length;
  const other = await openPage(browser);
  await exploreWakad(other);
  await expect(other.getByTestId('place-card').filter({ hasText: 'Fixture Misal House' })).toHaveCount(1);
  expect(overpass.queries().filter((q) => q.includes('around:')).length).toBe(asked);
  await page.context().close();
  await other.context().close();
});
