import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { keepShot, signIn, uniqueEmail } from './helpers';

// The selected neighbourhood's city's dated, upcoming events in two cities; the category
// and month filters; and the spec's location fallback when the browser's position is denied.

const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10); // in India

async function select(page: Page, id: string) {
  const res = await page.request.post('/trpc/neighbourhoods.select', { data: { id } });
  expect(res.status()).toBe(200);
}

async function listedDates(page: Page) {
  return page
    .getByTestId('event-card')
    .locator('time')
    .first()
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')));
}

test('a person sees dated upcoming events in their neighbourhood’s city, and filters them', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Tara Joshi', email: uniqueEmail('tara') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  await select(page, 'mumbai-bandra-west');

  await page.goto('/social-connector');
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Mumbai, near Bandra West');
  await expect(page.getByTestId('events-near')).toContainText('near your selected neighbourhood');
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  const dates = await cards.evaluateAll((nodes) =>
    nodes.map((n) => n.querySelector('time')?.getAttribute('datetime') ?? ''),
  );
  expect(dates.length).toBeGreaterThan(2);
  for (const date of dates) expect(date >= today, date).toBe(true);
  // In date order by default; the person's best matches first is a choice.
  expect(dates).toEqual([...dates].sort());
  await expect(page.getByLabel('Order')).toHaveValue('date');
  // en-US long dates, rupee prices or Free, and links that open in a new tab safely.
  await expect(cards.first().locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
  await expect(cards.first().locator('.event-card__price')).toHaveText(/^(Free|₹[\d,]+)$/);
  const more = cards.first().getByRole('link', { name: 'More Info' });
  await expect(more).toHaveAttribute('target', '_blank');
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer');

  // The category filter: one category only, named in words ("Public event", never "public-event").
  const category = page.getByLabel('Category');
  const labels = await category.locator('option').allInnerTexts();
  expect(labels[0]).toBe('All Categories');
  for (const label of labels.slice(1)) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
  const firstCategory = (await cards.first().locator('.badge').first().textContent()) ?? '';
  await category.selectOption({ label: firstCategory });
  for (const badge of await cards.evaluateAll((nodes) =>
    nodes.map((n) => n.querySelector('.badge')?.textContent ?? ''),
  ))
    expect(badge).toBe(firstCategory);
  await category.selectOption('all');

  // The month filter: one month only (its number).
  const month = page.getByLabel('Month');
  const options = await month.locator('option').allInnerTexts();
  expect(options[0]).toBe('All Months');
  expect(options[1]).toMatch(/^[A-Z][a-z]+ 20\d\d$/);
  await month.selectOption({ label: options[1]! });
  const monthNumber = new Date(`${options[1]} 1`).getMonth() + 1;
  const filtered = await listedDates(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const date of filtered) expect(Number(date!.slice(5, 7))).toBe(monthNumber);

  // Another city: the selection in New Delhi shows Delhi's events.
  await select(page, 'new-delhi-hauz-khas');
  await page.reload();
  await expect(page.getByTestId('events-near')).toContainText('Showing events in New Delhi, near Hauz Khas');
  await expect(cards.first()).toBeVisible();
  await keepShot(page, 'events-1280', { fullPage: true });
});

test('without a selection, a denied location falls back to Pune (spec §4)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Dev Rao', email: uniqueEmail('dev') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  await page.goto('/social-connector'); // no permission granted: the browser denies the position
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Pune');
  await expect(page.getByTestId('events-near')).toContainText('Pune, our default city');
  // Not moving to Pune: the city they choose.
  await page.getByLabel('City').selectOption({ label: 'Bengaluru' });
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Bengaluru: near the city you chose');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});

test('without a selection, a granted location finds the city there', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 22.5726, longitude: 88.3639 });
  await signIn(page, { name: 'Ria Sen', email: uniqueEmail('ria') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  await page.goto('/social-connector');
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Kolkata');
  await expect(page.getByTestId('events-near')).toContainText('near your current location');
});
