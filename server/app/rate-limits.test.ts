import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordsJson } from '../../scripts/timeline/fixtures';
import { chatMessages, timelineAnalyses, users } from '../db/schema';
import { untilFreshRateWindow } from '../test/fresh-rate-window';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { openWsClient } from '../test/ws-client';

// Per-person and per-address limits on uploads, the assistant and the live places and
// events searches, counted in the database: two instances on one database share the counts. Behind
// a trusted proxy (TRUST_PROXY=1) each test speaks from its own forwarded address.

const LIMITS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_UPLOADS_PER_USER: '2',
  RATE_LIMIT_UPLOADS_PER_IP: '3',
  RATE_LIMIT_CHAT_PER_IP: '3',
  RATE_LIMIT_SEARCHES_PER_IP: '2',
};
// Live providers that cannot be reached (a closed port): every search falls back to the curated
// data with a notice, but counts as a search of a live provider.
const LIVE_PROVIDERS = {
  PLACES_PROVIDER: 'osm',
  OVERPASS_URL: 'http://127.0.0.1:9/api/interpreter',
  EVENTS_PROVIDER: 'ics',
  EVENTS_ICS_URLS: JSON.stringify({ mumbai: ['http://127.0.0.1:9/events.ics'] }),
};

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({ ...LIMITS, ...LIVE_PROVIDERS });
  b = await startTestServer({ ...LIMITS, ...LIVE_PROVIDERS }, { database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

// The limits count in fixed one-minute windows: a test must not straddle two of them.
beforeEach(() => untilFreshRateWindow());

let nextAddress = 10;
/** A fresh client address (TEST-NET-3), forwarded by the "proxy" in front of both instances. */
const newAddress = () => `203.0.113.${nextAddress++}`;

async function upload(server: TestServer, cookie: string, ip: string) {
  const form = new FormData();
  form.set('file', new Blob([recordsJson(2)]), 'Records.json');
  const res = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': ip },
  });
  return { status: res.status, body: (await res.json()) as { error?: string; code?: string } };
}

async function analysesOf(email: string): Promise<number> {
  const { db } = a.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [row] = await db.select({ n: count() }).from(timelineAnalyses).where(eq(timelineAnalyses.userId, user!.id));
  return row?.n ?? 0;
}

async function questionsOf(email: string): Promise<number> {
  const { db } = a.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [row] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.userId, user!.id));
  return row?.n ?? 0;
}

describe('uploads', () => {
  it('per person: the third upload within the minute is refused, whichever instance gets it', async () => {
    const ip = newAddress();
    const cookie = await signInAs(a, 'uploader@example.com');
    expect((await upload(a, cookie, ip)).status).toBe(200);
    expect((await upload(b, cookie, ip)).status).toBe(200);
    const refused = await upload(a, cookie, ip);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.error).toMatch(
      /^You have uploaded several files in the last minute\. Please wait \d+ seconds?/,
    );
    expect(await analysesOf('uploader@example.com')).toBe(2); // the refused one stored nothing
    // Someone else at the same address is not held back by this person's count.
    const other = await signInAs(a, 'uploader.two@example.com');
    expect((await upload(b, other, ip)).status).toBe(200);
  });

  it('per address: many people behind one address share a count; another address does not', async () => {
    const ip = newAddress();
    const people = await Promise.all([1, 2, 3, 4].map((n) => signInAs(a, `office.${n}@example.com`)));
    expect((await upload(a, people[0]!, ip)).status).toBe(200);
    expect((await upload(b, people[1]!, ip)).status).toBe(200);
    expect((await upload(a, people[2]!, ip)).status).toBe(200);
    const refused = await upload(b, people[3]!, ip);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.error).toMatch(/^Many uploads are coming from your network just now\./);
    expect(await analysesOf('office.4@example.com')).toBe(0);
    expect((await upload(b, people[3]!, newAddress())).status).toBe(200);
  });
});

describe('the assistant, per address (besides its per-person limit)', () => {
  const ask = (server: TestServer, cookie: string, ip: string) =>
    server.request('/api/bot/message', {
      body: { message: 'How do I set up utilities?' },
      cookie,
      headers: { 'x-forwarded-for': ip },
    });

  /** Asks over the WebSocket, as the browser does; resolves with the error code, or 'answered'. */
  const askOverSocket = (server: TestServer, cookie: string, ip: string) =>
    new Promise<string>((resolve) => {
      const ws = openWsClient(server.url, { cookie, 'x-forwarded-for': ip });
      const done = (outcome: string) => {
        sub.unsubscribe();
        void ws.close();
        resolve(outcome);
      };
      const sub = ws.client.chat.ask.subscribe(
        { id: randomUUID(), text: 'How do I set up utilities?' },
        {
          onData: ({ data }) => {
            if (data.done) done('answered');
          },
          onError: (error) => done((error.data as { appCode?: string } | undefined)?.appCode ?? error.message),
        },
      );
    });

  it('refuses the question past the address limit over REST and the WebSocket, and keeps none of it', async () => {
    const ip = newAddress();
    const first = await signInAs(a, 'asker.one@example.com');
    const second = await signInAs(a, 'asker.two@example.com');
    expect((await ask(a, first, ip)).status).toBe(200);
    expect((await ask(b, second, ip)).status).toBe(200);
    expect(await askOverSocket(b, first, ip)).toBe('answered');
    const refused = await ask(a, second, ip);
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((refused.body as { error: string }).error).toMatch(
      /^Many questions are coming from your network just now\./,
    );
    expect(await askOverSocket(b, second, ip)).toBe('TOO_MANY_REQUESTS');
    expect(await questionsOf('asker.two@example.com')).toBe(2); // its one question and the reply
    // The same people from another address are answered.
    expect(await askOverSocket(a, second, newAddress())).toBe('answered');
  });
});

describe('places and events searches, per address, when a live provider answers them', () => {
  const places = (server: TestServer, ip: string) =>
    server.request('/api/places/recommendations', {
      body: { neighborhoodId: 'mumbai-colaba' },
      headers: { 'x-forwarded-for': ip },
    });
  const events = (server: TestServer, ip: string) =>
    server.request('/api/social/groups', { body: { city: 'Mumbai' }, headers: { 'x-forwarded-for': ip } });

  it.each([
    ['places', places, /^Many place searches are coming from your network just now\./],
    ['events', events, /^Many event searches are coming from your network just now\./],
  ])('%s: the third search within the minute is refused, across instances', async (_name, search, message) => {
    const ip = newAddress();
    expect((await search(a, ip)).status).toBe(200);
    expect((await search(b, ip)).status).toBe(200);
    const refused = await search(a, ip);
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', error: expect.stringMatching(message) },
    });
    expect((await search(b, newAddress())).status).toBe(200);
  });

  it('the curated default is never limited (it costs nothing)', async () => {
    const curated = await startTestServer(LIMITS, { database: a.database });
    try {
      const ip = newAddress();
      for (let i = 0; i < 4; i++) {
        expect((await places(curated, ip)).status).toBe(200);
        expect((await events(curated, ip)).status).toBe(200);
      }
    } finally {
      await curated.close();
    }
  });
});
