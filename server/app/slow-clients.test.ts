import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsJson } from '../../scripts/timeline/fixtures';
import { timelineAnalyses, users } from '../db/schema';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { writeZip } from '../test/write-zip';

// Slow-loris: a client that sends its headers or body slowly, or stops, is cut off and its
// connection freed within the limits (small here: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS,
// BODY_IDLE_TIMEOUT_MS); a stalled or abandoned upload stops its analysis and stores nothing.

const HEADERS_MS = 1000;
const REQUEST_MS = 3000;
const IDLE_MS = 1000;
/** Node checks its header and request deadlines every quarter of the header limit; plus a busy machine. */
const SLACK_MS = 1500;

let server: TestServer;
let cookie: string;
let workRoot: string;
const savedTmp = process.env.TMPDIR;
beforeAll(async () => {
  // Upload work folders are made under os.tmpdir(): a folder of this file's own shows when they go.
  workRoot = mkdtempSync(join(tmpdir(), 'basera-slow-'));
  process.env.TMPDIR = workRoot;
  server = await startTestServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
  });
  cookie = await signInAs(server, 'slow@example.com');
});
afterAll(async () => {
  await server?.close();
  // Test files share their worker process (vitest.config.ts): the next file gets the TMPDIR it had.
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  rmSync(workRoot, { recursive: true, force: true });
});

interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from opening until the server closed the connection. */
  closed: Promise<number>;
  /** Writes `text` a piece at a time, `everyMs` apart, until the connection closes. */
  dribble(text: string, everyMs: number): void;
}

async function openRaw(): Promise<RawConnection> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const openedAt = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on('error', () => {}); // a reset is one way of being cut off
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - openedAt)));
  return {
    socket,
    received: () => received,
    closed,
    dribble(text, everyMs) {
      let at = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || at >= text.length) return clearInterval(timer);
        socket.write(text[at++]!);
      }, everyMs);
      socket.once('close', () => clearInterval(timer));
    },
  };
}

function multipartHead(boundary: string, fileName = 'Records.json'): string {
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/json\r\n\r\n'
  );
}

/**
 * An archive upload: the server spools it into a work folder of its own (a JSON upload needs none),
 * so the folder shows when its analysis starts and when it is cleared away.
 */
const zipped = () => Buffer.from(writeZip([{ name: 'Records.json', content: recordsJson(3), method: 'store' }]));

/** The request for an archive upload of which only the first 2000 bytes are sent. */
function partOfZipUpload(boundary: string, headers: string): Buffer {
  const content = zipped();
  const head = multipartHead(boundary, 'Records.zip');
  return Buffer.concat([
    Buffer.from(
      `POST /api/upload HTTP/1.1\r\nHost: basera\r\nCookie: ${cookie}\r\n${headers}` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + content.length + 40}\r\n\r\n${head}`,
    ),
    content.subarray(0, 2000),
  ]);
}

const workFolders = () => readdirSync(workRoot).filter((name) => name.startsWith('basera-upload-'));

async function analysesOf(email: string): Promise<number> {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [row] = await db.select({ n: count() }).from(timelineAnalyses).where(eq(timelineAnalyses.userId, user!.id));
  return row?.n ?? 0;
}

describe('slow headers and bodies', () => {
  it('headers that never finish: 408 and the connection closed at the header limit', async () => {
    const raw = await openRaw();
    raw.socket.write('GET /api/health HTTP/1.1\r\nHost: basera\r\n');
    raw.dribble('X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 100); // never the blank line
    const after = await raw.closed;
    expect(after).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(after).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a JSON body that stops arriving: 408 with a clear error, and the connection closed', async () => {
    const raw = await openRaw();
    raw.socket.write(
      'POST /api/neighborhoods/search HTTP/1.1\r\nHost: basera\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"query": "Ba',
    );
    const after = await raw.closed;
    expect(after).toBeLessThan(IDLE_MS + SLACK_MS);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(raw.received()).toMatch(/"code":"TIMEOUT"/);
    expect(raw.received()).toMatch(/The request stopped arriving: nothing came for 1 second/);
  });

  it('a body trickled in never pauses long enough to look idle, and is cut off at the request limit', async () => {
    const raw = await openRaw();
    raw.socket.write(
      'POST /api/neighborhoods/search HTTP/1.1\r\nHost: basera\r\nContent-Type: application/json\r\n' +
        'Content-Length: 500\r\n\r\n',
    );
    raw.dribble(`{"query":"${'a'.repeat(480)}"}`, 200);
    const after = await raw.closed;
    expect(after).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(after).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a request sent promptly is not affected, on a connection kept alive past the limits', async () => {
    const raw = await openRaw();
    const body = JSON.stringify({ query: 'Bandra' });
    const request =
      'POST /api/neighborhoods/search HTTP/1.1\r\nHost: basera\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body}`;
    raw.socket.write(request);
    await expect.poll(() => raw.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200/);
    raw.socket.destroy();
  });
});

describe('an upload that stalls or is abandoned', () => {
  it('stalled: the stream ends with a clear error, nothing is stored, and the connection is closed', async () => {
    const raw = await openRaw();
    raw.socket.write(partOfZipUpload('slow-boundary', 'Accept: application/x-ndjson\r\n'));
    await expect.poll(workFolders).toHaveLength(1); // the analysis started…
    const after = await raw.closed;
    expect(after).toBeLessThan(IDLE_MS + SLACK_MS);
    const lines = raw.received().split('\r\n\r\n')[1] ?? '';
    expect(lines).toMatch(/"type":"progress"/);
    expect(lines).toMatch(
      /"type":"error","error":"The upload stopped arriving: nothing came for 1 second\. Nothing was saved; please try again\.","code":"TIMEOUT"/,
    );
    await expect.poll(workFolders).toEqual([]); // …and stopped, its work folder removed
    expect(await analysesOf('slow@example.com')).toBe(0);
  });

  it('stalled without streaming: a 408 JSON reply', async () => {
    const raw = await openRaw();
    const boundary = 'slow-boundary';
    const head = multipartHead(boundary);
    raw.socket.write(
      `POST /api/upload HTTP/1.1\r\nHost: basera\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${head}[`,
    );
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(raw.received()).toMatch(/"error":"The upload stopped arriving/);
    await expect.poll(workFolders).toEqual([]);
  });

  it('abandoned by the client half-way: the analysis stops and its work folder goes', async () => {
    const raw = await openRaw();
    raw.socket.write(partOfZipUpload('gone-boundary', ''));
    await expect.poll(workFolders).toHaveLength(1);
    raw.socket.destroy();
    // Well before the idle limit: the server noticed the client leave, not the silence.
    await expect.poll(workFolders, { timeout: IDLE_MS / 2 }).toEqual([]);
    expect(await analysesOf('slow@example.com')).toBe(0);
  });

  it('an upload sent promptly still works', async () => {
    const form = new FormData();
    form.set('file', new Blob([recordsJson(3)]), 'Records.json');
    const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await analysesOf('slow@example.com')).toBe(1);
  });
});
