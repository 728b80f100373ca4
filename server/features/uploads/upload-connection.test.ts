import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDeviceAndroidJson, recordsJson } from '../../../scripts/timeline/fixtures';
import { timelineAnalyses, userProfiles, users } from '../../db/schema';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// Two promises of the upload route that users never see until they break: a refused upload leaves
// the connection usable for the next request, and a failed upload stores nothing at all.

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '4' });
  cookie = await signInAs(server, 'connection@example.com');
});
afterAll(() => server?.close());

interface Sent {
  status: number;
  body: string;
  reusedSocket: boolean;
}

const ignoreError = () => {};

/** One request over `agent`, failing (rather than hanging) when no answer comes within 4 s. */
function send(agent: http.Agent, path: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
  return new Promise<Sent>((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, {
      agent,
      method: init.body ? 'POST' : 'GET',
      headers: { ...init.headers, ...(init.body ? { 'content-length': String(init.body.length) } : {}) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to ${path} within 4 s`));
    }, 4000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          reusedSocket: req.reusedSocket,
        });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // A server that answers before reading the whole body may reset the socket while the body is
    // still being written; once the answer is in, that reset can reach a socket the request has
    // already let go of, where it would be an uncaught error rather than this request's failure.
    req.on('socket', (socket) => {
      if (!socket.listeners('error').includes(ignoreError)) socket.on('error', ignoreError);
    });
    req.end(init.body);
  });
}

function multipart(fileName: string, content: string | Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'basera-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/json\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real Records.json of at least `bytes` (about 60 KB a day of history). */
function recordsOfSize(bytes: number): string {
  let days = Math.max(1, Math.floor(bytes / 60_000));
  let text = recordsJson(days);
  while (text.length < bytes) text = recordsJson(++days);
  return text;
}

describe('an early refusal leaves the keep-alive connection usable', () => {
  const twoDocuments = () => twoDocumentsOf(1_700_000);
  const base64Garbage = () => Buffer.alloc(1_300_000, 7).toString('base64'); // 1.7 MB of text

  it.each([
    ['two JSON documents back to back (1.7 MB)', twoDocuments, 400],
    ['1.7 MB of base64', base64Garbage, 400],
    ['a file over the 4 MB upload limit', () => recordsOfSize(4_500_000), 413],
  ])('%s: refused, and the next request on the same socket is answered', async (_name, content, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, headers } = multipart('Records.json', content());
      const refused = await send(agent, '/api/upload', { body, headers: { ...headers, cookie } });
      expect(refused.status, refused.body.slice(0, 200)).toBe(status);
      const next = await send(agent, '/api/health');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('the same after a 401 (no session), a streamed (NDJSON) refusal and a JSON body over the limit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const upload = multipart('Records.json', recordsOfSize(1_500_000));
      expect((await send(agent, '/api/upload', upload)).status).toBe(401);
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200, reusedSocket: true });

      const streamed = multipart('Records.json', twoDocumentsOf(700_000));
      const ndjson = await send(agent, '/api/upload', {
        body: streamed.body,
        headers: { ...streamed.headers, cookie, accept: 'application/x-ndjson' },
      });
      expect(ndjson.body.trim().split('\n').at(-1)).toMatch(/"type":"error"/);
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200, reusedSocket: true });

      const json = Buffer.from(JSON.stringify({ preferences: { padding: 'x'.repeat(400_000) } }));
      const tooLarge = await send(agent, '/api/housing/recommend-housing', {
        body: json,
        headers: { 'content-type': 'application/json', cookie },
      });
      expect(tooLarge.status).toBe(413);
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it('a refused body too large to read for nothing closes its connection, and the next request gets a new one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const upload = multipart('Records.json', Buffer.alloc(20_000_000, 32));
      const refused = await send(agent, '/api/upload', upload).catch((error: Error) => error);
      // The answer arrives before the socket closes; a client still sending may see the close instead.
      if (!(refused instanceof Error)) expect(refused.status).toBe(401);
      expect(await send(agent, '/api/health')).toMatchObject({ status: 200, reusedSocket: false });
    } finally {
      agent.destroy();
    }
  });
});

function twoDocumentsOf(bytes: number): string {
  const one = recordsOfSize(bytes / 2);
  return one + one;
}

describe('an upload stores all or nothing', () => {
  it('a failure while saving leaves no analysis, no persona change and no kept file', async () => {
    const email = 'all-or-nothing@example.com';
    const person = await signInAs(server, email);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const { db } = server.database;
    // The persona write fails, after the analysis row was written in the same transaction.
    await db.execute(sql`create or replace function basera_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger basera_test_fail before insert or update on user_profiles
      for each row execute function basera_test_fail()`);
    const fileStore = server.services.fileStore;
    const kept: string[] = [];
    const put = fileStore.put.bind(fileStore);
    server.services.fileStore = {
      ...fileStore,
      kind: fileStore.kind,
      get: fileStore.get.bind(fileStore),
      delete: fileStore.delete.bind(fileStore),
      put: async (bytes, meta) => {
        const stored = await put(bytes, meta);
        kept.push(stored.cid);
        return stored;
      },
    };
    try {
      const form = new FormData();
      form.set('keepFile', 'true');
      form.set('file', new Blob([onDeviceAndroidJson(7)]), 'Timeline.json');
      const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie: person } });
      expect(res.status).toBe(500);
      expect(kept).toHaveLength(1); // the file was kept before the rows were written…
      expect(await fileStore.get(kept[0]!)).toBeNull(); // …and removed when they failed
      const analyses = await db.select().from(timelineAnalyses).where(eq(timelineAnalyses.userId, user!.id));
      expect(analyses).toEqual([]);
      const profiles = await db
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.userId, user!.id)));
      expect(profiles).toEqual([]);
    } finally {
      server.services.fileStore = fileStore;
      await db.execute(sql`drop trigger basera_test_fail on user_profiles`);
    }
    // Once the fault is gone, the same upload works.
    const form = new FormData();
    form.set('file', new Blob([onDeviceAndroidJson(7)]), 'Timeline.json');
    const retry = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie: person } });
    expect(retry.status).toBe(200);
  });
});
