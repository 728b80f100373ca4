import type { Page } from '@playwright/test';
import { PLACE_TYPE_LABELS, PLACE_TYPE_OPTIONS } from '../../shared/constants/places';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, keepShot, signIn, uniqueEmail } from './helpers';
import { mumbaiCommuter } from './people';

// Choose a recommended neighbourhood, see real places on the list and the map, change each
// filter and see the list and the circle change, follow a marker to its card, open Directions. How a
// card shows a place from OpenStreetMap (hours, phone, its page there, the attribution, the calm
// notice) is client/features/places/places-explorer.test.tsx; a real OpenStreetMap answer, osm-places.spec.ts.

// Parks are this person's must-have: only parks carry the PRIORITY badge.
const MUMBAI_COMMUTER = mumbaiCommuter(['parks']);

/** The names on the list once the search has answered. */
async function placeNames(page: Page) {
  await expect(page.getByText(/^Finding places in /)).toHaveCount(0);
  return page.getByTestId('place-card').getByRole('heading').allInnerTexts();
}

test('a person explores real places around a recommended neighbourhood', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Meera Pillai', email: uniqueEmail('meera') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();

  // Before the questionnaire: the spec's message.
  await page.goto('/places');
  await expect(
    page.getByText(
      'Please complete the Neighborhood Finder questionnaire to get personalized neighborhood recommendations.',
    ),
  ).toBeVisible();

  // Recommendations for a job at Nariman Point, made through the API the finder uses.
  const made = await page.request.post('/api/housing/recommend-housing', { data: MUMBAI_COMMUTER });
  expect(made.status()).toBe(200);
  await page.reload();
  const choices = page.getByRole('list', { name: 'Recommended neighbourhoods' });
  await expect(choices.getByRole('listitem').first()).toBeVisible();
  await expect(choices.getByText(/% match/).first()).toBeVisible();

  await choices.getByRole('button', { name: 'Explore Places in Lower Parel' }).click();
  await expect(choices.getByRole('button', { name: 'Lower Parel selected' })).toBeVisible();
  const cards = page.getByTestId('place-card');
  await expect(cards.first()).toBeVisible();
  const all = await placeNames(page);
  expect(all.length).toBeGreaterThan(5);
  await expect(page.getByText(/from Basera's curated places/)).toBeVisible();
  // Only the must-have's places are marked PRIORITY.
  const badged = cards.filter({ has: page.locator('.badge--priority') });
  await expect(badged.first()).toBeVisible();
  for (const card of await badged.all()) await expect(card.locator('.badge').first()).toHaveText('Park');
  expect(await badged.count()).toBeLessThan(all.length);

  // Every kind of place has a filter, in the table's order.
  await expect(page.getByLabel('Place Type').locator('option')).toHaveText(
    PLACE_TYPE_OPTIONS.map((type) => PLACE_TYPE_LABELS[type]),
  );
  expect(PLACE_TYPE_OPTIONS).toEqual(expect.arrayContaining(['grocery', 'pharmacy', 'furniture', 'coworking']));

  // The map: the neighbourhood's own marker and one per place, and the 5 km circle.
  const map = page.getByRole('region', { name: 'Map of places around Lower Parel' });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByRole('button', { name: /^Show / })).toHaveCount(all.length);
  await expect(page.getByText('The circle shows 5 km around Lower Parel.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Each filter changes the list; the distance also redraws the circle.
  await page.getByLabel('Place Type').selectOption('park');
  await expect.poll(() => placeNames(page)).not.toEqual(all);
  const parks = await placeNames(page);
  expect(parks.length).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card.locator('.badge').first()).toHaveText('Park');
  await page.getByLabel('Place Type').selectOption('all');
  await page.getByLabel('Distance (km)').selectOption('1');
  await expect(page.getByText('The circle shows 1 km around Lower Parel.')).toBeVisible();
  await expect.poll(async () => (await placeNames(page)).length).toBeLessThan(all.length);
  for (const distance of await cards.locator('.place-card__facts > span:first-child').allInnerTexts()) {
    expect(distance).toMatch(/^\d+ m away$/); // all under 1 km: shown in metres
  }
  // Within 1 km every marker is on screen: a marker highlights its card, and a card its marker.
  const near = await placeNames(page);
  await map.getByRole('button', { name: `Show ${near.at(-1)}` }).click();
  await expect(cards.filter({ hasText: near.at(-1)! })).toHaveClass(/place-card--active/);
  await cards.first().getByRole('button', { name: near[0]! }).click();
  await expect(map.getByRole('button', { name: `Show ${near[0]}` })).toHaveAttribute('aria-pressed', 'true');
  await keepShot(page, 'places-1km-1280', { fullPage: true });
  await page.getByLabel('Distance (km)').selectOption('20');
  await page.getByLabel('Price Level').selectOption('1');
  await expect.poll(async () => (await placeNames(page)).length).toBeGreaterThan(0);
  for (const price of await cards.locator('.place-card__facts').allInnerTexts()) {
    expect(price).not.toMatch(/₹₹/);
  }

  // Directions open a maps site in a new tab (answered locally: this machine is offline).
  await context.route('https://www.google.com/maps/**', (route) => route.fulfill({ body: 'maps' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    cards.first().getByRole('link', { name: 'Directions' }).click(),
  ]);
  expect(popup.url()).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=1[89]\.\d+,72\.\d+$/);

  // The choice was saved: after a reload Lower Parel is still the selected neighbourhood.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lower Parel selected' })).toBeVisible();
  await keepShot(page, 'places-1280');
});
