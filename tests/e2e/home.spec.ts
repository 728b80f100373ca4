import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, keepShot } from './helpers';

// The home page: the hero map shows the curated cities; the plans show their prices; the layout
// holds at phone and desktop widths (SHOTS=dir keeps screenshots of each, to be looked at when the
// layout changes). Its links are followed in navigation.spec.ts, and their targets checked in
// client/app/link-targets.test.tsx.

test('the hero map shows every curated city, and the plans show their prices', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Find your neighbourhood · Basera');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /neighbourhood/);
  // The map waits for the person to use the page (decision 0028), in a placeholder of its size.
  const placeholder = page.locator('.home-hero__placeholder');
  await expect(placeholder.getByRole('button', { name: 'Show the map' })).toBeVisible();
  const slot = await placeholder.boundingBox();
  await page.waitForTimeout(500);
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  await page.mouse.move(10, 10);
  const map = page.getByRole('region', { name: 'Map of the cities Basera covers' });
  await expect(map.locator('.maplibregl-canvas')).toBeVisible();
  expect(await map.boundingBox()).toEqual(slot);
  const cities = (await (await page.request.get('/trpc/cities.list')).json()).result.data.cities as {
    localities: number;
  }[];
  await expect(map.locator('.city-marker')).toHaveCount(cities.length);
  await expect(map.locator('.city-marker--curated')).toHaveCount(cities.filter((c) => c.localities > 0).length);
  await expect(page.getByTestId('coverage')).toContainText(`across ${cities.length} cities`);

  const plans = page.getByRole('region', { name: 'Business Partnership Plans' });
  for (const [name, price] of [
    ['Basic Listing', '₹999'],
    ['Premium Placement', '₹2,499'],
    ['Featured Partner', '₹4,999'],
  ]) {
    await expect(plans.getByRole('listitem').filter({ hasText: name }).first()).toContainText(`${price}/month`);
  }
  await expect(plans.getByText('Popular', { exact: true })).toHaveCount(1);
  await expect(plans.getByRole('heading', { name: 'Why Partner With Us?' })).toBeVisible();
  for (const benefit of ['Targeted Audience', 'Data Insights', 'Seamless Integration', 'Community Building']) {
    await expect(plans.getByRole('heading', { name: benefit })).toBeVisible();
  }
  await expectNoSeriousA11yIssues(page);
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the home and business pages fit a 360 px and a 1280 px screen', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/business/register?plan=premium', '/business/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') {
        await page.mouse.move(10, 10);
        await expect(page.locator('.maplibregl-canvas')).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      // The layout is judged by eye as well: SHOTS=dir keeps each page (helpers.ts, keepShot).
      await keepShot(page, `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}`, { fullPage: true });
    }
  }
});
