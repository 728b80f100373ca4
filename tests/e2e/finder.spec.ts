import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, keepShot, signIn, uniqueEmail } from './helpers';

// From sign-in to a saved, selected neighbourhood using only the browser (mouse and
// keyboard), every validation message on the way, and an accessibility check of each step.

test('a new user finds, reviews and selects a neighbourhood, and finds it all after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { name: 'Kavya Rao', email: uniqueEmail('kavya') });
  await expect(page.getByRole('heading', { level: 1, name: 'Find Neighborhoods' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your preferences' });
  await expect(form.getByRole('radio', { name: /Moderate/ })).toBeChecked(); // spec §9 default

  // Validation: fewer than 3 lifestyle preferences.
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select at least 3 lifestyle preferences.');

  // The map: clicking places the work location (New Delhi is the default centre).
  const map = form.getByRole('region', { name: /click to place your work location/ });
  await expect(map.locator('canvas')).toBeVisible();
  await map.click({ position: { x: 300, y: 160 } });
  await expect(form.getByText(/Placed on the map at 28\./)).toBeVisible();
  await expect(form.getByTitle('Work', { exact: true })).toBeVisible();

  // Work address by typing, choosing a suggestion with the keyboard.
  const address = form.getByRole('combobox', { name: 'Work address' });
  await address.fill('Manyata');
  await expect(form.getByRole('option', { name: /Manyata Tech Park/ })).toBeVisible();
  await address.press('Enter');
  await expect(address).toHaveValue('Manyata Tech Park, Bengaluru');

  // Spending category and travel modes with the mouse; a slider with the keyboard.
  await form.getByText('Comfort', { exact: true }).click();
  await form.getByRole('button', { name: /^Public Transit/ }).click();
  await expect(form.getByRole('button', { name: /^Public Transit/ })).toHaveAttribute('aria-pressed', 'true');
  // Limits are in minutes first: people think of a commute in time. Three steps of 5 from an hour.
  const transit = form.getByRole('slider', { name: 'Public Transit time in minutes' });
  await transit.focus();
  for (let i = 0; i < 3; i++) await transit.press('ArrowRight');
  await expect(transit).toHaveValue('75');

  // Lifestyle: two chips, a duplicate custom preference refused, one accepted with Enter.
  await form.getByRole('button', { name: 'Nightlife', exact: true }).click();
  await form.getByRole('button', { name: 'Casual Dining', exact: true }).click();
  const custom = form.getByLabel('Add your own');
  await custom.fill('nightlife');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('This lifestyle preference already exists!')).toBeVisible();
  await custom.fill('Rooftop cafes');
  await custom.press('Enter');
  await expect(form.getByText('Rooftop cafes')).toBeVisible();

  // Must-haves: move Gym from 6th to 1st with the keyboard, then remove Parking.
  await form.getByRole('button', { name: 'Move Gym, priority 6' }).focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each move in a live region, by the must-have's name; wait for it before the
  // next key, as a screen reader user would hear it.
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await expect(announcer).toContainText('Picked up Gym, priority 6 of 6');
  for (const [place, over] of ['Grocery Stores', 'Schools', 'Parks', 'Public Transport', 'Parking'].entries()) {
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText(`Gym moved to priority ${5 - place}, where ${over} is.`);
  }
  await expect(announcer).not.toContainText('droppable');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('Gym dropped at priority 1.');
  await expect(form.getByRole('button', { name: 'Move Gym, priority 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Remove Parking' }).click();
  await expect(form.getByRole('button', { name: 'Move Public Transport, priority 2' })).toBeVisible();
  await expect(form.getByTestId('must-have-parking')).toHaveCount(0);

  // Timeline file type check.
  const file = form.getByLabel('Timeline file');
  await file.setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await expect(form.getByText('Please select a valid JSON or TXT file from Google Takeout')).toBeVisible();
  await file.setInputFiles({
    name: 'Records.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"locations":[]}'),
  });
  await expect(form.getByText(/Records\.json is ready/)).toBeVisible();

  await expectNoSeriousA11yIssues(page, { step: 'form' });
  await form.getByRole('button', { name: 'Review Preferences' }).click();

  // Review: the summary, back and forth, then the top-3 preview. The steps name what shows.
  const currentStep = page.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]');
  const summary = page.getByRole('region', { name: 'Review your preferences' });
  await expect(currentStep).toHaveText('2 Review');
  await expect(summary.getByText(/^Comfort \(₹40,000–₹60,000 a month\)$/)).toBeVisible();
  await expect(summary.getByText(/public transit \(up to 75 min\)/)).toBeVisible();
  await expect(summary.getByRole('listitem').first()).toHaveText('Gym');
  await expect(summary.getByText('Rooftop cafes')).toBeVisible();
  await expectNoSeriousA11yIssues(page, { step: 'review' });
  await summary.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  const preview = page.getByRole('region', { name: 'Your top matches' });
  await expect(preview.getByRole('article')).toHaveCount(3);
  await expect(currentStep).toHaveText('2 Top 3 matches');
  await preview.getByRole('button', { name: 'Back to Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Review your preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await page.getByRole('button', { name: 'View All Recommendations' }).click();

  // Results: map with a marker per neighbourhood plus work, expandable cards, selection.
  const results = page.getByRole('region', { name: 'Your Perfect Neighborhoods' });
  await expect(currentStep).toHaveText('3 All your matches');
  const cards = results.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(results.locator('.maplibregl-marker')).toHaveCount(count + 1);
  const first = cards.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await expect(first).toContainText('Bengaluru, Karnataka');
  await first.getByRole('button', { name: 'Show details' }).click();
  await expect(first.getByRole('heading', { name: 'Why it matches' })).toBeVisible();
  await expect(first.getByText(/within your Comfort band/)).toBeVisible();
  // Each figure says what it is: safety is the city's published figure, rents are estimates.
  await expect(first.getByText('Safety (city-level)')).toBeVisible();
  await expect(first.getByText(/City-level figure, the same for every neighbourhood of Bengaluru/)).toBeVisible();
  await expect(first.getByText('Walkability (estimate)')).toBeVisible();
  // Amenities: an estimate says so, and is claimed only where Discover Places lists that kind.
  await expect(first.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await expect(first.getByText(/^(Estimated: plenty of|Also rated highly by our estimate)/).first()).toBeVisible();
  await expect(
    first.getByRole('heading', { name: /^Typical asking rent \(estimate, [A-Z][a-z]+ 20\d\d\)$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, { step: 'results' });
  await first.getByRole('button', { name: `Select ${name}` }).click();
  await expect(first.getByRole('button', { name: 'Selected' })).toBeVisible();
  await keepShot(page, 'finder-results', { fullPage: true });

  // Reload: preferences and the selection come back from the server and the browser record.
  await page.reload();
  await expect(form.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await expect(form.getByText('Rooftop cafes')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Move Gym, priority 1' })).toBeVisible();
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('roommate-finder') ?? '{}'));
  const mine = Object.values(record)[0] as {
    selectedNeighborhood: { name: string };
    preferences: { userCategory: string };
    lastUpdated: string;
  };
  expect(mine.selectedNeighborhood.name).toBe(name);
  expect(mine.preferences.userCategory).toBe('comfort');
  expect(Date.parse(mine.lastUpdated)).toBeGreaterThan(Date.now() - 120_000);
  await form.getByRole('button', { name: 'Review Preferences' }).click();
  await page.getByRole('button', { name: 'Show Recommendations' }).click();
  await page.getByRole('button', { name: 'View All Recommendations' }).click();
  await expect(
    page.getByRole('article').filter({ hasText: name }).getByRole('button', { name: 'Selected' }),
  ).toBeVisible();
});
