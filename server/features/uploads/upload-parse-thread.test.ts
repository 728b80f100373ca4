import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsJson, semanticMonthJson } from '../../../scripts/timeline/fixtures';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { writeZip } from '../../test/write-zip';

// Large uploads are read in the parse thread (PARSE_IN_THREAD_FROM_MB): the person gets the same
// analysis, and the same refusal, as when the bytes are read on the main thread.

let inThread: TestServer;
let here: TestServer;
const cookies = new Map<TestServer, string>();
beforeAll(async () => {
  [inThread, here] = await Promise.all([
    startTestServer({ PARSE_IN_THREAD_FROM_MB: '0' }),
    startTestServer({ PARSE_IN_THREAD_FROM_MB: '1024' }),
  ]);
  for (const server of [inThread, here]) cookies.set(server, await signInAs(server, 'thread@example.com'));
});
afterAll(async () => {
  await inThread?.close();
  await here?.close();
});

async function upload(server: TestServer, name: string, content: string | Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: cookies.get(server) ?? '' },
  });
  return { status: response.status, body: (await response.json()) as { analysis?: TimelineAnalysis; error?: string } };
}

/** What the person sees of an analysis, without its id and time. */
function seen(analysis: TimelineAnalysis | undefined) {
  expect(analysis).toBeDefined();
  const { id, createdAt, ...rest } = analysis as TimelineAnalysis & { id: unknown; createdAt: unknown };
  return rest;
}

describe('uploads read in the parse thread', () => {
  it('give the same analysis as on the main thread, for a file and for a .zip of month files', async () => {
    const records = recordsJson(60);
    const zip = writeZip([
      { name: 'Semantic Location History/2025/2025_MARCH.json', content: semanticMonthJson(21) },
      { name: 'Semantic Location History/2025/2025_APRIL.json', content: semanticMonthJson(21, { seed: 7 }) },
    ]);
    for (const [name, content] of [
      ['Records.json', records],
      ['takeout.zip', zip],
    ] as const) {
      const [a, b] = await Promise.all([upload(inThread, name, content), upload(here, name, content)]);
      expect(a.status, a.body.error).toBe(200);
      expect(b.status, b.body.error).toBe(200);
      expect(seen(a.body.analysis)).toEqual(seen(b.body.analysis));
    }
  });

  it('refuse what is not a location history with the same message', async () => {
    const settings = JSON.stringify({ deviceSettings: [{ deviceTag: 1 }] });
    const [a, b] = await Promise.all([
      upload(inThread, 'Settings.json', settings),
      upload(here, 'Settings.json', settings),
    ]);
    expect(a.status).toBe(400);
    expect(a.body.error).toMatch(/Settings\.json/);
    expect(a.body.error).toBe(b.body.error);
  });
});
