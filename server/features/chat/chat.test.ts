import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_MAX_CHARS } from '../../../shared/constants/assistant';
import { type ChatChunk, chatHistoryResponse } from '../../../shared/contracts/chat';
import { eventsResponse } from '../../../shared/contracts/events';
import { placesSearchResponse } from '../../../shared/contracts/places';
import { recommendationsResultSchema } from '../../../shared/contracts/recommendations';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { untilFreshRateWindow } from '../../test/fresh-rate-window';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { openWsClient } from '../../test/ws-client';

// The relocation assistant with its embedded default (no model): streamed over the WebSocket,
// resumed after a drop, stored per person, and answering from the person's own results, the curated
// places and the events calendar. The clock is 23 November 2026.

let server: TestServer;
let cookie: string;
let ws: ReturnType<typeof openWsClient>;

const work = commuterPreferences('Powai, Mumbai', { driving: 20, transit: 15 }, { userCategory: 'comfort' });

beforeAll(async () => {
  server = await startTestServer({}, { clock: { now: () => new Date('2026-11-23T04:30:00Z') } });
  cookie = await signInAs(server, 'asha.chat@example.com', 'Asha Rao');
  ws = openWsClient(server.url, { cookie });
});
afterAll(async () => {
  await ws?.close();
  await server?.close();
});

type Received = { id: string; data: ChatChunk };

/** Asks over the WebSocket; stops after `stopAfter` chunks when given (a dropped connection). */
function ask(
  text: string,
  options: { id?: string; lastEventId?: string; stopAfter?: number; client?: typeof ws.client } = {},
) {
  const id = options.id ?? randomUUID();
  const received: Received[] = [];
  return new Promise<{ id: string; received: Received[]; text: string }>((resolve, reject) => {
    const sub = (options.client ?? ws.client).chat.ask.subscribe(
      { id, text, lastEventId: options.lastEventId },
      {
        onData: (event) => {
          received.push(event as Received);
          const done = (event as Received).data.done;
          if (done || received.length === options.stopAfter) {
            sub.unsubscribe();
            resolve({ id, received, text: received.map((r) => r.data.text).join('') });
          }
        },
        onError: reject,
      },
    );
  });
}

const history = async (as = cookie) => {
  const res = await server.request('/trpc/chat.history', { cookie: as });
  return chatHistoryResponse.parse((res.body as { result: { data: unknown } }).result.data).messages;
};

describe('the assistant before any search', () => {
  it('says it cannot tell yet and points to the finder, and unknown questions get a plain "I don’t know"', async () => {
    const best = await ask('Which neighbourhood is best for me?');
    expect(best.text).toMatch(/haven't run a search/);
    expect(best.text).toContain('](/place-recommender)');
    const unknown = await ask('purple monkey dishwasher');
    expect(unknown.text).toMatch(/^I don't know the answer to that one/);
    const elsewhere = await ask('What is the capital of France?');
    expect(elsewhere.text).toMatch(/^That's outside what Basera knows: I can't help with general knowledge/);
  });
});

describe('answers from the person’s own results', () => {
  let top: string[];
  beforeAll(async () => {
    const res = await server.request('/api/housing/recommend-housing', { body: { preferences: work }, cookie });
    top = recommendationsResultSchema.parse(res.body).recommendations.map((n) => n.name);
  });

  it('streams a comparison of the top three recommendations in several pieces, and stores both turns', async () => {
    const reply = await ask('Compare my recommended neighbourhoods');
    expect(reply.received.length).toBeGreaterThan(2);
    expect(reply.received.at(-1)?.data).toMatchObject({ done: true, writer: 'local', notice: null });
    for (const name of top.slice(0, 3)) expect(reply.text).toContain(`**${name}, Mumbai**`);
    expect(reply.text).toMatch(
      /Commute: public transit: (about \d+ min for [\d.]+ km \([^)]+\)|No direct metro or suburban line; bus not in our data); driving: about \d+ min/,
    );
    expect(reply.text).toContain('city-level');
    const stored = await history();
    const question = stored.find((m) => m.id === reply.id);
    expect(question).toMatchObject({
      sender: 'user',
      text: 'Compare my recommended neighbourhoods',
      status: 'complete',
    });
    const answer = stored[stored.indexOf(question!) + 1];
    expect(answer).toMatchObject({ sender: 'bot', status: 'complete', writer: 'local', text: reply.text });
  });

  it('names the first recommendation first, with its match and why', async () => {
    const reply = await ask('Which neighbourhood is best for me?');
    expect(reply.text).toContain(`1. **${top[0]}, Mumbai**: **`);
    expect(reply.text).toMatch(/% match\*\*/);
  });

  it('answers the commute from its own estimate for each enabled mode', async () => {
    // The second: the first is Powai itself, under a kilometre away.
    const reply = await ask(`How long is the commute from ${top[1]} to my office?`);
    expect(reply.text).toContain(`**${top[1]}, Mumbai** to Powai`);
    expect(reply.text).toMatch(/- driving: about \d+ min for [\d.]+ km/);
    expect(reply.text).toMatch(
      /- public transit: (about \d+ min|No direct metro or suburban line; bus not in our data)/,
    );
    expect(reply.text).not.toMatch(/walking:/);
  });

  it('lists real places around the selected neighbourhood, the same ones the places API gives', async () => {
    await server.request('/trpc/neighbourhoods.select', { body: { id: 'mumbai-lower-parel' }, cookie });
    const reply = await ask('What places are there near me?');
    const res = await server.request('/api/places/recommendations', {
      body: { neighborhoodId: 'mumbai-lower-parel', type: 'all', radius: 5, priceLevel: 0 },
    });
    const places = placesSearchResponse.parse(res.body).places;
    const nearest = places.toSorted((a, b) => a.distance - b.distance)[0]!;
    expect(reply.text).toContain('Around **Lower Parel**');
    expect(reply.text).toContain(nearest.name.replace(/[[\]*_<>]/g, (c) => `\\${c}`));
    expect(reply.text).toContain(`${places.length} places within 5 km`);
  });

  it('names dated events in the city from the events calendar', async () => {
    const reply = await ask('Where can I meet people with similar interests?');
    const res = await server.request('/api/social/groups', { body: { neighborhoodId: 'mumbai-lower-parel' } });
    const names = eventsResponse.parse(res.body).events.map((e) => e.name);
    expect(reply.text).toContain('Coming up in **Mumbai**');
    expect(names.some((name) => reply.text.includes(name))).toBe(true);
    expect(reply.text).toMatch(/(November|December|January|February) \d{1,2}, 202[67]/);
  });

  it('names the city’s utilities and says how address proof works', async () => {
    const reply = await ask('How do I set up utilities?');
    expect(reply.text).toContain('Mahanagar Gas Limited');
    expect(reply.text).toMatch(/Aadhaar/);
  });

  it('finds families’ neighbourhoods in the person’s city within their budget', async () => {
    const reply = await ask("What's the best neighborhood for families?");
    expect(reply.text).toMatch(/For a family in Mumbai within your Comfort budget/);
    expect(reply.text).toMatch(/1\. \*\*[^*]+, Mumbai\*\*: schools \d\/5, parks \d\/5, hospitals \d\/5/);
    // Only places within the person's commute limits: each pick says how long the trip to work is.
    const picks = reply.text.split('\n').filter((line) => /^\d\. \*\*/.test(line));
    expect(picks).toHaveLength(3);
    for (const pick of picks) expect(pick).toMatch(/about \d+ min (driving|public transit) to work/);
    expect(reply.text).toContain('estimates');
  });
});

describe('streaming that survives a dropped connection', () => {
  it('resumes from the last event id without losing or repeating text', async () => {
    const whole = await ask('What items should I buy for my new apartment?');
    const first = await ask('What items should I buy for my new apartment?', { stopAfter: 2 });
    expect(first.received.at(-1)?.data.done).toBe(false);
    const rest = await ask('What items should I buy for my new apartment?', {
      id: first.id,
      lastEventId: first.received.at(-1)!.id,
    });
    expect(first.text + rest.text).toBe(whole.text);
    // The resend did not ask twice.
    const stored = (await history()).filter((m) => m.id === first.id);
    expect(stored).toHaveLength(1);
  });

  it('does not let another person resume or read someone’s question', async () => {
    const mine = await ask('How do I set up utilities?');
    const other = await signInAs(server, 'ravi.chat@example.com');
    const theirs = openWsClient(server.url, { cookie: other });
    try {
      await expect(ask('How do I set up utilities?', { id: mine.id, client: theirs.client })).rejects.toMatchObject({
        data: { appCode: 'NOT_FOUND' },
      });
      expect(await history(other)).toEqual([]);
    } finally {
      await theirs.close();
    }
  });
});

describe('a session that ends while its WebSocket is open', () => {
  it('no longer speaks for the person: the next question over the same socket is refused with 401', async () => {
    const someone = await signInAs(server, 'leaving.chat@example.com');
    const socket = openWsClient(server.url, { cookie: someone });
    try {
      expect((await ask('How do I set up utilities?', { client: socket.client })).text).toMatch(/electricity/i);
      const logout = await server.request('/api/auth/logout', { method: 'POST', cookie: someone });
      expect(logout.status).toBe(200);
      await expect(ask('How do I set up utilities?', { client: socket.client })).rejects.toMatchObject({
        data: { code: 'UNAUTHORIZED' },
      });
    } finally {
      await socket.close();
    }
  });
});

describe('bad input and limits', () => {
  it('refuses a blank or over-long message with a clear message, and stores nothing', async () => {
    const someone = await signInAs(server, 'blank.chat@example.com');
    const blank = await server.request('/api/bot/message', { body: { message: '   ' }, cookie: someone });
    expect(blank).toMatchObject({ status: 400, body: { error: expect.stringContaining('Please type a message.') } });
    const long = await server.request('/api/bot/message', {
      body: { message: 'x'.repeat(CHAT_MAX_CHARS + 1) },
      cookie: someone,
    });
    expect(long).toMatchObject({ status: 400, body: { error: expect.stringContaining('at most 2,000 characters') } });
    await expect(ask('   ')).rejects.toMatchObject({ data: { appCode: 'BAD_REQUEST' } });
    expect(await history(someone)).toEqual([]);
    expect((await server.request('/api/bot/message', { body: { message: 'hi' } })).status).toBe(401);
  });

  it('answers REST clients whole, and keeps a per-person rate limit in the database', async () => {
    const someone = await signInAs(server, 'rest.chat@example.com', 'Meera Iyer');
    const perPerson = server.services.config.rateLimits.chatPerUser;
    await untilFreshRateWindow(perPerson.windowMs);
    const res = await server.request('/api/bot/message', { body: { message: 'Hello!' }, cookie: someone });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, reply: { sender: 'bot', text: expect.stringMatching(/^Hi Meera!/) } },
    });
    for (let i = 1; i < perPerson.limit; i++) {
      expect((await server.request('/api/bot/message', { body: { message: 'hello' }, cookie: someone })).status).toBe(
        200,
      );
    }
    const refused = await server.request('/api/bot/message', { body: { message: 'hello' }, cookie: someone });
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((refused.body as { error: string }).error).toMatch(
      /^You're asking faster than I can keep up\. Please wait \d+ seconds?/,
    );
    // The refused question was taken back: each allowed question and its reply, nothing more.
    expect(await history(someone)).toHaveLength(2 * perPerson.limit);
    // Someone else is not held back.
    expect((await server.request('/api/bot/message', { body: { message: 'hello' }, cookie })).status).toBe(200);
  });

  it('escapes markup in the question when it is echoed into an answer', async () => {
    const reply = await ask('Tell me about <img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(reply.text).not.toMatch(/<img|\]\(javascript:/);
  });

  it('clears the person’s conversation', async () => {
    expect((await history()).length).toBeGreaterThan(0);
    const res = await server.request('/trpc/chat.clear', { body: {}, cookie });
    expect(res.status).toBe(200);
    expect(await history()).toEqual([]);
  });
});

it('keeps the spec’s error texts', () => {
  expect(CHAT_ERRORS.cannotConnect).toBe("Sorry, I'm having trouble connecting right now. Please try again later.");
});
