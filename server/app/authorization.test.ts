import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { sampleContact, sampleRegistration } from '../../shared/contracts/business-test-data';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { errorBodySchema } from '../../shared/errors/error-body';
import { type ApiReply, appCodeOf, callApi, callTrpc, subscribeFirst } from '../test/api-calls';
import { emulatorIdToken } from '../test/emulator-tokens';
import { registeredProcedures, registeredRestRoutes } from '../test/registered-routes';
import { markersIn, type SeededPerson, seedPerson } from '../test/seed-person';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApp } from './create-app';

// Hostile access (issue 16): every tRPC procedure, every REST route and both subscriptions, tried with
// no session and with another person's session aimed at the first person's data (their analysis and
// kept file, their chat messages, their selection, preferences and results). The table must name
// every procedure and route the app serves: a new one fails here until its entry says who may call it.

let server: TestServer;
let owner: SeededPerson;
let other: string;
let otherEmail: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await seedPerson(server, 'asha');
  otherEmail = `ravi.${randomUUID().slice(0, 8)}@example.com`;
  other = await signInAs(server, otherEmail, 'Ravi');
});
afterAll(() => server?.close());

/**
 * `public`: answers without a session. `session`: 401 (tRPC UNAUTHORIZED) without one.
 * `asOther`: what the second person gets: `own` is a 2xx with their own data only, `not-found` a 404
 * for the first person's id. Neither ever holds one of the first person's values.
 */
interface Entry {
  access: 'public' | 'session';
  asOther: 'own' | 'not-found';
  /** The call, aimed at the first person's data where it takes an id; `as` is the caller's cookie. */
  call: (as: string | undefined) => Promise<ApiReply>;
  /** More about the second person's reply than "no marker". */
  check?: (reply: ApiReply) => void;
}

const url = () => server.url;
const query = (path: string, input?: () => unknown) => (as: string | undefined) =>
  callTrpc(url(), path, 'query', { input: input?.(), cookie: as });
const mutation = (path: string, input?: () => unknown) => (as: string | undefined) =>
  callTrpc(url(), path, 'mutation', { input: input?.(), cookie: as });
const subscription = (path: string, input?: () => unknown) => (as: string | undefined) =>
  subscribeFirst(url(), path, input?.(), { cookie: as });
const get = (path: () => string) => (as: string | undefined) =>
  callApi(url(), { method: 'GET', path: path(), cookie: as });
const post = (path: string, json?: () => unknown) => (as: string | undefined) =>
  callApi(url(), { method: 'POST', path, json: json?.() ?? {}, cookie: as });
/** For calls that end a session: a session of the second person's own, made for this call. */
const withSpareSession =
  (call: (as: string | undefined) => Promise<ApiReply>) =>
  async (as: string | undefined): Promise<ApiReply> =>
    call(as && (await signInAs(server, otherEmail, 'Ravi')));

const dataOf = (reply: ApiReply) => (reply.body as { result?: { data?: Record<string, unknown> } }).result?.data;
/** The signed-in user a reply names is the caller. */
const ownEmail = (reply: ApiReply) => {
  const body = (dataOf(reply) ?? reply.body) as { user: { email: string } | null };
  expect(body.user?.email).toBe(otherEmail);
};

const theirPreferences = () => commuterPreferences('Koramangala, Bengaluru', { driving: 15 });
const verifyToken = async () => ({ idToken: (await emulatorIdToken({ email: otherEmail, name: 'Ravi' })).idToken });
const places = () => ({ neighborhoodId: owner.selectionId, type: 'all', radius: 5, priceLevel: 0 });
const events = () => ({ neighborhoodId: owner.selectionId });
const search = () => ({ query: 'Powai', limit: 5 });
const theirAnalysis = () => ({ id: owner.analysisId });

async function upload(as: string | undefined): Promise<ApiReply> {
  const form = new FormData();
  form.set('keepFile', 'true');
  form.append('file', new Blob([semanticMonthJson(3, { persona: DEFAULT_PERSONA, seed: 3 })]), 'mine.json');
  return callApi(url(), { method: 'POST', path: '/api/upload', raw: form, cookie: as });
}

/** tRPC procedures by path; REST routes as Express writes them. */
const TABLE: Record<string, Entry> = {
  'system.health': { access: 'public', asOther: 'own', call: query('system.health') },
  'system.heartbeat': { access: 'public', asOther: 'own', call: subscription('system.heartbeat') },
  'auth.verifyToken': {
    access: 'public',
    asOther: 'own',
    call: async (as) => callTrpc(url(), 'auth.verifyToken', 'mutation', { input: await verifyToken(), cookie: as }),
    check: ownEmail,
  },
  'auth.session': { access: 'session', asOther: 'own', call: query('auth.session'), check: ownEmail },
  'auth.current': { access: 'public', asOther: 'own', call: query('auth.current'), check: ownEmail },
  'auth.logout': { access: 'public', asOther: 'own', call: withSpareSession(mutation('auth.logout')) },
  'user.profile': { access: 'session', asOther: 'own', call: query('user.profile'), check: ownEmail },
  'user.interests': { access: 'session', asOther: 'own', call: query('user.interests') },
  'user.persona': { access: 'session', asOther: 'own', call: mutation('user.persona', theirPreferences) },
  'recommendations.savePreferences': {
    access: 'session',
    asOther: 'own',
    call: mutation('recommendations.savePreferences', theirPreferences),
  },
  'recommendations.preferences': { access: 'session', asOther: 'own', call: query('recommendations.preferences') },
  'recommendations.recommend': {
    access: 'session',
    asOther: 'own',
    call: mutation('recommendations.recommend', () => ({ preferences: theirPreferences() })),
  },
  'recommendations.latest': { access: 'session', asOther: 'own', call: query('recommendations.latest') },
  'neighbourhoods.search': { access: 'public', asOther: 'own', call: query('neighbourhoods.search', search) },
  'neighbourhoods.select': {
    access: 'session',
    asOther: 'own',
    call: mutation('neighbourhoods.select', () => ({ id: 'bengaluru-koramangala' })),
  },
  'neighbourhoods.selected': {
    access: 'session',
    asOther: 'own',
    call: query('neighbourhoods.selected'),
    check: (reply) => {
      const selected = dataOf(reply)?.selectedNeighborhood as { id: string } | null;
      expect(selected === null || selected.id === 'bengaluru-koramangala').toBe(true);
    },
  },
  'places.search': { access: 'public', asOther: 'own', call: query('places.search', places) },
  'events.upcoming': { access: 'public', asOther: 'own', call: query('events.upcoming', events) },
  'chat.history': {
    access: 'session',
    asOther: 'own',
    call: query('chat.history'),
    check: (reply) => expect(dataOf(reply)?.messages).toBeInstanceOf(Array),
  },
  'chat.clear': { access: 'session', asOther: 'own', call: mutation('chat.clear') },
  // Their question's id, as if reconnecting to their reply: the stream must not resume for anyone else.
  'chat.ask': {
    access: 'session',
    asOther: 'not-found',
    call: subscription('chat.ask', () => ({
      id: owner.questionId,
      text: 'Is my street quiet at night?',
      lastEventId: `${owner.replyId}:0`,
    })),
  },
  'chat.message': {
    access: 'session',
    asOther: 'own',
    call: mutation('chat.message', () => ({ message: 'How long is my commute to work?' })),
  },
  'geocoding.suggest': {
    access: 'public',
    asOther: 'own',
    call: query('geocoding.suggest', () => ({ text: 'Powai' })),
  },
  'geocoding.reverse': {
    access: 'public',
    asOther: 'own',
    call: query('geocoding.reverse', () => ({ lat: 19.1176, lng: 72.906 })),
  },
  'timeline.list': {
    access: 'session',
    asOther: 'own',
    call: query('timeline.list'),
    check: (reply) => expect(dataOf(reply)?.analyses).toBeInstanceOf(Array),
  },
  'timeline.delete': { access: 'session', asOther: 'not-found', call: mutation('timeline.delete', theirAnalysis) },
  'timeline.deleteFile': {
    access: 'session',
    asOther: 'not-found',
    call: mutation('timeline.deleteFile', theirAnalysis),
  },
  'timeline.gateways': { access: 'session', asOther: 'own', call: query('timeline.gateways') },
  'cities.list': { access: 'public', asOther: 'own', call: query('cities.list') },
  'business.register': {
    access: 'public',
    asOther: 'own',
    call: mutation('business.register', () => sampleRegistration),
  },
  'business.contact': { access: 'public', asOther: 'own', call: mutation('business.contact', () => sampleContact) },

  'GET /api/health': { access: 'public', asOther: 'own', call: get(() => '/api/health') },
  'GET /api/config': { access: 'public', asOther: 'own', call: get(() => '/api/config') },
  'GET /api/openapi.json': { access: 'public', asOther: 'own', call: get(() => '/api/openapi.json') },
  'POST /api/auth/verify-token': {
    access: 'public',
    asOther: 'own',
    call: async (as) =>
      callApi(url(), { method: 'POST', path: '/api/auth/verify-token', json: await verifyToken(), cookie: as }),
    check: ownEmail,
  },
  'GET /api/auth/session': { access: 'session', asOther: 'own', call: get(() => '/api/auth/session'), check: ownEmail },
  'POST /api/auth/logout': { access: 'public', asOther: 'own', call: withSpareSession(post('/api/auth/logout')) },
  'GET /api/user/profile': { access: 'session', asOther: 'own', call: get(() => '/api/user/profile'), check: ownEmail },
  'GET /api/user/interests': { access: 'session', asOther: 'own', call: get(() => '/api/user/interests') },
  'POST /api/user/persona': { access: 'session', asOther: 'own', call: post('/api/user/persona', theirPreferences) },
  'POST /api/housing/recommend-housing': {
    access: 'session',
    asOther: 'own',
    call: post('/api/housing/recommend-housing', () => ({ preferences: theirPreferences() })),
  },
  'GET /api/housing/recommend-housing': {
    access: 'session',
    asOther: 'own',
    call: get(() => '/api/housing/recommend-housing'),
  },
  'POST /api/neighborhoods/search': {
    access: 'public',
    asOther: 'own',
    call: post('/api/neighborhoods/search', search),
  },
  'POST /api/places/recommendations': {
    access: 'public',
    asOther: 'own',
    call: post('/api/places/recommendations', places),
  },
  'POST /api/social/groups': { access: 'public', asOther: 'own', call: post('/api/social/groups', events) },
  'POST /api/bot/message': {
    access: 'session',
    asOther: 'own',
    call: post('/api/bot/message', () => ({ message: 'Which neighbourhood is best for me?' })),
  },
  'POST /api/upload': { access: 'session', asOther: 'own', call: upload },
  'GET /api/timeline/analyses/:id/file': {
    access: 'session',
    asOther: 'not-found',
    call: get(() => `/api/timeline/analyses/${owner.analysisId}/file`),
  },
};

/** The error code of a refusal, whichever surface it came from. */
function codeOf(reply: ApiReply): string | undefined {
  const rest = errorBodySchema.safeParse(reply.body);
  return rest.success ? rest.data.code : appCodeOf(reply.body);
}

describe('the table', () => {
  it('names every tRPC procedure and every REST route the app serves, and nothing else', () => {
    const served = [
      ...registeredProcedures().map((procedure) => procedure.path),
      ...registeredRestRoutes(createApp(server.services, { isAuthReady: () => true })),
    ].sort();
    expect(Object.keys(TABLE).sort()).toEqual(served);
  });
});

describe.each(Object.entries(TABLE))('%s', (name, entry) => {
  it(entry.access === 'public' ? 'answers with no session' : 'refuses with no session: 401', async () => {
    const reply = await entry.call(undefined);
    if (entry.access === 'public') expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    else {
      expect(reply.status, reply.text.slice(0, 300)).toBe(401);
      expect(codeOf(reply)).toBe('UNAUTHORIZED');
    }
    expect(markersIn(reply.text, owner)).toEqual([]);
  });

  it(`gives another person ${entry.asOther === 'own' ? 'only their own data' : 'a 404 for the first person’s'}`, async () => {
    const reply = await entry.call(other);
    if (entry.asOther === 'own') expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    else {
      expect(reply.status, reply.text.slice(0, 300)).toBe(404);
      expect(codeOf(reply)).toBe('NOT_FOUND');
    }
    expect(markersIn(reply.text, owner), name).toEqual([]);
    entry.check?.(reply);
  });
});

describe('subscriptions over plain HTTP', () => {
  // A GET is let through by the same-origin guard, and a cross-site navigation carries the SameSite=Lax
  // cookie: a subscription served over HTTP (server-sent events) would let any site ask in one's name.
  it('do not run: chat.ask on a GET stores no question and streams nothing', async () => {
    const id = randomUUID();
    const input = encodeURIComponent(JSON.stringify({ id, text: `Asked through a link ${id}` }));
    const reply = await callApi(url(), { method: 'GET', path: `/trpc/chat.ask?input=${input}`, cookie: other });
    expect(reply.text).not.toMatch(/"messageId"/);
    const history = await callTrpc(url(), 'chat.history', 'query', { cookie: other });
    expect(history.text).not.toContain(id);
  });
});

describe('after everyone else has tried', () => {
  it('the first person still has all their data, and reads it', async () => {
    const as = owner.cookie;
    const replies = await Promise.all([
      callTrpc(url(), 'chat.history', 'query', { cookie: as }),
      callTrpc(url(), 'timeline.list', 'query', { cookie: as }),
      callTrpc(url(), 'neighbourhoods.selected', 'query', { cookie: as }),
      callTrpc(url(), 'recommendations.preferences', 'query', { cookie: as }),
      callApi(url(), { method: 'GET', path: `/api/timeline/analyses/${owner.analysisId}/file`, cookie: as }),
      callApi(url(), { method: 'GET', path: '/api/user/profile', cookie: as }),
    ]);
    for (const reply of replies) expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    const seen = new Set(replies.flatMap((reply) => markersIn(reply.text, owner)));
    expect([...seen].sort()).toEqual([...owner.markers].sort());
    expect(JSON.stringify(replies[2]!.body)).toContain(owner.selectionId);
  });
});
