import { onDeviceAndroidJson } from '../../scripts/timeline/fixtures';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// A generated on-device export uploaded through the browser, its progress streamed back,
// the analysis shown and the finder form prefilled from it.

test('uploading an on-device Timeline.json analyses it and prefills the finder', async ({ page }) => {
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
  await form.getByLabel(/Keep an encrypted copy/).check();

  // Pass the real server reply through, keeping a copy of the progress lines it streamed.
  let streamed = '';
  await page.route('**/api/upload', async (route) => {
    const reply = await route.fetch();
    streamed = await reply.text();
    await route.fulfill({ response: reply, body: streamed });
  });
  await form.getByRole('button', { name: 'Upload and analyse' }).click();

  const analysis = form.getByTestId('timeline-analysis');
  await expect(analysis.getByText('Your timeline, analysed: the form below is updated')).toBeVisible();
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
  // Prefilled: the work location from the timeline, and the travel mode it shows.
  await expect(form.getByRole('combobox', { name: 'Work address' })).toHaveValue(/^Work near .*Bengaluru/);
  await expect(form.getByText(/Placed on the map at 13\.0/)).toBeVisible();
  await expect(form.getByRole('button', { name: /^Driving/ })).toHaveAttribute('aria-pressed', 'true');

  // The analysis is saved: it is there after a reload, and it can be deleted.
  await page.reload();
  await expect(analysis.getByText('Your saved timeline analysis')).toBeVisible();
  await analysis.getByRole('button', { name: 'Delete this analysis and the stored file' }).click();
  await expect(analysis).toHaveCount(0);
  await page.reload();
  await expect(form.getByRole('combobox', { name: 'Work address' })).toBeVisible();
  await expect(analysis).toHaveCount(0);
});
