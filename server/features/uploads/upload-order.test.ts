import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  onDeviceAndroidJson,
  onDeviceIosJson,
  recordsJson,
  semanticMonthJson,
} from '../../../scripts/timeline/fixtures';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { writeZip } from '../../test/write-zip';

// The same files give the same analysis, byte for byte, whatever order they are chosen in and
// whether they come as files or as a .zip: every format, through the whole upload.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signInAs(server, 'order@example.com');
});
afterAll(() => server?.close());

type File = [name: string, content: string];

async function analysisOf(files: [string, string | Uint8Array<ArrayBuffer>][]): Promise<string> {
  const form = new FormData();
  for (const [name, content] of files) form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(200);
  const { id: _id, createdAt: _createdAt, ...analysis } = (JSON.parse(text) as { analysis: TimelineAnalysis }).analysis;
  expect(analysis.insights.counts.visits).toBeGreaterThan(20);
  return JSON.stringify(analysis);
}

const ORDERS = [
  [0, 1, 2],
  [2, 1, 0],
  [1, 2, 0],
];

async function expectOneAnalysis(files: File[]) {
  const [first, ...others] = await Promise.all(ORDERS.map((order) => analysisOf(order.map((i) => files[i]!))));
  for (const other of others) expect(other).toBe(first);
  const zip = writeZip([1, 0, 2].map((i) => ({ name: `History/${files[i]![0]}`, content: files[i]![1] })));
  expect(await analysisOf([['Takeout.zip', zip]])).toBe(first);
}

/** Three consecutive periods of one person's history, by a fixture generator. */
function periods(make: (days: number, persona: typeof DEFAULT_PERSONA, seed: number) => string, days: number) {
  return ['2025-03-01', '2025-04-01', '2025-05-01'].map((startDate, i) =>
    make(days, { ...DEFAULT_PERSONA, startDate }, 11 + i),
  );
}

describe('the order of files does not change the analysis', () => {
  it('Semantic Location History month files, in three orders and as a .zip', async () => {
    const months = periods((days, persona, seed) => semanticMonthJson(days, { persona, seed }), 28);
    await expectOneAnalysis(months.map((text, i) => [`2025_${['MARCH', 'APRIL', 'MAY'][i]}.json`, text]));
  });

  it('Records.json in parts', async () => {
    const parts = periods((days, persona, seed) => recordsJson(days, { persona, seed }), 6);
    await expectOneAnalysis(parts.map((text, i) => [`Records-${i}.json`, text]));
  });

  it('on-device exports, Android and iOS', async () => {
    const android = periods((days, persona, seed) => onDeviceAndroidJson(days, { persona, seed }), 14);
    await expectOneAnalysis(android.map((text, i) => [`Timeline-${i}.json`, text]));
    const ios = periods((days, persona, seed) => onDeviceIosJson(days, { persona, seed }), 14);
    await expectOneAnalysis(ios.map((text, i) => [`location-history-${i}.json`, text]));
  });
});
