import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sampleContact } from '../../shared/contracts/business-test-data';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';
import { APP_ERROR_STATUS, type AppErrorCode } from '../../shared/errors/app-error-codes';
import { errorBodySchema } from '../../shared/errors/error-body';
import { type ApiReply, appCodeOf, callApi, callTrpc, subscribeFirst } from '../test/api-calls';
import { hostileJson, hostileText, hugeText, parseJson } from '../test/hostile-json';
import { type RegisteredProcedure, registeredProcedures, registeredRestRoutes } from '../test/registered-routes';
import { type SeededPerson, seedPerson } from '../test/seed-person';
import { signInAs } from '../test/sign-in';
import { startTestServer, type TestServer } from '../test/test-server';
import { chatSettled, userRows } from '../test/user-rows';
import type { Effect, ExampleIds } from '../trpc/procedure-meta';
import { createApp } from './create-app';
import type { RestRoute } from './openapi/rest-route';
import { REST_ROUTES } from './rest/rest-router';

// Hostile input: every REST route and every tRPC procedure that takes input gets
// generated bodies (wrong types, strings up to 1 MB, deep nesting, lone surrogates, RTL and
// zero-width marks, NUL, `__proto__` keys, 1e999 and -0) from a signed-in person who has data of
// every kind, each a change to one of the examples the procedure declares (its meta), so that most
// get past the first check and each field's own validation is tried. An input its contract refuses
// must get a 4xx with the documented error body and change nothing stored; one it accepts may get
// anything but a 5xx, and changes nothing either when the procedure declares it changes nothing. No
// request may hang, and no object may gain a property. FUZZ_SEED=<seed> repeats a run (a failure
// prints its seed); FUZZ_RUNS=<n> tries n bodies per target. `npm test` tries 15, with a new seed
// every run, so the bodies tried add up across runs: it was the unit and integration stage's longest
// file at 40 (32 s of a worker; docs/testing.md). `npm run test:fuzz` is the deep run: 200 per target.

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const TIMEOUT_MS = 5_000;

let server: TestServer;
let person: SeededPerson;
/** A second session of the person's, for logging out. */
let spareCookie: string;
/** Another person, for the calls that erase their caller's data or account when they are valid. */
let doomedCookie: string;
let protoBefore: string;
beforeAll(async () => {
  server = await startTestServer();
  person = await seedPerson(server, 'fuzz');
  spareCookie = await signInAs(server, person.email);
  doomedCookie = await signInAs(server, `doomed.${randomUUID().slice(0, 8)}@example.com`, 'Doomed');
  protoBefore = prototypeKeys();
});
afterAll(() => server?.close());

function prototypeKeys(): string {
  const names = [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
    Object.getOwnPropertyNames(p).sort(),
  );
  return JSON.stringify(names);
}

/** The examples' ids: of nothing anyone holds (a valid one may be refused with a 404, never a 5xx). */
const IDS: ExampleIds = {
  analysisId: randomUUID(),
  questionId: randomUUID(),
  replyId: randomUUID(),
  idToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
};
const preferences = commuterPreferences('Koramangala, Bengaluru', { driving: 15, transit: 10 });

/** Who a call is made as: what erases is sent by a person of its own, what signs out by a spare session. */
const cookieFor = (effect: Effect) =>
  effect === 'erases' ? doomedCookie : effect === 'signs-out' ? spareCookie : person.cookie;

/** Hostile variations of any of the examples. */
const hostileExamples = (examples: unknown[], sizes: { maxText: number; maxDepth: number }) =>
  fc.oneof(...(examples.length ? examples : [{}]).map((example) => hostileJson(example, sizes)));

type Surface = 'rest' | 'trpc';
interface Sent {
  reply: ApiReply;
  /** Whether the contract accepts what was sent (so a 2xx is allowed). */
  isValid: boolean;
}
/** One generated request: what fast-check prints for a counterexample, and how to send it. */
interface Request {
  send(): Promise<Sent>;
}
interface Target {
  surface: Surface;
  arbitrary: fc.Arbitrary<Request>;
  /** The reply of a 2xx, when the target promises one. */
  reply?: z.ZodType;
  /** What an accepted input may change: a target that changes nothing must write nothing, whatever it is sent. */
  effect: Effect;
}

/** A request that prints as what it sends (long strings cut short), not as a function. */
function request(description: Record<string, unknown>, send: () => Promise<Sent>): Request {
  const printed = JSON.stringify(description, (_key, value) =>
    typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}… (${value.length} characters)` : value,
  );
  return { send, [fc.toStringMethod]: () => printed } as Request;
}

const isOversized = (text: string) => Buffer.byteLength(text) > server.services.config.bodyLimitBytes;
/** A body as the server reads it: UTF-8 decoding drops a leading byte-order mark. */
const parseBody = (text: string) => parseJson(text.replace(/^\uFEFF/, ''));
const accepts = (schema: z.ZodType, parsed: { value: unknown } | undefined) =>
  parsed !== undefined && schema.safeParse(parsed.value).success;
/** A parsed body as it is after JSON.stringify and JSON.parse; as it was when too deep to write (refused before that). */
function asWrittenAgain(parsed: { value: unknown } | undefined): { value: unknown } | undefined {
  try {
    return parsed && { value: JSON.parse(JSON.stringify(parsed.value)) };
  } catch {
    return parsed;
  }
}
/** Every byte percent-encoded (lone surrogates become U+FFFD on the way, as a browser would send them). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function trpcTarget({ path, type, effect, examples }: RegisteredProcedure, schema: z.ZodType): Target {
  // A query's input travels in the URL, which Node caps at 16 KB of headers.
  const sizes = type === 'query' ? { maxText: 600, maxDepth: 1_000 } : { maxText: 1_000_000, maxDepth: 100_000 };
  const arbitrary = fc
    .tuple(hostileExamples(examples(IDS), sizes), fc.boolean())
    // The browser's client batches (?batch=1, inputs keyed by position); other clients send one call.
    .map(([text, isBatched]) => ({ text, isBatched, input: isBatched ? `{"0":${text}}` : text }))
    .filter(({ input }) => type === 'mutation' || encodeURIComponent(input).length < 12_000)
    .map(({ text, isBatched, input }) => {
      const target = isBatched ? `${path}?batch=1` : path;
      return request({ type, path: target, input }, async () => {
        const reply = await callTrpc(server.url, target, type === 'query' ? 'query' : 'mutation', {
          rawInput: input,
          cookie: cookieFor(effect),
          timeoutMs: TIMEOUT_MS,
        });
        // tRPC's Express adapter writes a parsed body out again with JSON.stringify before reading it:
        // 1e999 (Infinity) in a mutation's body arrives as null, which a nullable field accepts.
        const parsed = type === 'query' ? parseJson(text) : asWrittenAgain(parseBody(text));
        return { reply, isValid: !isOversized(input) && accepts(schema, parsed) };
      });
    });
  return { surface: 'trpc', arbitrary, effect };
}

function subscriptionTarget({ path, effect, examples }: RegisteredProcedure, schema: z.ZodType): Target {
  // The client sends JSON, whatever its input. The server closes a socket whose message is over
  // 64 KB (ws's maxPayload, code 1009) before tRPC reads it, and the client reconnects: not an answer.
  const arbitrary = hostileExamples(examples(IDS), { maxText: 8_000, maxDepth: 1_000 })
    .map((text) => parseJson(text) ?? { value: undefined })
    .filter(({ value }) => value !== undefined && Buffer.byteLength(JSON.stringify(value)) < 60_000)
    .map(({ value }) =>
      request({ subscription: path, input: value }, async () => {
        const reply = await subscribeFirst(server.url, path, value, {
          cookie: cookieFor(effect),
          timeoutMs: TIMEOUT_MS,
        });
        // What the server gets is the value as JSON: 1e999 parsed to Infinity is sent as null.
        return { reply, isValid: schema.safeParse(JSON.parse(JSON.stringify(value))).success };
      }),
    );
  return { surface: 'trpc', arbitrary, effect };
}

// body-parser reads JSON in UTF-8 (and refuses other character sets, not UTF-16 alone).
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=iso-8859-1'];

function restBodyTarget(route: RestRoute): Target {
  const { path, effect } = route;
  const method = route.method === 'delete' ? 'DELETE' : 'POST';
  const schema = route.body && 'json' in route.body ? route.body.json : null;
  const sizes = { maxText: 1_000_000, maxDepth: 100_000 };
  const arbitrary = fc
    .tuple(hostileExamples(route.examples?.(IDS) ?? [], sizes), fc.constantFrom(...CONTENT_TYPES))
    .map(([text, contentType]) =>
      request({ method, path, contentType, body: text }, async () => {
        const cookie = cookieFor(effect);
        const sent = await callApi(server.url, {
          method,
          path,
          raw: text,
          contentType,
          cookie,
          timeoutMs: TIMEOUT_MS,
        });
        // Express reads JSON objects and arrays only (strict), in UTF-8; no body at all is `{}` (bodyOf).
        const { value } = text === '' ? { value: {} } : (parseBody(text) ?? { value: undefined });
        const isObject = typeof value === 'object' && value !== null;
        const isRead = text === '' || (isObject && !isOversized(text) && !contentType.endsWith('iso-8859-1'));
        return { reply: sent, isValid: isRead && (schema === null || schema.safeParse(value).success) };
      }),
    );
  return { surface: 'rest', arbitrary, reply: replyOf(route), effect };
}

const replyOf = (route: RestRoute) => ('json' in route.reply ? route.reply.json : undefined);

// Not `..` or `%2e%2e`: fetch resolves them before sending, as browsers do.
const BROKEN_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%2F', '%uD800', '%%32%65'];
const hostileSegment = fc.oneof(
  hostileText.map(percentEncoded),
  hugeText(1_000).map(percentEncoded),
  fc.constantFrom(...BROKEN_ENCODINGS),
  fc.uuid().map(String),
);
const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', '__proto__[polluted]', 'input'), hostileSegment),
      hostileSegment,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
  .filter((query) => query.length < 12_000); // Node refuses longer headers itself (431)

function restGetTarget(route: RestRoute): Target {
  const { path, query: querySchema } = route;
  const withParams = path.includes(':');
  const arbitrary = fc.tuple(hostileSegment, hostileQuery).map(([segment, query]) => {
    const url = withParams ? path.replace(/:\w+/, segment) : `${path}?${query}`;
    return request({ method: 'GET', url }, async () => {
      const sent = await callApi(server.url, {
        method: 'GET',
        path: url,
        cookie: person.cookie,
        timeoutMs: TIMEOUT_MS,
      });
      // A route that reads its query is valid when its contract takes the query as Express parses
      // it (node's querystring); one without ignores the query; one with an id finds none of these.
      const isValid = querySchema ? querySchema.safeParse(parseQuery(query)).success : !withParams;
      return { reply: sent, isValid };
    });
  });
  return { surface: 'rest', arbitrary, reply: replyOf(route), effect: route.effect };
}

/** POST /api/upload: hostile multipart forms (any part names, file names and contents) and JSON. */
function uploadTarget(): Target {
  const sizes = { maxText: 1_000_000, maxDepth: 10_000 };
  const part = fc.record({
    name: fc.oneof(fc.constantFrom('file', 'keepFile', '__proto__', 'constructor'), hostileText),
    filename: fc.option(fc.oneof(hostileText, fc.constantFrom('a.json', 'a.zip', 'a.txt', '../../a.json'))),
    content: fc.oneof(hostileJson({ timelineObjects: [{ placeVisit: {} }] }, sizes), hostileText),
  });
  const form = fc.array(part, { maxLength: 4 }).map((parts) =>
    request({ method: 'POST', path: '/api/upload', multipart: parts }, async () => {
      const data = new FormData();
      for (const p of parts) {
        if (p.filename === null) data.append(p.name, p.content);
        else data.append(p.name, new Blob([p.content]), p.filename);
      }
      const reply = await callApi(server.url, {
        method: 'POST',
        path: '/api/upload',
        raw: data,
        cookie: person.cookie,
        timeoutMs: TIMEOUT_MS,
      });
      return { reply, isValid: false };
    }),
  );
  const json = hostileJson({ file: 'x', keepFile: 'true' }, sizes).map((text) =>
    request({ method: 'POST', path: '/api/upload', body: text }, async () => {
      const reply = await callApi(server.url, {
        method: 'POST',
        path: '/api/upload',
        raw: text,
        cookie: person.cookie,
        timeoutMs: TIMEOUT_MS,
      });
      return { reply, isValid: false };
    }),
  );
  return { surface: 'rest', arbitrary: fc.oneof(form, json), effect: 'writes' };
}

const HOSTILE_PROCEDURES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'chat',
  'chat.__proto__',
  'chat.constructor',
  '__proto__.polluted',
  'system.health.x',
  '.',
  '',
];

/** Procedure paths that are not procedures, on both of tRPC's methods, single or batched. */
const unknownProcedureTarget: Target = {
  surface: 'trpc',
  effect: 'none',
  arbitrary: fc
    .tuple(
      fc.constantFrom(...HOSTILE_PROCEDURES),
      fc.constantFrom('query', 'mutation') as fc.Arbitrary<'query' | 'mutation'>,
      fc.boolean(),
    )
    .map(([path, type, isBatched]) => {
      const target = `${path}${isBatched ? '?batch=1' : ''}`;
      return request({ type, path: target }, async () => {
        const reply = await callTrpc(server.url, target, type, {
          rawInput: isBatched ? '{"0":{}}' : '{}',
          cookie: person.cookie,
          timeoutMs: TIMEOUT_MS,
        });
        return { reply, isValid: false };
      });
    }),
};

const unknownRouteTarget: Target = {
  surface: 'rest',
  effect: 'none',
  arbitrary: fc
    .tuple(hostileSegment, fc.constantFrom('GET', 'POST') as fc.Arbitrary<'GET' | 'POST'>)
    .map(([segment, method]) => {
      const path = `/api/${segment}`;
      return request({ method, path }, async () => {
        const raw = method === 'POST' ? '{"__proto__":{"polluted":"yes"}}' : undefined;
        const reply = await callApi(server.url, { method, path, raw, cookie: person.cookie, timeoutMs: TIMEOUT_MS });
        return { reply, isValid: false };
      });
    }),
};

function targets(): Record<string, Target> {
  const all: Record<string, Target> = {};
  for (const procedure of registeredProcedures()) {
    const { path, type, input } = procedure;
    if (!input) continue; // takes no input: nothing to fuzz
    all[path] = type === 'subscription' ? subscriptionTarget(procedure, input) : trpcTarget(procedure, input);
  }
  for (const { doc: route } of REST_ROUTES) {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (route.body && 'multipart' in route.body) all[name] = uploadTarget();
    else if (route.method === 'get') all[name] = restGetTarget(route);
    else all[name] = restBodyTarget(route);
  }
  all['tRPC: paths that are not procedures'] = unknownProcedureTarget;
  all['REST: paths that are not routes'] = unknownRouteTarget;
  return all;
}
const TARGETS = targets();

/** What is wrong with a refusal's body, or null: REST's error body, or tRPC's error with its app code. */
function errorBodyProblem(surface: Surface, reply: ApiReply): string | null {
  let code: AppErrorCode | undefined;
  if (surface === 'rest') {
    const parsed = errorBodySchema.safeParse(reply.body);
    if (!parsed.success) return `not the REST error body (${reply.status}): ${reply.text.slice(0, 200)}`;
    code = parsed.data.code;
  } else {
    const body = Array.isArray(reply.body) && reply.body.length === 1 ? reply.body[0] : reply.body;
    code = appCodeOf(body);
    if (!code) return `not a tRPC error with data.appCode (${reply.status}): ${reply.text.slice(0, 200)}`;
  }
  return APP_ERROR_STATUS[code] === reply.status ? null : `status ${reply.status} with code ${code}`;
}

describe('the fuzzed targets', () => {
  it('are every REST route and every procedure that takes input', () => {
    const routes = registeredRestRoutes(createApp(server.services, { isAuthReady: () => true }));
    const procedures = registeredProcedures()
      .filter((procedure) => procedure.input)
      .map((procedure) => procedure.path);
    for (const name of [...routes, ...procedures]) expect(TARGETS, name).toHaveProperty([name]);
  });
});

describe.each(Object.entries(TARGETS))('%s', (_name, target) => {
  it(`refuses what its contract refuses with a 4xx and writes nothing; never a 5xx (seed ${SEED})`, async () => {
    let before = await userRows(server.database.db, person.userId);
    await fc.assert(
      fc.asyncProperty(target.arbitrary, async (generated) => {
        const { reply, isValid } = await generated.send();
        expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(errorBodyProblem(target.surface, reply)).toBeNull();
          expect(await userRows(server.database.db, person.userId)).toBe(before);
        } else {
          expect(isValid, `accepted although its contract refuses it: ${reply.text.slice(0, 300)}`).toBe(true);
          if (target.reply && reply.status === 200) expect(target.reply.safeParse(reply.body).error).toBeUndefined();
          if (target.effect === 'none') {
            expect(await userRows(server.database.db, person.userId), 'declared to change nothing').toBe(before);
          } else {
            // Accepted: it may write (a reply job may still be writing); compare from here on.
            await chatSettled(server.database.db, person.userId);
            before = await userRows(server.database.db, person.userId);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(prototypeKeys()).toBe(protoBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// What the fuzzing found, kept as plain examples: each was a 500, or a REST error body on /trpc.
describe('inputs the fuzzing found', () => {
  const trpcCall = (path: string, rawInput: string) =>
    callTrpc(server.url, path, 'mutation', { rawInput, cookie: person.cookie });
  const restCall = (path: string, json: unknown) =>
    callApi(server.url, { method: 'POST', path, json, cookie: person.cookie });
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const workAddress = { ...preferences, commute: { ...preferences.commute, workAddress: '\uDFFF\uD800' } };
  const cases: [string, Surface, () => Promise<ApiReply>][] = [
    ['a body 10,000 levels deep, to a tRPC mutation', 'trpc', () => trpcCall('chat.message', deep)],
    ['text that is not JSON, to a tRPC mutation', 'trpc', () => trpcCall('chat.message', '{"message":')],
    ['U+0000 in a chat message', 'rest', () => restCall('/api/bot/message', { message: 'a\u0000b' })],
    [
      'U+0000 in a business enquiry',
      'trpc',
      () => trpcCall('business.contact', JSON.stringify({ ...sampleContact, businessName: 'A\u0000' })),
    ],
    [
      'unpaired surrogates in a work address',
      'trpc',
      () => trpcCall('recommendations.savePreferences', JSON.stringify(workAddress)),
    ],
    [
      'a path whose percent-encoding does not decode',
      'rest',
      () => callApi(server.url, { method: 'GET', path: '/api/timeline/analyses/%/file', cookie: person.cookie }),
    ],
  ];

  it.each(cases)('%s: a 400 with the documented error body; nothing written', async (_name, surface, send) => {
    const before = await userRows(server.database.db, person.userId);
    const reply = await send();
    expect(reply.status, reply.text.slice(0, 300)).toBe(400);
    expect(errorBodyProblem(surface, reply)).toBeNull();
    expect(await userRows(server.database.db, person.userId)).toBe(before);
  });
});
