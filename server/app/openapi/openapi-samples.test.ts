import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semanticMonthJson } from '../../../scripts/timeline/fixtures';
import type { Preferences } from '../../../shared/contracts/preferences';
import { CONSENT_NOTICE_VERSION } from '../../../shared/contracts/privacy';
import { emulatorIdToken } from '../../test/emulator-tokens';
import {
  createDocumentValidator,
  type DocumentValidator,
  replySchemaAt,
  requestSchemaAt,
} from '../../test/openapi-validator';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { OpenApiDocument } from './openapi-document';

// Every documented route, called for real: realistic requests are accepted by the document and by
// the server, the server's replies (and its error replies) match the document, and invalid samples
// are refused by both.

let server: TestServer;
let doc: OpenApiDocument;
let validator: DocumentValidator;
let cookie: string;
let spareCookie: string;
let idToken: string;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.request('/api/openapi.json')).body as OpenApiDocument;
  validator = createDocumentValidator(doc);
  cookie = await signInAs(server, 'openapi@example.com');
  spareCookie = await signInAs(server, 'openapi-logout@example.com');
  ({ idToken } = await emulatorIdToken({ email: 'openapi-new@example.com', name: 'New' }));
});
afterAll(() => server?.close());

const preferences: Preferences = {
  userCategory: 'moderate',
  commute: {
    workAddress: 'Manyata Tech Park, Bengaluru',
    travelMode: 'driving',
    coordinates: null,
    travelModes: {
      walking: { enabled: false, distance: 2 },
      bicycling: { enabled: false, distance: 5 },
      transit: { enabled: true, distance: 15 },
      driving: { enabled: true, distance: 20 },
    },
  },
  lifestylePreferences: ['casualDining', 'greenSpaces', 'activeLifestyle'],
  customLifestyles: [{ name: 'Board game cafés', value: true }],
  prioritizedMustHaves: [{ name: 'hospitals', priority: 1 }],
};

interface Sample {
  /** Request bodies the document and the server must both accept; `undefined`: no body. */
  bodies: () => unknown[];
  /** A GET's query strings, each sent with every body (none: no query). */
  queries?: Record<string, string>[];
  /** A query the document must refuse, and the server with 400. */
  invalidQuery?: Record<string, string>;
  /** A body the document must refuse, and the server with 400. */
  invalid?: unknown;
  /** The session sent: the main person's, a spare one (for logout), or none. */
  as?: 'main' | 'spare' | 'none';
}

/** Keyed like the document: `METHOD /path`. POST /api/upload and the file download are below. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/health': { bodies: () => [undefined] },
  'GET /api/config': { bodies: () => [undefined] },
  'GET /api/openapi.json': { bodies: () => [undefined] },
  'POST /api/auth/verify-token': { bodies: () => [{ idToken }], invalid: { idToken: 'too-short' }, as: 'none' },
  'GET /api/auth/session': { bodies: () => [undefined] },
  'GET /api/user/profile': { bodies: () => [undefined] },
  'POST /api/user/persona': { bodies: () => [preferences], invalid: { ...preferences, userCategory: 'cheap' } },
  'POST /api/housing/recommend-housing': {
    bodies: () => [preferences, { preferences }],
    invalid: { preferences, budget: 30000 },
  },
  'GET /api/housing/recommend-housing': { bodies: () => [undefined] },
  'GET /api/user/interests': { bodies: () => [undefined] },
  'GET /api/festivals': {
    bodies: () => [undefined],
    queries: [{ year: '2027' }, { year: '2031', city: 'kolkata' }, { year: '1950', city: 'Bangalore' }],
    invalidQuery: { year: '1850' },
    as: 'none',
  },
  'POST /api/neighborhoods/search': {
    bodies: () => [{ query: 'Koramangala', city: 'Bangalore', filters: { nearMetro: true } }, {}],
    invalid: { query: 'Indiranagar', limit: 500 },
    as: 'none',
  },
  'POST /api/places/recommendations': {
    bodies: () => [
      { neighborhoodId: 'mumbai-colaba', type: 'cafe', radius: 5, priceLevel: 2 },
      { neighborhood: { name: 'Koramangala', city: 'Bengaluru' } },
    ],
    invalid: { neighborhoodId: 'mumbai-colaba', radius: 3 },
  },
  'POST /api/social/groups': {
    bodies: () => [{ city: 'Pune' }, { coordinates: { lat: 12.97, lng: 77.59 }, source: 'geolocation' }],
    invalid: { coordinates: { lat: 120, lng: 77.59 } },
  },
  'POST /api/bot/message': {
    bodies: () => [{ message: 'Which neighbourhoods are good for families?' }],
    invalid: { message: '' },
  },
  'GET /api/me/data/summary': { bodies: () => [undefined] },
  'GET /api/me/data': { bodies: () => [undefined] },
  'POST /api/me/consent': {
    bodies: () => [{ noticeVersion: CONSENT_NOTICE_VERSION }],
    invalid: { noticeVersion: '1' },
  },
  'POST /api/me/data/delete': { bodies: () => [{ kind: 'enquiries' }], invalid: { kind: 'account' } },
  // The spare person's: withdrawing and erasing would take the main person's data from the samples
  // after them. (Erasure's refusals are proven in server/features/privacy/privacy.test.ts.)
  'DELETE /api/me/consent': { bodies: () => [undefined], as: 'spare' },
  'DELETE /api/me': { bodies: () => [{ confirmation: 'DELETE' }], as: 'spare' },
  'POST /api/auth/logout': { bodies: () => [undefined], as: 'spare' },
};
const SPECIAL = ['POST /api/upload', 'GET /api/timeline/analyses/{id}/file'];

const isSessionRequired = (method: string, path: string) => {
  const security = (doc.paths[path]?.[method]?.security ?? []) as object[];
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
};

/** The reply must match the document; the same reply with its first field dropped must not. */
function expectReplyMatches(method: string, path: string, status: number, body: unknown) {
  expect(validator.errorsOf(replySchemaAt(method, path, status), body), `${method} ${path} ${status}`).toBeNull();
  const [first] = Object.keys(body as object);
  const { [first!]: _dropped, ...broken } = body as Record<string, unknown>;
  expect(validator.errorsOf(replySchemaAt(method, path, status), broken)).not.toBeNull();
}

it('has a sample for every documented route', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect([...Object.keys(SAMPLES), ...SPECIAL].sort()).toEqual(documented.sort());
});

/** The errors of a query against the operation's query parameters, each value read as its schema's type. */
function queryErrors(method: string, path: string, query: Record<string, string>): string | null {
  const parameters = (doc.paths[path]?.[method]?.parameters ?? []) as {
    name: string;
    in: string;
    required?: boolean;
  }[];
  const errors: string[] = [];
  parameters.forEach((parameter, i) => {
    if (parameter.in !== 'query') return;
    const at = ['paths', path, method, 'parameters', String(i), 'schema'];
    const value = query[parameter.name];
    if (value === undefined) {
      if (parameter.required) errors.push(`${parameter.name} is required`);
      return;
    }
    const numeric = validator.errorsOf(at, Number(value)) === null && value.trim() !== '';
    const error = numeric ? null : validator.errorsOf(at, value);
    if (error) errors.push(`${parameter.name}: ${error}`);
  });
  const unknown = Object.keys(query).filter((name) => !parameters.some((p) => p.in === 'query' && p.name === name));
  return [...errors, ...unknown.map((name) => `${name} is not a parameter`)].join('; ') || null;
}

describe.each(Object.entries(SAMPLES))('%s', (key, sample) => {
  const [verb, path] = key.split(' ') as [string, string];
  const method = verb.toLowerCase();
  const queries = sample.queries ?? [undefined];
  const withQuery = (query?: Record<string, string>) => (query ? `${path}?${new URLSearchParams(query)}` : path);
  const send = (body: unknown, as = sample.as ?? 'main', query?: Record<string, string>) =>
    server.request(withQuery(query), {
      method: verb,
      body,
      cookie: as === 'main' ? cookie : as === 'spare' ? spareCookie : undefined,
    });

  it('accepts realistic requests, and the replies match the document', async () => {
    for (const query of queries) {
      if (query) expect(queryErrors(method, path, query)).toBeNull();
      for (const body of sample.bodies()) {
        if (body !== undefined) expect(validator.errorsOf(requestSchemaAt(method, path), body)).toBeNull();
        const res = await send(body, sample.as, query);
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
        expectReplyMatches(method, path, 200, res.body);
      }
    }
  });

  if (sample.invalid !== undefined) {
    it('refuses an invalid request, with the documented 400', async () => {
      expect(validator.errorsOf(requestSchemaAt(method, path), sample.invalid)).not.toBeNull();
      const res = await send(sample.invalid);
      expect(res.status).toBe(400);
      expectReplyMatches(method, path, 400, res.body);
    });
  }

  if (sample.invalidQuery !== undefined) {
    it('refuses an invalid query, with the documented 400', async () => {
      expect(queryErrors(method, path, sample.invalidQuery!)).not.toBeNull();
      const res = await send(undefined, sample.as, sample.invalidQuery);
      expect(res.status).toBe(400);
      expectReplyMatches(method, path, 400, res.body);
    });
  }

  it('needs a session exactly when the document says so', async () => {
    const res = await send(sample.bodies()[0], 'none', queries[0]);
    const status = isSessionRequired(method, path) ? 401 : 200;
    expect(res.status).toBe(status);
    expectReplyMatches(method, path, status, res.body);
  });
});

describe('POST /api/upload and the kept file', () => {
  const UPLOAD = '/api/upload';
  const FILE = '/api/timeline/analyses/{id}/file';
  const timeline = semanticMonthJson(7);
  const upload = (headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('keepFile', 'true');
    form.set('file', new Blob([timeline]), '2025_MARCH.json');
    return fetch(`${server.url}${UPLOAD}`, { method: 'POST', body: form, headers: { cookie, ...headers } });
  };
  let analysisId: string;

  it('describes the form: a binary `file` and an optional `keepFile`', () => {
    const form = requestSchemaAt('post', UPLOAD, 'multipart/form-data');
    expect(validator.errorsOf(form, { file: [timeline], keepFile: 'true' })).toBeNull();
    expect(validator.errorsOf(form, { keepFile: 'yes' })).not.toBeNull();
  });

  it('answers with the documented JSON reply', async () => {
    const res = await upload();
    const body = (await res.json()) as { analysis: { id: string; file: unknown } };
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expectReplyMatches('post', UPLOAD, 200, body);
    expect(body.analysis.file).not.toBeNull();
    analysisId = body.analysis.id;
  });

  it('streams documented NDJSON lines when asked', async () => {
    const res = await upload({ accept: 'application/x-ndjson' });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(lines.at(-1)?.type).toBe('result');
    const line = replySchemaAt('post', UPLOAD, 200, 'application/x-ndjson');
    for (const event of lines) expect(validator.errorsOf(line, event), JSON.stringify(event).slice(0, 200)).toBeNull();
    expect(validator.errorsOf(line, { type: 'progress', percent: 140, stage: 'uploading' })).not.toBeNull();
  });

  it('refuses what it documents: no session (401), no form (400)', async () => {
    const form = new FormData();
    form.set('file', new Blob([timeline]), 'a.json');
    const anonymous = await fetch(`${server.url}${UPLOAD}`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    expectReplyMatches('post', UPLOAD, 401, await anonymous.json());
    const notForm = await server.request(UPLOAD, { body: { file: 'x' }, cookie });
    expect(notForm.status).toBe(400);
    expectReplyMatches('post', UPLOAD, 400, notForm.body);
  });

  it('serves the kept file as the documented attachment, and its documented errors', async () => {
    const id = ['paths', FILE, 'get', 'parameters', '0', 'schema'];
    expect(validator.errorsOf(id, analysisId)).toBeNull();
    expect(validator.errorsOf(id, 'not-a-uuid')).not.toBeNull();
    const path = (value: string) => `/api/timeline/analyses/${value}/file`;
    const res = await server.request(path(analysisId), { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?2025_MARCH\.json/);
    expect(JSON.stringify(res.body)).toBe(JSON.stringify(JSON.parse(timeline)));
    for (const [value, as, status] of [
      ['not-a-uuid', cookie, 400],
      [randomUUID(), cookie, 404],
      [analysisId, undefined, 401],
    ] as const) {
      const refused = await server.request(path(value), { cookie: as });
      expect(refused.status).toBe(status);
      expectReplyMatches('get', FILE, status, refused.body);
    }
  });
});
