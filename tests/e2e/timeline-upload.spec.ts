import { onDeviceAndroidJson } from '../../scripts/timeline/fixtures';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// A generated on-device export uploaded through the browser, its progress streamed back, the
// analysis shown, the empty work address filled from it, and the rest suggested for the person to
// add (the history suggests, the person decides).

test('uploading an on-device Timeline.json analyses it, fills the work place and suggests the rest', async ({
  page,
}) => {
  await signIn(page, { name: 'Ira Sen', email: uniqueEmail('ira') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveValue('');

  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a file first.');

  const file = form.getByLabel('Timeline file');
  await file.setInputFiles({
    name: 'Timeline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(onDeviceAndroidJson(28)),
  });
  await expect(form.getByText('Timeline.json is ready to upload.')).toBeVisible();
  await form.getByLabel(/Keep a copy of the file/).check();

  // Pass the real server reply through, keeping a copy of the progress lines it streamed.
  let streamed = '';
  await page.route('**/api/upload', async (route) => {
    const reply = await route.fetch();
    streamed = await reply.text();
    await route.fulfill({ response: reply, body: streamed });
  });
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  // The first upload asks first (docs/privacy.md; your-data.spec.ts has the notice itself).
  await form.getByRole('button', { name: 'I agree and want to upload' }).click();

  const analysis = form.getByTestId('timeline-analysis');
  await expect(analysis.getByRole('heading', { name: 'Your timeline, analysed' })).toBeVisible();
  // No model is configured in local mode: the lists are labelled as computed.
  await expect(analysis.getByTestId('analysis-writer')).toContainText('Computed from your file by rules');
  const lines = streamed
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; percent?: number });
  expect(lines.filter((l) => l.type === 'progress').map((l) => l.percent)).toEqual(
    expect.arrayContaining([20, 60, 100]),
  );
  expect(lines.at(-1)?.type).toBe('result');
  const places = analysis.getByRole('region', { name: 'Frequent places' });
  await expect(places.getByRole('listitem').filter({ hasText: /^Home/ })).toHaveCount(1);
  await expect(places.getByRole('listitem').filter({ hasText: /^Office/ })).toHaveCount(1);
  const kept = form.getByRole('region', { name: 'Your kept files' });
  await expect(kept.getByRole('listitem').filter({ hasText: 'Timeline.json' })).toBeVisible();
  // Filled, as it was empty: the work location from the timeline.
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveValue(/^Work near .*Bengaluru/);
  await expect(form.getByText(/Placed on the map at 13\.0/)).toBeVisible();
  await expect(analysis.getByText('Your work address is filled in from it', { exact: false })).toBeVisible();

  // Suggested, not added: Quiet, with the analysis's reason, until the person adds it.
  const quiet = form.getByRole('button', { name: 'Quiet', exact: true });
  const suggestions = analysis.getByRole('region', { name: 'Suggested from your location history' });
  await expect(suggestions.getByRole('listitem')).toHaveCount(1);
  await expect(suggestions.getByRole('listitem')).toContainText('· Lifestyle');
  await expect(suggestions.getByRole('listitem')).toContainText('Quiet evenings at home (quiet)');
  await expect(quiet).toHaveAttribute('aria-pressed', 'false');
  // A choice it would go against takes it off the list, and says why.
  const nightlife = form.getByRole('button', { name: 'Nightlife', exact: true });
  await nightlife.click();
  await expect(suggestions.getByRole('listitem')).toHaveCount(0);
  await expect(suggestions.getByText('Not suggested, as you chose Nightlife: Quiet.')).toBeVisible();
  await nightlife.click();
  await suggestions.getByRole('button', { name: 'Add Quiet (lifestyle)' }).click();
  await expect(quiet).toHaveAttribute('aria-pressed', 'true');
  await expect(suggestions.getByRole('listitem')).toHaveCount(0);
  await expect(suggestions.getByRole('status')).toHaveText('Added Quiet (lifestyle).');
  await expect(suggestions.getByRole('heading')).toBeFocused();

  // The analysis is saved: it is there after a reload, and it can be deleted.
  await page.reload();
  await expect(analysis.getByText('Your saved timeline analysis')).toBeVisible();
  await analysis.getByRole('button', { name: 'Delete this analysis and the stored file' }).click();
  await expect(analysis).toHaveCount(0);
  await page.reload();
  await expect(form.getByRole('combobox', { name: 'Work address' })).toBeVisible();
  await expect(analysis).toHaveCount(0);
});
