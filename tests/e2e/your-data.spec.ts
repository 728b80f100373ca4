import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { onDeviceAndroidJson } from '../../scripts/timeline/fixtures';
import { CONSENT_NOTICE_VERSION, type DataExport, TIMELINE_NOTICE } from '../../shared/contracts/privacy';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, keepShot, signIn, uniqueEmail } from './helpers';
import { type OwnServer, startOwnServer } from './own-server';
import { mumbaiCommuter } from './people';

// Your data (docs/privacy.md): the notice and a choice before the first upload, not after; the page
// lists what is held by kind, downloads it as one JSON file (and each kept file), deletes a kind,
// withdraws consent (the next upload asks again), and deletes the account with a typed confirmation:
// signed out, nothing left in this browser, and the same e-mail starts again with nothing. And a
// removal the retention periods bring is told on the next visit, before it happens.

const SEARCH = mumbaiCommuter(['parks']);

/** One kind of data on the page, by its label. */
const kindOf = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'What we hold about you' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test('the notice comes before the first upload only; Your data counts it, downloads it, deletes a kind and withdraws consent', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('asha');
  await signIn(page, { name: 'Asha Rao', email });
  const form = page.getByRole('form', { name: 'Your preferences' });
  const content = Buffer.from(onDeviceAndroidJson(28));
  await form
    .getByLabel('Timeline file')
    .setInputFiles({ name: 'Timeline.json', mimeType: 'application/json', buffer: content });
  await form.getByLabel(/Keep a copy of the file/).check();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload')) uploads.push(request.method());
  });

  // First upload: the notice, word for word, and nothing sent until the person chooses.
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  const notice = form.getByRole('region', { name: TIMELINE_NOTICE.title });
  await expect(notice).toBeVisible();
  for (const point of TIMELINE_NOTICE.points)
    await expect(notice.getByRole('listitem').filter({ hasText: point })).toHaveCount(1);
  await expect(notice.getByRole('heading', { name: TIMELINE_NOTICE.title })).toBeFocused();
  await keepShot(notice, 'your-data-notice-1280');
  await expectNoSeriousA11yIssues(page, { within: '.consent-notice' });
  await notice.getByRole('button', { name: 'Not now' }).click();
  await expect(notice).toHaveCount(0);
  await expect(form.getByText('Nothing was uploaded.', { exact: false })).toBeVisible();
  expect(uploads).toEqual([]);

  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await notice.getByRole('button', { name: 'I agree and want to upload' }).click();
  const analysis = form.getByTestId('timeline-analysis');
  await expect(analysis.getByRole('heading', { name: 'Your timeline, analysed' })).toBeVisible();
  expect(uploads).toEqual(['POST']);
  const line = form.getByTestId('consent-line');
  await expect(line).toContainText('You agreed to how Basera uses your location history on');
  await expect(line.getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/your-data');

  // Second upload: no notice, straight to the analysis.
  const second = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(notice).toHaveCount(0);
  expect((await second).status()).toBe(200);
  await expect(analysis.getByRole('heading', { name: 'Your timeline, analysed' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A search, through the API the finder uses.
  const searched = await page.request.post('/api/housing/recommend-housing', { data: SEARCH });
  expect(searched.status(), await searched.text()).toBe(200);

  // The page, from the header.
  await page.getByRole('banner').getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await expect(kindOf(page, 'Timeline analyses and persona').getByTestId('data-kind-count')).toHaveText(
    /^3 held, the newest from \d+ \w+ 20\d\d$/, // two analyses and the persona
  );
  await expect(kindOf(page, 'Kept timeline files').getByTestId('data-kind-count')).toContainText('2 held');
  await expect(kindOf(page, 'Preferences and searches').getByTestId('data-kind-count')).toContainText(/^[1-9]\d* held/);
  await expect(kindOf(page, 'Assistant conversation').getByTestId('data-kind-count')).toHaveText('None held');
  await expect(kindOf(page, 'Account')).toContainText('1 held');
  // The account goes only with Delete my account.
  await expect(kindOf(page, 'Account').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('consent-state')).toContainText(`(notice version ${CONSENT_NOTICE_VERSION})`);
  await expectNoSeriousA11yIssues(page);
  await keepShot(page, 'your-data-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, 'your-data-390', { fullPage: true });
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Download my data: one JSON file with the person's data; each kept file by its own link.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^basera-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as DataExport;
  expect(exported.account.email).toBe(email);
  expect(exported.account.displayName).toBe('Asha Rao');
  expect(exported.analyses).toHaveLength(2);
  expect(exported.consents).toEqual([
    expect.objectContaining({ noticeVersion: CONSENT_NOTICE_VERSION, withdrawnAt: null }),
  ]);
  expect(exported.lastSearch).toMatchObject({ preferences: { commute: { workAddress: 'Nariman Point, Mumbai' } } });
  await expect(page.getByText(`Saved ${download.suggestedFilename()}.`)).toBeVisible();
  const keptLinks = page
    .getByRole('region', { name: 'Download your data' })
    .getByRole('link', { name: /^The file kept on / });
  await expect(keptLinks).toHaveCount(2);
  const href = await keptLinks.first().getAttribute('href');
  // The page links to the API's address (absolute where the build names one); the export gives the path.
  expect(exported.analyses.map((a) => a.keptFile?.download)).toContain(new URL(href!, page.url()).pathname);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(content)).toBe(true);

  // Deleting a kind empties it, after a confirmation.
  const searches = kindOf(page, 'Preferences and searches');
  await searches.getByRole('button', { name: 'Delete Preferences and searches' }).click();
  await expect(searches).toContainText('This cannot be undone.');
  await keepShot(searches, 'your-data-confirm-1280');
  await searches.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(searches.getByTestId('data-kind-count')).toHaveText('None held');
  await expect(page.getByText('Deleted: Preferences and searches.')).toBeVisible();
  await page.reload();
  await expect(searches.getByTestId('data-kind-count')).toHaveText('None held');

  // Withdrawing consent deletes every analysis and kept file; the next upload asks again.
  await page.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByText('deletes every analysis of your location history and every kept file')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw and delete' }).click();
  await expect(page.getByTestId('consent-state')).toContainText('You withdrew your consent on');
  await expect(kindOf(page, 'Timeline analyses and persona').getByTestId('data-kind-count')).toHaveText('None held');
  await expect(kindOf(page, 'Kept timeline files').getByTestId('data-kind-count')).toHaveText('None held');
  await page.goto('/place-recommender');
  await form
    .getByLabel('Timeline file')
    .setInputFiles({ name: 'Timeline.json', mimeType: 'application/json', buffer: content });
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(notice).toBeVisible();
  await expect(form.getByTestId('consent-line')).toHaveCount(0);
});

test('an upload the server refuses for want of consent (withdrawn elsewhere) shows the notice again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { name: 'Kabir Das', email: uniqueEmail('kabir') });
  const given = await page.request.post('/trpc/privacy.giveConsent', {
    data: { noticeVersion: CONSENT_NOTICE_VERSION },
  });
  expect(given.status()).toBe(200);
  await page.reload();
  const form = page.getByRole('form', { name: 'Your preferences' });
  await expect(form.getByTestId('consent-line')).toBeVisible();
  // Withdrawn in another tab: this page still thinks it current.
  const withdrawn = await page.request.delete('/api/me/consent');
  expect(withdrawn.status()).toBe(200);
  await form.getByLabel('Timeline file').setInputFiles({
    name: 'Timeline.json',
    mimeType: 'application/json',
    buffer: Buffer.from(onDeviceAndroidJson(14)),
  });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/upload'));
  await form.getByRole('button', { name: 'Upload and analyse' }).click();
  expect((await refused).status()).toBe(409);
  const notice = form.getByRole('region', { name: TIMELINE_NOTICE.title });
  await expect(notice).toContainText('Your agreement is needed again before this upload.');
  await notice.getByRole('button', { name: 'I agree and want to upload' }).click();
  await expect(
    form.getByTestId('timeline-analysis').getByRole('heading', { name: 'Your timeline, analysed' }),
  ).toBeVisible();
});

test('Delete my account, typed to confirm, signs out, leaves nothing in this browser, and the same e-mail starts empty', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = { name: 'Ravi Menon', email: uniqueEmail('ravi') };
  await signIn(page, person);
  const selected = await page.request.post('/trpc/neighbourhoods.select', { data: { id: 'pune-baner' } });
  expect(selected.status()).toBe(200);
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
  expect(userId).toBeTruthy();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
  await expect(kindOf(page, 'Selected neighbourhood').getByTestId('data-kind-count')).toContainText('1 held');
  const zone = page.getByRole('region', { name: 'Delete my account' });
  await expect(zone).toContainText('cannot be undone');
  const remove = zone.getByRole('button', { name: 'Delete my account' });
  const confirmation = zone.getByLabel('Type DELETE to confirm');
  await expect(remove).toBeDisabled();
  await confirmation.fill('delete');
  await expect(remove).toBeDisabled();
  await confirmation.fill('DELETE');
  await expect(remove).toBeEnabled();
  await remove.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeFocused();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(banner.getByTestId('user-name')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]); // not even an empty record
  expect((await page.request.get('/api/me/data/summary')).status()).toBe(401);

  // The same e-mail again: a new account, holding nothing.
  await signIn(page, person);
  const newId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string }).id);
  expect(newId).not.toBe(userId);
  await page.goto('/your-data');
  await expect(kindOf(page, 'Account').getByTestId('data-kind-count')).toContainText('1 held');
  for (const label of [
    'Preferences and searches',
    'Timeline analyses and persona',
    'Kept timeline files',
    'Assistant conversation',
    'Selected neighbourhood',
    'Business enquiries',
  ]) {
    await expect(kindOf(page, label).getByTestId('data-kind-count')).toHaveText('None held');
  }
  await expect(page.getByTestId('consent-state')).toContainText('You have not agreed');
});

test.describe('retention', () => {
  // Its own server (own-server.ts), keeping files a month and telling two months ahead: a file kept
  // today is already due to be told about.
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer('retention', 22, { RETENTION_KEPT_FILE_MONTHS: '1', RETENTION_NOTICE_DAYS: '60' });
  });
  test.afterAll(() => server?.stop());

  test('a kept file due for removal is told on the next visit, with a link to Your data', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await server.openPage(browser, { name: 'Meena Iyer', email: uniqueEmail('meena') });
    await page.goto('/place-recommender');
    const form = page.getByRole('form', { name: 'Your preferences' });
    await form.getByLabel('Timeline file').setInputFiles({
      name: 'Timeline.json',
      mimeType: 'application/json',
      buffer: Buffer.from(onDeviceAndroidJson(14)),
    });
    await form.getByLabel(/Keep a copy of the file/).check();
    await form.getByRole('button', { name: 'Upload and analyse' }).click();
    await form.getByRole('button', { name: 'I agree and want to upload' }).click();
    await expect(form.getByTestId('timeline-analysis')).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Data to be removed soon' });

    await page.reload();
    await expect(banner).toBeVisible();
    await keepShot(page, 'your-data-retention-banner-1280');
    const summary = (await (await page.request.get(`${server.url}/api/me/data/summary`)).json()) as {
      retention: { kind: string; text: string; removeOn: string }[];
    };
    expect(summary.retention).toEqual([expect.objectContaining({ kind: 'keptFile' })]);
    await expect(banner.getByRole('listitem')).toHaveText(summary.retention.map((notice) => notice.text));
    await banner.getByRole('link', { name: 'Your data' }).click();
    const soon = page.getByRole('region', { name: 'To be removed soon' });
    await expect(soon).toContainText(summary.retention[0]!.text);
    await keepShot(page, 'your-data-retention-1280', { fullPage: true });
    await page.context().close();
  });
});
