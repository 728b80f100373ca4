import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, recordsJson, semanticMonthJson, settingsJson } from '../../../scripts/timeline/fixtures';
import { type TimelineAnalysis, uploadStreamEventSchema } from '../../../shared/contracts/timeline';
import { SEVERAL_DOCUMENTS } from '../../../shared/domain/timeline/json-record-scanner';
import { timelineAnalyses } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { writeZip } from '../../test/write-zip';

// Several files in one upload, and .zip archives (Takeout's Semantic Location History folder): one
// analysis over all of them, with the same limits and messages as a single file.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '2' });
  cookie = await signInAs(server, 'several@example.com');
});
afterAll(() => server?.close());

const DAYS = 21;
const march = semanticMonthJson(DAYS);
const april = semanticMonthJson(DAYS, { persona: { ...DEFAULT_PERSONA, startDate: '2025-04-01' }, seed: 7 });

type Content = string | Uint8Array<ArrayBuffer>;

async function upload(files: [name: string, content: Content][], options: { keep?: boolean; ndjson?: boolean } = {}) {
  const form = new FormData();
  if (options.keep) form.set('keepFile', 'true');
  for (const [name, content] of files) form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie, ...(options.ndjson ? { accept: 'application/x-ndjson' } : {}) },
  });
  const text = await response.text();
  return { status: response.status, text };
}

async function analysed(files: [string, Content][]) {
  const res = await upload(files);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return (JSON.parse(res.text) as { analysis: TimelineAnalysis }).analysis;
}

/** A valid month file of one evening at home, so only the number of files is wrong. */
function tinyMonth(i: number): string {
  const day = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const duration = { startTimestamp: `${day}T13:00:00Z`, endTimestamp: `${day}T20:00:00Z` };
  return JSON.stringify({
    timelineObjects: [{ placeVisit: { location: { latitudeE7: 129352000, longitudeE7: 776245000 }, duration } }],
  });
}

async function storedAnalyses() {
  const [row] = await server.database.db.select({ n: count() }).from(timelineAnalyses);
  return row?.n ?? 0;
}

describe('several files make one analysis', () => {
  let oneMonth: TimelineAnalysis;
  let twoMonths: TimelineAnalysis;
  beforeAll(async () => {
    oneMonth = await analysed([['2025_MARCH.json', march]]);
    twoMonths = await analysed([
      ['2025_MARCH.json', march],
      ['2025_APRIL.json', april],
    ]);
  });

  it('two month files in one request: one analysis covering both months', () => {
    expect(twoMonths.format).toBe('semantic');
    expect(twoMonths.insights.period!.from < '2025-03-05').toBe(true);
    expect(twoMonths.insights.period!.to >= '2025-04-15').toBe(true);
    expect(twoMonths.insights.period!.days).toBeGreaterThan(oneMonth.insights.period!.days + 20);
    expect(twoMonths.insights.counts.visits).toBeGreaterThan(oneMonth.insights.counts.visits * 1.8);
  });

  it('a .zip of the two months (deflated, sizes after the data) makes the same analysis', async () => {
    const zip = writeZip(
      [
        { name: 'Semantic Location History/2025/2025_MARCH.json', content: march },
        { name: 'Semantic Location History/2025/2025_APRIL.json', content: april },
      ],
      { dataDescriptors: true },
    );
    const fromZip = await analysed([['Semantic Location History.zip', zip]]);
    expect(fromZip.insights.period).toEqual(twoMonths.insights.period);
    expect(fromZip.insights.counts).toEqual(twoMonths.insights.counts);
    expect(fromZip.analysisResults).toEqual(twoMonths.analysisResults);
  });

  it('reads every .json and .txt entry of a zip and skips the rest (folders, Settings.json, macOS files)', async () => {
    const zip = writeZip([
      { name: 'Takeout/', content: '', method: 'store' },
      { name: 'Takeout/archive_browser.html', content: '<html></html>' },
      { name: 'Takeout/Location History/Settings.json', content: settingsJson() },
      { name: '__MACOSX/Takeout/._2025_MARCH.json', content: 'binary resource fork' },
      { name: 'Takeout/Location History/Semantic Location History/2025/2025_MARCH.json', content: march },
      {
        name: 'Takeout/Location History/Semantic Location History/2025/2025_APRIL.txt',
        content: april,
        method: 'store',
      },
    ]);
    const fromZip = await analysed([['takeout-20250501.zip', zip]]);
    expect(fromZip.insights.counts).toEqual(twoMonths.insights.counts);
  });

  it('a zip and a file together make one analysis too', async () => {
    const zip = writeZip([{ name: '2025_APRIL.json', content: april }]);
    const mixed = await analysed([
      ['2025_MARCH.json', march],
      ['april.zip', zip],
    ]);
    expect(mixed.insights.counts).toEqual(twoMonths.insights.counts);
  });

  it('progress only moves forward while a zip is read after the upload, and every line is a stream event', async () => {
    const zip = writeZip([
      { name: '2025_MARCH.json', content: march },
      { name: '2025_APRIL.json', content: april },
    ]);
    const res = await upload([['history.zip', zip]], { ndjson: true });
    const events = res.text
      .trim()
      .split('\n')
      .map((line) => uploadStreamEventSchema.parse(JSON.parse(line)));
    const percents = events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));
    expect(percents[0]).toBe(20);
    expect(percents.some((p) => p > 40 && p < 60)).toBe(true); // the entries being read
    expect(percents).toContain(60);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)?.type).toBe('result');
  });
});

describe('bad archives and bad files: a clear message, nothing stored', () => {
  it.each<[string, [string, Content][], number, RegExp | string]>([
    [
      'a zip without a .json',
      [
        [
          'photos.zip',
          writeZip([
            { name: 'a.html', content: '<p>' },
            { name: 'Settings.json', content: settingsJson() },
          ]),
        ],
      ],
      400,
      'This .zip holds no .json or .txt file. Upload the .zip of your Semantic Location History folder (or Records.json) from Google Takeout.',
    ],
    ['an empty zip', [['empty.zip', writeZip([])]], 400, /holds no \.json/],
    ['a damaged zip', [['history.zip', writeZip([{ name: 'a.json', content: march }]).slice(0, 3000)]], 400, /damaged/],
    ['a .zip that is not one', [['history.zip', march]], 400, /not a \.zip archive that can be read/],
    [
      'zip bytes under a .json name',
      [['takeout.json', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])]],
      400,
      /archive/,
    ],
    ['gzip', [['Records.json', new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0])]], 400, /gzip/],
    [
      'a zip that unzips past the 2 MB upload limit',
      [['big.zip', writeZip([{ name: 'Records.json', content: recordsJson(60) }])]],
      413,
      /larger than the upload limit of 2 MB/,
    ],
    [
      'several files over the limit together',
      [
        ['a.json', recordsJson(20)],
        ['b.json', recordsJson(20)],
      ],
      413,
      /larger than the upload limit of 2 MB/,
    ],
    ['a pasted double-document file', [['2025_MARCH.json', march + april]], 400, SEVERAL_DOCUMENTS],
    [
      'a second file of another kind',
      [
        ['2025_MARCH.json', march],
        ['notes.csv', 'a,b'],
      ],
      400,
      'Please select a valid JSON or TXT file from Google Takeout',
    ],
    [
      'a second file that is not a history',
      [
        ['2025_MARCH.json', march],
        ['Settings.json', settingsJson()],
      ],
      400,
      /Settings\.json/,
    ],
    [
      'a zip entry that is not JSON',
      [
        [
          'history.zip',
          writeZip([
            { name: '2025_MARCH.json', content: march },
            { name: 'b.json', content: 'hello' },
          ]),
        ],
      ],
      400,
      /not JSON/,
    ],
    [
      'more files than one upload takes',
      Array.from({ length: 301 }, (_, i): [string, Content] => [`day-${i}.json`, tinyMonth(i)]),
      400,
      'Choose at most 300 files at once, or upload the .zip of your Semantic Location History folder.',
    ],
  ])('%s', async (_label, files, status, message) => {
    const before = await storedAnalyses();
    const res = await upload(files, { keep: true });
    expect(res.status, res.text.slice(0, 300)).toBe(status);
    const { error } = JSON.parse(res.text) as { error: string };
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect(await storedAnalyses()).toBe(before);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
