import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { type OwnServer, startOwnServer } from './own-server';

// The festival calendar never runs out (docs/data.md, "Festival dates"): a server whose clock starts
// on 5 January 2027 (CLOCK_START, tests only) shows a person in Pune that year's Makar Sankranti,
// computed from the Sun's position, with no data entered for 2027. Its own server (own-server.ts),
// because the clock is the server's.
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer('clock', 20, { CLOCK_START: '2027-01-05T04:30:00Z' });
});

test.afterAll(() => {
  server?.stop();
});

test('on 5 January 2027 the events page in Pune shows Makar Sankranti on 14 January', async ({ browser }) => {
  test.setTimeout(120_000);
  const account = { name: 'Neha Patil', email: uniqueEmail('neha') };
  const page = await server.openPage(browser, account);
  await page.goto('/social-connector'); // no neighbourhood, no position: Pune (spec §4)
  await expect(page.getByRole('banner').getByTestId('user-name')).toHaveText(account.name);
  await expect(page.getByTestId('events-near')).toContainText('Showing events in Pune');
  const sankranti = page.getByTestId('event-card').filter({ hasText: 'Makar Sankranti' }).first();
  await expect(sankranti.locator('time').first()).toHaveAttribute('datetime', '2027-01-14');
  // Nothing listed from before the server's day.
  const dates = await page
    .getByTestId('event-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('time')?.getAttribute('datetime') ?? ''));
  for (const date of dates) expect(date >= '2027-01-05', date).toBe(true);
  await page.context().close();
});
