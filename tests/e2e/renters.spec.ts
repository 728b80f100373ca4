import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// In the browser: a student after a PG bed near Christ University on a Budget category, a
// Pune couple who take transit to Hinjewadi and Magarpatta, and a Mumbai family after a 2 BHK near
// Bandra Kurla Complex on a Comfort category. The cards speak of the kind of home
// chosen, show every enabled mode (transit by its line where there is one), never "0 min", keep
// every place over the budget below those within it, say a preference typed in as typed, and each
// step starts at its heading. SHOTS=dir saves each step's page, for looking at.

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
}

async function chooseWorkplace(form: Locator, label: string, typed: string, option: RegExp) {
  const address = form.getByRole('combobox', { name: label, exact: true });
  await address.fill(typed);
  await expect(form.getByRole('option', { name: option }).first()).toBeVisible();
  await address.press('Enter');
}

/** Every card: each enabled mode listed once, with a time or the reason there is none, never 0 min. */
async function expectHonestCards(results: Locator, modes: string[], lists = 1) {
  const cards = results.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const items = cards.nth(i).getByRole('list', { name: /^Commute to/ });
    await expect(items).toHaveCount(lists);
    for (let l = 0; l < lists; l++) {
      const texts = await items.nth(l).getByRole('listitem').allInnerTexts();
      expect(texts.map((t) => t.split(':')[0]).sort()).toEqual([...modes].sort());
      for (const text of texts) expect(text).not.toMatch(/\b0 min\b|· 0 km/);
    }
  }
  // Nothing over the budget above something within it.
  const over = await cards.evaluateAll((all) => all.map((card) => card.querySelector('.over-budget') !== null));
  const firstOver = over.indexOf(true);
  if (firstOver >= 0) expect(over.slice(firstOver).every(Boolean)).toBe(true);
  // No tie without its reason: the lower of two equal percentages says why it is listed second.
  const matches = await cards.locator('.match-badge').allInnerTexts();
  for (let i = 1; i < count; i++) {
    const percent = matches[i]!.match(/^\d+%/)![0];
    if (!matches[i - 1]!.startsWith(percent)) continue;
    const card = cards.nth(i);
    await card.getByRole('button', { name: 'Show details' }).click();
    await expect(card.getByText(new RegExp(`^Same ${percent} as .+, which is listed first`))).toBeVisible();
    await card.getByRole('button', { name: 'Hide details' }).click();
  }
  return cards;
}

test('a student after a PG bed sees PG rents, transit and walking, and their own preference as typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Ananya Iyer', email: uniqueEmail('ananya') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await form.getByText('Budget', { exact: true }).click();
  await form.getByRole('radio', { name: /A bed in a PG or hostel/ }).check();
  await chooseWorkplace(form, 'Work address', 'Christ University', /Christ University/);
  await form.getByRole('button', { name: /^Driving/ }).click();
  await form.getByRole('button', { name: /^Walking/ }).click();
  await form.getByRole('button', { name: /^Public Transit/ }).click();
  await expect(form.getByRole('button', { name: /^Public Transit \(active mode\)/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const chip of ['Casual', 'Affordability', 'Convenient'])
    await form.getByRole('button', { name: chip, exact: true }).click();
  await form.getByLabel('Add your own').fill('Quiet study spots');
  await form.getByLabel('Add your own').press('Enter');
  await shot(page, 'student-form');
  await form.getByRole('button', { name: 'Review Preferences' }).click();

  // The review starts at its heading, which has the focus.
  const summaryTitle = page.getByRole('heading', { name: 'Review your preferences' });
  await expect(summaryTitle).toBeFocused();
  await expect(page.getByText('A bed in a PG or hostel', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await expect(page.getByRole('heading', { name: 'Your top matches' })).toBeFocused();
  await shot(page, 'student-preview');
  await page.getByRole('button', { name: 'View All Recommendations' }).click();

  const results = page.getByRole('region', { name: 'Your Perfect Neighborhoods' });
  await expect(results.getByRole('heading', { name: 'Your Perfect Neighborhoods' })).toBeFocused();
  const cards = await expectHonestCards(results, ['By transit', 'On foot']);
  const first = cards.first();
  await expect(first.getByText(/^PG bed (₹[\d,]+–₹[\d,]+ a month per person|rents not known here)/)).toBeVisible();
  await expect(first.getByText(/^Rank #1$/)).toBeVisible();
  // The preference the student typed is read where our data speaks to it, and named as typed.
  await first.getByRole('button', { name: 'Show details' }).click();
  await expect(first.getByText(/(Your preference|Not in our data, check locally:) "Quiet study spots"/)).toBeVisible();
  await expect(
    first
      .getByRole('table', { name: /^Rents in/ })
      .getByRole('row')
      .first(),
  ).toContainText('PG bed');
  await shot(page, 'student-results');
});

test('a Pune couple on transit see both commutes by line or the reason there is none', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Rohan Kulkarni', email: uniqueEmail('rohan') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await form.getByRole('radio', { name: /^2 BHK/ }).check();
  await chooseWorkplace(form, 'Work address', 'Hinjewadi', /Hinjewadi/);
  await form.getByRole('button', { name: /^Public Transit/ }).click();
  await form.getByRole('button', { name: 'Add a second workplace' }).click();
  await chooseWorkplace(form, 'Second work address', 'Magarpatta', /Magarpatta/);
  for (const chip of ['Quiet', 'Green Spaces', 'Convenient'])
    await form.getByRole('button', { name: chip, exact: true }).click();
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await page.getByRole('button', { name: 'View All Recommendations' }).click();

  const results = page.getByRole('region', { name: 'Your Perfect Neighborhoods' });
  const cards = await expectHonestCards(results, ['By transit', 'By driving'], 2);
  // Transit is the active mode: it is shown by its line and stations, or why there is none; it leads
  // the list wherever it has a time (else the fastest mode that has one does).
  for (const to of ['Commute to workplace 1', 'Commute to workplace 2']) {
    const items = cards.first().getByRole('list', { name: to }).getByRole('listitem');
    const transit = items.filter({ hasText: /^By transit:/ });
    await expect(transit).toHaveText(
      /^By transit: (\d+ min · (Walk [\d.]+ km to .+|Quicker on foot .+)|No direct metro or suburban line.*|Under 1 km.*)$/,
    );
    const timed = /^By transit: \d+ min/.test(await transit.innerText());
    await expect(items.first()).toHaveText(timed ? /^By transit:/ : /^By driving: \d+ min/);
  }
  await expect(cards.first().getByText(/^2 BHK (₹[\d,]+–₹[\d,]+ a month|rents not known here)/)).toBeVisible();
  await shot(page, 'couple-results');
});

test('a Mumbai family after a 2 BHK see 2 BHK rents, those over their budget last and counted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Farah Shaikh', email: uniqueEmail('farah') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await form.getByText('Comfort', { exact: true }).click();
  await form.getByRole('radio', { name: /^2 BHK/ }).check();
  await chooseWorkplace(form, 'Work address', 'Bandra Kurla', /Bandra Kurla Complex/);
  await form.getByRole('button', { name: /^Public Transit/ }).click();
  for (const chip of ['Family Friendly', 'Safety', 'Green Spaces'])
    await form.getByRole('button', { name: chip, exact: true }).click();
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await page.getByRole('button', { name: 'View All Recommendations' }).click();

  const results = page.getByRole('region', { name: 'Your Perfect Neighborhoods' });
  const cards = await expectHonestCards(results, ['By transit', 'By driving']);
  for (const rent of await cards.locator('.result-card__rent').allInnerTexts())
    expect(rent).toMatch(/^2 BHK (₹[\d,]+–₹[\d,]+ a month|rents not known here)/);
  // Mumbai's 2 BHKs near BKC cost more than ₹40–60k in many places: those come last, counted.
  const heading = results.getByRole('heading', { level: 3, name: /neighbourhoods? (is|are) over your budget$/ });
  await expect(heading).toBeVisible();
  const marked = results.locator('.over-budget');
  if (await marked.count()) await expect(marked.first()).toHaveText(/^Over your budget: from ₹[\d,]+$/);
  await shot(page, 'family-results');
});
