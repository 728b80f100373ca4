import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../scripts/timeline/fixtures';
import { errorBodySchema } from '../../shared/errors/error-body';
import { type ApiReply, appCodeOf, callApi, callTrpc, subscribeFirst } from '../test/api-calls';
import { emulatorIdToken } from '../test/emulator-tokens';
import { registeredProcedures, registeredRestRoutes } from '../test/registered-routes';
import { markersIn, type SeededPerson, seedPerson } from '../test/seed-person';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import type { Access, Effect, ExampleIds } from '../trpc/procedure-meta';
import { createApp } from './create-app';
import { REST_ROUTES } from './rest/rest-router';

// Hostile access: every tRPC procedure, every REST route and both subscriptions, tried with no
// session and with another person's session aimed at the first person's data (their analysis and
// kept file, their chat), and no reply may hold a value of theirs (their address, work place,
// questions, files). Who may call each is what it declares (`access` in its meta, or a raw route's):
// nothing here names an endpoint, so a new one is tried as it is declared.

let server: TestServer;
let owner: SeededPerson;
let other: string;
let otherEmail: string;
let otherIdToken: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await seedPerson(server, 'asha');
  otherEmail = `ravi.${randomUUID().slice(0, 8)}@example.com`;
  other = await signInAs(server, otherEmail, 'Ravi');
  ({ idToken: otherIdToken } = await emulatorIdToken({ email: otherEmail, name: 'Ravi' }));
});
afterAll(() => server?.close());

/** The examples aim at the first person's data; an ID token is the caller's own by nature. */
const ownersIds = (): ExampleIds => ({
  analysisId: owner.analysisId,
  questionId: owner.questionId,
  replyId: owner.replyId,
  idToken: otherIdToken,
});

type Call = (as: string | undefined) => Promise<ApiReply>;

interface Target {
  access: Access;
  effect: Effect;
  call: Call;
}

const url = () => server.url;

/**
 * How to fill the form of a raw route that takes one (its body is not JSON, so it has no example):
 * each needs one here.
 */
const FORMS: Record<string, () => FormData> = {
  '/api/upload': () => {
    const form = new FormData();
    form.set('keepFile', 'true');
    form.append('file', new Blob([semanticMonthJson(3, { persona: DEFAULT_PERSONA, seed: 3 })]), 'mine.json');
    return form;
  },
};

/** A procedure's calls: over tRPC, and at its REST endpoint when it declares one; its first example as input. */
function procedureCalls(): [string, Target][] {
  return registeredProcedures().flatMap(({ path, type, access, effect, examples, rest }): [string, Target][] => {
    const inputOf = () => examples(ownersIds())[0];
    const overTrpc: Call = (as) =>
      type === 'subscription'
        ? subscribeFirst(url(), path, inputOf(), { cookie: as })
        : callTrpc(url(), path, type, { input: inputOf(), cookie: as });
    const calls: [string, Target][] = [[path, { access, effect, call: overTrpc }]];
    if (rest) {
      const [method, restPath] = rest.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const atRest: Call = (as) => {
        const input = inputOf();
        if (method !== 'GET') return callApi(url(), { method, path: restPath, json: input ?? {}, cookie: as });
        const query = input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
        return callApi(url(), { method, path: `${restPath}${query}`, cookie: as });
      };
      calls.push([`${rest} (${path})`, { access, effect, call: atRest }]);
    }
    return calls;
  });
}

/** The REST routes that run no procedure (raw-routes.ts): a GET with its example's path parameters, or a form. */
function rawRouteCalls(): [string, Target][] {
  return REST_ROUTES.filter(({ doc }) => !doc.procedures).map(({ doc }): [string, Target] => {
    const name = `${doc.method.toUpperCase()} ${doc.path}`;
    const call: Call = (as) => {
      if (doc.body && 'multipart' in doc.body) {
        const form = FORMS[doc.path];
        if (!form) throw new Error(`${name}: say in FORMS how to fill its form`);
        return callApi(url(), { method: 'POST', path: doc.path, raw: form(), cookie: as });
      }
      const params = (doc.examples?.(ownersIds())[0] ?? {}) as Record<string, string>;
      const path = doc.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
      const method = doc.method.toUpperCase() as 'GET' | 'POST' | 'DELETE';
      return callApi(url(), { method, path, ...(method !== 'GET' && { json: {} }), cookie: as });
    };
    return [name, { access: doc.access, effect: doc.effect, call }];
  });
}

/** The error code of a refusal, whichever surface it came from. */
function codeOf(reply: ApiReply): string | undefined {
  const rest = errorBodySchema.safeParse(reply.body);
  return rest.success ? rest.data.code : appCodeOf(reply.body);
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

describe('what is tried', () => {
  it('is every tRPC procedure and every REST route the app serves', () => {
    const procedures = registeredProcedures();
    const declared = new Set(procedures.flatMap((procedure) => procedure.rest ?? []));
    const raw = REST_ROUTES.filter(({ doc }) => !doc.procedures).map(
      ({ doc }) => `${doc.method.toUpperCase()} ${doc.path}`,
    );
    const served = registeredRestRoutes(createApp(server.services, { isAuthReady: () => true }));
    expect([...declared, ...raw].sort()).toEqual(served);
  });
});

const CASES = [...procedureCalls(), ...rawRouteCalls()];

describe.each(CASES)('%s', (name, { access, effect, call }) => {
  const isPublic = access === 'public' || access === 'personal';
  // A call that takes away what the other calls need (the account, the consent, a session) is made
  // by a new person of its own instead of the second person.
  const isTakingAway = effect === 'erases' || effect === 'signs-out';
  const asOther = async () =>
    call(isTakingAway ? await signInAs(server, `new.${randomUUID().slice(0, 8)}@example.com`, 'New') : other);

  it(isPublic ? 'answers with no session' : 'refuses with no session: 401', async () => {
    const reply = await call(undefined);
    if (isPublic) expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    else {
      expect(reply.status, reply.text.slice(0, 300)).toBe(401);
      expect(codeOf(reply)).toBe('UNAUTHORIZED');
    }
    expect(markersIn(reply.text, owner)).toEqual([]);
  });

  it(`gives another person ${access === 'owner' ? 'a 404 for the first person’s' : 'only their own data'}`, async () => {
    const reply = await asOther();
    if (access === 'owner') {
      expect(reply.status, reply.text.slice(0, 300)).toBe(404);
      expect(codeOf(reply)).toBe('NOT_FOUND');
    } else expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    expect(markersIn(reply.text, owner), name).toEqual([]);
    // A reply about a person is about the caller: any address in it is theirs.
    if (!isTakingAway && access !== 'public') {
      expect(new Set(reply.text.match(EMAIL) ?? [otherEmail])).toEqual(new Set([otherEmail]));
    }
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
