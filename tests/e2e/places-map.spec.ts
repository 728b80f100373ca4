import type { Page, Response } from '@playwright/test';
import type { PlacesSearchResponse } from '../../shared/contracts/places';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';
import { mumbaiCommuter } from './people';

// The places map frames each search's results: every marker and the whole radius circle are in
// view at 1, 5 and 20 km, on a desktop and on a phone, and the map is not zoomed out past them.

const MUMBAI_COMMUTER = mumbaiCommuter();

type Box = { west: number; south: number; east: number; north: number };

/** The places search's answer in a tRPC batch reply (the batch's paths are in its URL). */
async function placesAnswer(response: Response): Promise<PlacesSearchResponse> {
  const paths = new URL(response.url()).pathname.replace(/^\/trpc\//, '').split(',');
  const replies = (await response.json()) as { result: { data: PlacesSearchResponse } }[];
  return replies[paths.indexOf('places.search')]!.result.data;
}

const isPlacesSearch = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/trpc/') && response.url().includes('places.search');

/** What must be in view, worked out here from the answer (not from the page's own arithmetic). */
function neededBox(answer: PlacesSearchResponse, km: number): Box {
  const { lat, lng } = answer.neighborhood.coordinates;
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.cos((lat * Math.PI) / 180));
  const box = { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat };
  for (const { coordinates: p } of answer.places) {
    box.west = Math.min(box.west, p.lng);
    box.east = Math.max(box.east, p.lng);
    box.south = Math.min(box.south, p.lat);
    box.north = Math.max(box.north, p.lat);
  }
  return box;
}

async function visibleBox(page: Page): Promise<Box | null> {
  const text = await page.locator('.places-map').getAttribute('data-visible-bounds');
  if (!text) return null;
  const [west, south, east, north] = text.split(',').map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

const holds = (outer: Box, inner: Box) =>
  outer.west <= inner.west && outer.south <= inner.south && outer.east >= inner.east && outer.north >= inner.north;

async function expectFramed(page: Page, answer: PlacesSearchResponse, km: number) {
  await expect(page.getByText(`The circle shows ${km} km around Lower Parel.`)).toBeVisible();
  const needed = neededBox(answer, km);
  // In view, and framed rather than merely zoomed out: the results fill most of the map's height or
  // width. Polled, as the map may still be moving there.
  const fill = (visible: Box) =>
    Math.max(
      (needed.north - needed.south) / (visible.north - visible.south),
      (needed.east - needed.west) / (visible.east - visible.west),
    );
  await expect
    .poll(async () => {
      const visible = await visibleBox(page);
      if (!visible) return 'no bounds yet';
      if (!holds(visible, needed)) return 'not all in view';
      return fill(visible) > 0.5 ? 'framed' : `zoomed out: the results fill ${fill(visible).toFixed(2)}`;
    }, `the ${km} km circle and every marker framed`)
    .toBe('framed');
  // And on screen: each marker lies wholly inside the map.
  const map = page.getByRole('region', { name: 'Map of places around Lower Parel' });
  const mapBox = (await map.boundingBox())!;
  const pins = map.locator('.place-pin');
  await expect(pins).toHaveCount(answer.places.length + 1);
  for (const pin of await pins.all()) {
    const box = (await pin.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(box.y + box.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  }
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the places map frames every marker and the circle at 1, 5 and 20 km on ${device}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, { name: 'Ravi Menon', email: uniqueEmail('ravi') });
    const made = await page.request.post('/api/housing/recommend-housing', { data: MUMBAI_COMMUTER });
    expect(made.status()).toBe(200);
    await page.goto('/places');

    let answered = page.waitForResponse(isPlacesSearch);
    await page.getByRole('button', { name: 'Explore Places in Lower Parel' }).click();
    const at5 = await placesAnswer(await answered);
    expect(at5.places.length).toBeGreaterThan(1);
    await expectFramed(page, at5, 5);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/map-5km-${viewport.width}.png` });

    for (const km of [1, 20]) {
      answered = page.waitForResponse(isPlacesSearch);
      await page.getByLabel('Distance (km)').selectOption(String(km));
      const answer = await placesAnswer(await answered);
      await expectFramed(page, answer, km);
      if (process.env.SHOTS) {
        await page.locator('.places-map').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.SHOTS}/map-${km}km-${viewport.width}.png` });
      }
    }
    // Back to 5 km: answered from the page's cache, so the same map moves to frame it again.
    await page.getByLabel('Distance (km)').selectOption('5');
    await expectFramed(page, at5, 5);
  });
}
