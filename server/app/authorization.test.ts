import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { sampleContact, sampleRegistration } from '../../shared/contracts/business-test-data';
import { CONSENT_NOTICE_VERSION } from '../../shared/contracts/privacy';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { errorBodySchema } from '../../shared/errors/error-body';
import { type ApiReply, appCodeOf, callApi, callTrpc, subscribeFirst } from '../test/api-calls';
import { emulatorIdToken } from '../test/emulator-tokens';
import { registeredProcedures, registeredRestRoutes } from '../test/registered-routes';
import { markersIn, type SeededPerson, seedPerson } from '../test/seed-person';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApp } from './create-app';

// Hostile access: every tRPC procedure, every REST route and both subscriptions, tried with
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
  /** The procedure's input, aimed at the first person's data where it takes an id. */
  input?: () => unknown;
  /** A call of its own (a raw REST route); a procedure is called over tRPC, and at its REST endpoint if it declares one. */
  call?: (as: string | undefined) => Promise<ApiReply>;
  /** More about the second person's reply than "no marker". */
  check?: (reply: ApiReply) => void;
  /** The call ends the caller's session: each call gets a session of the second person's own. */
  endsSession?: boolean;
  /**
   * The call takes away what the other calls need (the account, the consent to upload): each call is
   * made by a new person of its own instead of the second person.
   */
  byNewPerson?: boolean;
}

const url = () => server.url;
const get = (path: () => string) => (as: string | undefined) =>
  callApi(url(), { method: 'GET', path: path(), cookie: as });

const dataOf = (reply: ApiReply) => (reply.body as { result?: { data?: Record<string, unknown> } }).result?.data;
/** An export is of the caller's own account. */
const ownAccount = (reply: ApiReply) => {
  const body = (dataOf(reply) ?? reply.body) as { account: { email: string } };
  expect(body.account.email).toBe(otherEmail);
};

/** The signed-in user a reply names is the caller. */
const ownEmail = (reply: ApiReply) => {
  const body = (dataOf(reply) ?? reply.body) as { user: { email: string } | null };
  expect(body.user?.email).toBe(otherEmail);
};

const theirPreferences = () => commuterPreferences('Koramangala, Bengaluru', { driving: 15 });
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

/**
 * Every procedure by its path, and every raw REST route (server/app/rest/raw-routes.ts) as Express
 * writes it. A procedure's REST endpoint, when it declares one, is tried with the same entry.
 */
const TABLE: Record<string, Entry> = {
  'system.health': { access: 'public', asOther: 'own' },
  'system.heartbeat': { access: 'public', asOther: 'own' },
  'auth.config': { access: 'public', asOther: 'own' },
  // An ID token is the person's own by nature: the second person's signs in the second person.
  'auth.verifyToken': { access: 'public', asOther: 'own', check: ownEmail },
  'auth.session': { access: 'session', asOther: 'own', check: ownEmail },
  'auth.current': { access: 'public', asOther: 'own', check: ownEmail },
  'auth.logout': { access: 'public', asOther: 'own', endsSession: true },
  'user.profile': { access: 'session', asOther: 'own', check: ownEmail },
  'user.interests': { access: 'session', asOther: 'own' },
  'user.persona': { access: 'session', asOther: 'own', input: theirPreferences },
  'recommendations.savePreferences': { access: 'session', asOther: 'own', input: theirPreferences },
  'recommendations.preferences': { access: 'session', asOther: 'own' },
  'recommendations.recommend': {
    access: 'session',
    asOther: 'own',
    input: () => ({ preferences: theirPreferences() }),
  },
  'recommendations.latest': { access: 'session', asOther: 'own' },
  'neighbourhoods.search': { access: 'public', asOther: 'own', input: search },
  'neighbourhoods.select': { access: 'session', asOther: 'own', input: () => ({ id: 'bengaluru-koramangala' }) },
  'neighbourhoods.selected': {
    access: 'session',
    asOther: 'own',
    check: (reply) => {
      const selected = dataOf(reply)?.selectedNeighborhood as { id: string } | null;
      expect(selected === null || selected.id === 'bengaluru-koramangala').toBe(true);
    },
  },
  'places.search': { access: 'public', asOther: 'own', input: places },
  'events.upcoming': { access: 'public', asOther: 'own', input: events },
  'events.festivals': { access: 'public', asOther: 'own', input: () => ({ year: 2027, city: 'pune' }) },
  'chat.history': {
    access: 'session',
    asOther: 'own',
    check: (reply) => expect(dataOf(reply)?.messages).toBeInstanceOf(Array),
  },
  'chat.clear': { access: 'session', asOther: 'own' },
  // Their question's id, as if reconnecting to their reply: the stream must not resume for anyone else.
  'chat.ask': {
    access: 'session',
    asOther: 'not-found',
    input: () => ({ id: owner.questionId, text: 'Is my street quiet at night?', lastEventId: `${owner.replyId}:0` }),
  },
  'chat.message': { access: 'session', asOther: 'own', input: () => ({ message: 'How long is my commute to work?' }) },
  'geocoding.suggest': { access: 'public', asOther: 'own', input: () => ({ text: 'Powai' }) },
  'geocoding.reverse': { access: 'public', asOther: 'own', input: () => ({ lat: 19.1176, lng: 72.906 }) },
  'timeline.list': {
    access: 'session',
    asOther: 'own',
    check: (reply) => expect(dataOf(reply)?.analyses).toBeInstanceOf(Array),
  },
  'timeline.delete': { access: 'session', asOther: 'not-found', input: theirAnalysis },
  'timeline.deleteFile': { access: 'session', asOther: 'not-found', input: theirAnalysis },
  'timeline.gateways': { access: 'session', asOther: 'own' },
  'cities.list': { access: 'public', asOther: 'own' },
  'business.register': { access: 'public', asOther: 'own', input: () => sampleRegistration },
  'business.contact': { access: 'public', asOther: 'own', input: () => sampleContact },
  'privacy.summary': { access: 'session', asOther: 'own' },
  'privacy.export': { access: 'session', asOther: 'own', check: ownAccount },
  'privacy.giveConsent': {
    access: 'session',
    asOther: 'own',
    input: () => ({ noticeVersion: CONSENT_NOTICE_VERSION }),
  },
  'privacy.withdrawConsent': { access: 'session', asOther: 'own', byNewPerson: true },
  'privacy.deleteKind': { access: 'session', asOther: 'own', input: () => ({ kind: 'chat' }) },
  'privacy.deleteAccount': {
    access: 'session',
    asOther: 'own',
    input: () => ({ confirmation: 'DELETE' }),
    byNewPerson: true,
  },

  'GET /api/health': { access: 'public', asOther: 'own', call: get(() => '/api/health') },
  'GET /api/openapi.json': { access: 'public', asOther: 'own', call: get(() => '/api/openapi.json') },
  'POST /api/upload': { access: 'session', asOther: 'own', call: upload },
  'GET /api/timeline/analyses/:id/file': {
    access: 'session',
    asOther: 'not-found',
    call: get(() => `/api/timeline/analyses/${owner.analysisId}/file`),
  },
};

/** verifyToken's input is the caller's own ID token, fetched from the emulator per call. */
async function inputFor(name: string, entry: Entry): Promise<unknown> {
  if (name === 'auth.verifyToken') {
    return { idToken: (await emulatorIdToken({ email: otherEmail, name: 'Ravi' })).idToken };
  }
  return entry.input?.();
}

/** The calls an entry stands for: a procedure over tRPC and at its REST endpoint, or its own call. */
function callsOf(name: string, entry: Entry): [string, (as: string | undefined) => Promise<ApiReply>][] {
  if (entry.call) return [[name, entry.call]];
  const procedure = registeredProcedures().find((p) => p.path === name);
  if (!procedure) return [[name, () => Promise.reject(new Error(`${name} is not a procedure`))]];
  const { type, rest } = procedure;
  const overTrpc = async (as: string | undefined) => {
    const input = await inputFor(name, entry);
    if (type === 'subscription') return subscribeFirst(url(), name, input, { cookie: as });
    return callTrpc(url(), name, type, { input, cookie: as });
  };
  const calls: [string, (as: string | undefined) => Promise<ApiReply>][] = [[name, overTrpc]];
  if (rest) {
    const [method, path] = rest.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    calls.push([
      `${rest} (${name})`,
      async (as) => {
        const input = await inputFor(name, entry);
        if (method !== 'GET') return callApi(url(), { method, path, json: input ?? {}, cookie: as });
        const query = input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
        return callApi(url(), { method, path: `${path}${query}`, cookie: as });
      },
    ]);
  }
  if (entry.byNewPerson) {
    const newPerson = () => signInAs(server, `new.${randomUUID().slice(0, 8)}@example.com`, 'New');
    return calls.map(([label, call]) => [label, async (as) => call(as && (await newPerson()))]);
  }
  if (!entry.endsSession) return calls;
  return calls.map(([label, call]) => [label, async (as) => call(as && (await signInAs(server, otherEmail, 'Ravi')))]);
}

/** The error code of a refusal, whichever surface it came from. */
function codeOf(reply: ApiReply): string | undefined {
  const rest = errorBodySchema.safeParse(reply.body);
  return rest.success ? rest.data.code : appCodeOf(reply.body);
}

describe('the table', () => {
  it('names every tRPC procedure and every REST route that runs no procedure, and nothing else', () => {
    const procedures = registeredProcedures();
    const declared = new Set(procedures.flatMap((procedure) => procedure.rest ?? []));
    const rest = registeredRestRoutes(createApp(server.services, { isAuthReady: () => true }));
    expect([...declared].filter((route) => !rest.includes(route))).toEqual([]);
    const served = [...procedures.map((procedure) => procedure.path), ...rest.filter((route) => !declared.has(route))];
    expect(Object.keys(TABLE).sort()).toEqual(served.sort());
  });
});

const CASES = Object.entries(TABLE).flatMap(([name, entry]) =>
  callsOf(name, entry).map(([label, call]) => [label, { ...entry, call }] as const),
);

describe.each(CASES)('%s', (name, entry) => {
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
