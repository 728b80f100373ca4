import { expect, type Page, test } from '@playwright/test';
import { startOverpassFixture } from '../../server/test/overpass-fixture-server';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { expectNoSeriousA11yIssues, uniqueEmail } from './helpers';
import { type OwnServer, startOwnServer } from './own-server';

// OpenStreetMap by default, for real: a server with no PLACES_PROVIDER, pointed at the local
// Overpass fixture server (server/test/overpass-fixture-server.ts). While the fixture does not answer,
// Wakad shows Basera's curated places and one calm line; once it answers, its restaurants, cafés,
// groceries and gym, credited to OpenStreetMap, and a second look asks Overpass nothing (the answer
// is kept in the database). Its own server (own-server.ts), because Overpass's address is the server's.
let server: OwnServer;
let overpass: Awaited<ReturnType<typeof startOverpassFixture>>;

// Works at Hinjewadi, drives; groceries are the must-have: Wakad is the first recommendation.
const PUNE_COMMUTER = {
  preferences: commuterPreferences(
    'Hinjewadi Phase 1, Pune',
    { driving: 20 },
    {
      lifestylePreferences: ['casualDining', 'convenient', 'healthy'],
      prioritizedMustHaves: [{ name: 'groceryStores', priority: 1 }],
    },
  ),
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  overpass = await startOverpassFixture({ mode: 'hang' });
  server = await startOwnServer('osm', 21, {
    PLACES_PROVIDER: '',
    OVERPASS_URL: overpass.url,
    OVERPASS_PROBE_MS: '300',
    PLACES_TIMEOUT_MS: '1000',
    OVERPASS_MIN_INTERVAL_MS: '0',
    OSM_WALK_PACE_MS: '0',
  });
});

test.afterAll(async () => {
  server?.stop();
  await overpass?.close();
});

/** A signed-in page of this server whose person has searched (recommendations to choose from). */
async function openPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const page = await server.openPage(browser, { name: 'Sneha Kulkarni', email: uniqueEmail('sneha') });
  const made = await page.request.post(`${server.url}/api/housing/recommend-housing`, { data: PUNE_COMMUTER });
  expect(made.status(), await made.text()).toBe(200);
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
  await expectNoSeriousA11yIssues(page);

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
  // The mapped places' cards (hours, phone, their page on OpenStreetMap) and the attribution.
  await expectNoSeriousA11yIssues(page);

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
