import { expect, test } from './fixtures';
import { keepShot, signIn, uniqueEmail } from './helpers';

// What a person asks for, on a phone (390 px): a budget in rupees, a PG bed or a shared room, and
// no commute at all (the city only). The review says each; the results are ranked without travel,
// say so, and speak of the rupees and of the kind that fits each place best.

test('someone who works from home, after a PG bed or a shared room on ₹12,000–₹20,000, searches Pune', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, { name: 'Irfan Khan', email: uniqueEmail('irfan') });
  const form = page.getByRole('form', { name: 'Your preferences' });

  await form.getByLabel('To ₹').fill('20,000');
  await form.getByLabel('From ₹').fill('12,000');
  await expect(form.getByLabel('From ₹')).toHaveValue('12,000');
  // Typed rupees are the person's own: no quick pick stays chosen.
  await expect(form.getByRole('radio', { name: /Budget/ })).not.toBeChecked();
  await form.getByRole('checkbox', { name: /A bed in a PG or hostel/ }).check();
  await form.getByRole('checkbox', { name: /A room in a shared flat/ }).check();

  await form.getByRole('radio', { name: "I don't commute" }).check();
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveCount(0);
  await expect(form.getByText(/travel neither limits nor ranks your results/)).toBeVisible();
  // Without a city the form says what is missing, and changes nothing.
  for (const chip of ['Green Spaces', 'Quiet', 'Outdoor Activities'])
    await form.getByRole('button', { name: chip, exact: true }).click();
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose the city you are moving to.');
  await form.getByLabel('Which city are you moving to?').selectOption({ label: 'Pune' });
  await keepShot(page, 'no-commute-form');
  await form.getByRole('button', { name: 'Review Preferences' }).click();

  const summary = page.getByRole('region', { name: 'Review your preferences' });
  await expect(summary.getByText('₹12,000–₹20,000 a month', { exact: true })).toBeVisible();
  await expect(summary.getByText('A bed in a PG or hostel or A room in a shared flat', { exact: true })).toBeVisible();
  await expect(summary.getByText('None: anywhere in Pune, ranked without travel', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await page.getByRole('button', { name: 'View All Recommendations' }).click();

  const results = page.getByRole('region', { name: 'Your Perfect Neighborhoods' });
  await expect(
    results.getByText(/^You do not commute, so neighbourhoods in Pune are ranked on your budget/),
  ).toBeVisible();
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    // No commute on any card, and the rent line is of one of the two kinds asked for.
    await expect(card.getByRole('list', { name: /^Commute/ })).toHaveCount(0);
    await expect(card.locator('.result-card__rent').first()).toHaveText(
      /^(PG bed|Room in a shared flat) ₹[\d,]+–₹[\d,]+/,
    );
  }
  const first = cards.first();
  await first
    .getByRole('button', { name: /details|Why/i })
    .first()
    .click();
  await expect(
    first.getByText(/^(PG bed|Room in a shared flat) rents of ₹[\d,]+–₹[\d,]+: .*your budget \(₹12,000–₹20,000\)/),
  ).toBeVisible();
  await keepShot(page, 'no-commute-results');
});
