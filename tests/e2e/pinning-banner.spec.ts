import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, onDeviceAndroidJson, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { writeZip } from '../../server/test/write-zip';
import { expect, test } from './fixtures';
import { signIn, uniqueEmail } from './helpers';

// spec §4's pinning banner through the browser: uploading, pinned, analysing and complete on a kept
// upload; retrieving and complete when the person downloads the kept file (the same bytes come back);
// the error with other public gateways when storing fails; complete and error clear after 5 s. And
// several files, and a .zip, chosen in the file picker.

interface Seen {
  state: string;
  at: number;
}

/** Records every state the banner shows, with when, so no step can flash by unnoticed. */
async function recordBanner(page: Page): Promise<() => Promise<Seen[]>> {
  await page.evaluate(() => {
    const seen: { state: string; at: number }[] = [];
    const current = () => {
      if (document.querySelector('[role="alert"][aria-label="Encrypted copy"]')) return 'error';
      const status = document.querySelector('[role="status"][aria-label="Encrypted copy"]');
      return status?.getAttribute('data-state') ?? 'none';
    };
    const note = () => {
      const state = current();
      if (seen.at(-1)?.state !== state) seen.push({ state, at: performance.now() });
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { bannerStates: typeof seen }).bannerStates = seen;
  });
  return () => page.evaluate(() => (window as unknown as { bannerStates: Seen[] }).bannerStates);
}

const march = semanticMonthJson(21);
const month = (startDate: string, seed: number) =>
  semanticMonthJson(21, { persona: { ...DEFAULT_PERSONA, startDate }, seed });

test('a kept upload: uploading, pinned, analysing, complete (cleared after 5 s); then retrieving and complete on download', async ({
  page,
}) => {
  await signIn(page, { name: 'Tara Iyer', email: uniqueEmail('tara') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  const content = Buffer.from(onDeviceAndroidJson(28));
  await form
    .getByLabel('Timeline file')
    .setInputFiles({ name: 'Timeline.json', mimeType: 'application/json', buffer: content });
  await form.getByLabel(/Keep a copy of the file/).check();
  const states = await recordBanner(page);

  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await form.getByRole('button', { name: 'I agree and want to upload' }).click(); // the first upload asks first
  const banner = form.getByRole('status', { name: 'Encrypted copy' });
  await expect(banner).toHaveAttribute('data-state', 'complete');
  await expect(banner).toHaveText('Complete: your timeline is analysed and your encrypted copy is kept.');
  await expect(banner).not.toHaveAttribute('data-state', /./, { timeout: 7000 });
  const upload = await states();
  expect(upload.map((s) => s.state)).toEqual(['none', 'uploading', 'pinned', 'analysing', 'complete', 'none']);
  const shownFor = upload[5]!.at - upload[4]!.at;
  expect(shownFor).toBeGreaterThan(4900);
  expect(shownFor).toBeLessThan(5800);

  // The kept file comes back decrypted, byte for byte, under its name.
  const kept = form
    .getByRole('region', { name: 'Your kept files' })
    .getByRole('listitem')
    .filter({ hasText: 'Timeline.json' });
  const downloadStates = await recordBanner(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    kept.getByRole('button', { name: 'Download my file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Timeline.json');
  expect((await readFile(await download.path())).equals(content)).toBe(true);
  await expect(banner).toHaveText('Complete: Timeline.json is downloaded.');
  expect((await downloadStates()).map((s) => s.state)).toEqual(['none', 'retrieving', 'complete']);

  // Deleting the kept file keeps the analysis.
  await kept.getByRole('button', { name: 'Delete the kept file' }).click();
  await expect(form.getByRole('region', { name: 'Your kept files' })).toHaveCount(0);
  await expect(form.getByTestId('timeline-analysis')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Delete this analysis' })).toBeVisible();
});

test('storing fails: "Failed to upload to IPFS: …" with other public gateways, cleared after 5 s; the analysis is kept', async ({
  page,
}) => {
  await signIn(page, { name: 'Dev Malhotra', email: uniqueEmail('dev') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  await form
    .getByLabel('Timeline file')
    .setInputFiles({ name: '2025_MARCH.json', mimeType: 'application/json', buffer: Buffer.from(march) });
  await form.getByLabel(/Keep a copy of the file/).check();
  // The server analyses without keeping (the request is changed on its way), and its reply says
  // what it says when the store refuses the copy: the browser sees a real failure's stream.
  await page.route('**/api/upload', async (route) => {
    const body = route.request().postDataBuffer()!.toString('latin1');
    const postData = Buffer.from(body.replace(/(name="keepFile"\r\n\r\n)true/, '$1false'), 'latin1');
    const reply = await route.fetch({ postData });
    const lines = (await reply.text()).trim().split('\n');
    const failed = {
      type: 'not-kept',
      reason: 'store-failed',
      message: 'Failed to upload to IPFS: Pinata answered 401: Invalid/expired credentials',
    };
    lines.splice(lines.length - 1, 0, JSON.stringify(failed));
    await route.fulfill({ response: reply, body: `${lines.join('\n')}\n` });
  });
  const states = await recordBanner(page);
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await form.getByRole('button', { name: 'I agree and want to upload' }).click(); // the first upload asks first

  const alert = form.getByRole('alert', { name: 'Encrypted copy' });
  await expect(alert).toContainText('Failed to upload to IPFS: Pinata answered 401: Invalid/expired credentials');
  await expect(alert.getByRole('link', { name: 'ipfs.io' })).toHaveAttribute('href', 'https://ipfs.io');
  await expect(alert.getByRole('link', { name: 'dweb.link' })).toHaveAttribute('href', 'https://dweb.link');
  await expect(form.getByTestId('timeline-analysis')).toContainText('Your timeline, analysed');
  await expect(alert).toHaveCount(0, { timeout: 7000 });
  const seen = await states();
  expect(seen.map((s) => s.state)).toEqual(['none', 'uploading', 'error', 'none']);
  const shownFor = seen[3]!.at - seen[2]!.at;
  expect(shownFor).toBeGreaterThan(4900);
  expect(shownFor).toBeLessThan(5800);
  await expect(form.getByRole('region', { name: 'Your kept files' })).toHaveCount(0);
});

test('several month files, then a .zip of them, chosen in the file picker, each make one analysis', async ({
  page,
}) => {
  await signIn(page, { name: 'Neha Kulkarni', email: uniqueEmail('neha') });
  const form = page.getByRole('form', { name: 'Your preferences' });
  const months = [
    { name: '2025_MARCH.json', content: march },
    { name: '2025_APRIL.json', content: month('2025-04-01', 7) },
    { name: '2025_MAY.json', content: month('2025-05-01', 8) },
  ];
  const picker = form.getByLabel('Timeline file');
  await picker.setInputFiles(
    months.map((m) => ({ name: m.name, mimeType: 'application/json', buffer: Buffer.from(m.content) })),
  );
  await expect(form.getByText('3 files are ready to upload.')).toBeVisible();
  await form.getByLabel(/Keep a copy of the file/).check();
  const banner = form.getByRole('status', { name: 'Encrypted copy' });
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await form.getByRole('button', { name: 'I agree and want to upload' }).click(); // the first upload asks first
  await expect(banner).toHaveText(
    'Complete. Several files were analysed together but not kept: to keep a copy, upload them as one .zip.',
  );
  const analysis = form.getByTestId('timeline-analysis');
  const days = async () =>
    Number(/(\d+) days of history/.exec((await analysis.getByTestId('analysis-writer').textContent()) ?? '')?.[1]);
  expect(await days()).toBeGreaterThan(70);

  const zip = Buffer.from(
    writeZip(months.map((m) => ({ name: `Semantic Location History/2025/${m.name}`, content: m.content }))),
  );
  await picker.setInputFiles({ name: 'Semantic Location History.zip', mimeType: 'application/zip', buffer: zip });
  await expect(form.getByText('Semantic Location History.zip is ready to upload.')).toBeVisible();
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(banner).toHaveText('Complete: your timeline is analysed and your encrypted copy is kept.');
  expect(await days()).toBeGreaterThan(70);
  const kept = form.getByRole('region', { name: 'Your kept files' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    kept.getByRole('button', { name: 'Download my file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Semantic Location History.zip');
  expect((await readFile(await download.path())).equals(zip)).toBe(true);

  // Anything else in the picker is refused before it is sent (spec §5).
  await picker.setInputFiles([
    { name: '2025_MARCH.json', mimeType: 'application/json', buffer: Buffer.from(march) },
    { name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') },
  ]);
  await expect(form.getByRole('alert')).toHaveText('Please select a valid JSON or TXT file from Google Takeout');
});
