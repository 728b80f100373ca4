import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semanticMonthJson } from '../../../scripts/timeline/fixtures';
import { emulatorIdToken } from '../../test/emulator-tokens';
import {
  createDocumentValidator,
  type DocumentValidator,
  replySchemaAt,
  requestSchemaAt,
} from '../../test/openapi-validator';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { ExampleIds } from '../../trpc/procedure-meta';
import { REST_ROUTES } from '../rest/rest-router';
import type { OpenApiDocument } from './openapi-document';
import { toOpenApiPath } from './openapi-document';

// Every documented route, called for real with the examples its procedure declares: they are
// accepted by the document and by the server, the server's replies (and its error replies) match the
// document, and what it declares it refuses is refused by both.

let server: TestServer;
let doc: OpenApiDocument;
let validator: DocumentValidator;
let cookie: string;
let ids: ExampleIds;
beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.request('/api/openapi.json')).body as OpenApiDocument;
  validator = createDocumentValidator(doc);
  cookie = await signInAs(server, 'openapi@example.com');
  const { idToken } = await emulatorIdToken({ email: 'openapi-new@example.com', name: 'New' });
  // The person has no analysis or question: a route that names one is tried below with its own.
  ids = { analysisId: randomUUID(), questionId: randomUUID(), replyId: randomUUID(), idToken };
});
afterAll(() => server?.close());

/** The routes whose body or reply is not JSON (a form, a file): tried with an upload of their own below. */
const isSpecial = ({ doc }: (typeof REST_ROUTES)[number]) =>
  (doc.body !== undefined && 'multipart' in doc.body) || 'file' in doc.reply;
const SAMPLED = REST_ROUTES.filter((route) => !isSpecial(route)).map(({ doc }) => doc);

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

it('samples every documented route', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const sampled = REST_ROUTES.map(({ doc }) => `${doc.method.toUpperCase()} ${toOpenApiPath(doc.path)}`);
  expect(sampled.sort()).toEqual(documented.sort());
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

describe.each(SAMPLED.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    const { method, path } = route;
    const verb = method.toUpperCase();
    const isGet = method === 'get';
    /** A GET's examples are its queries; a POST's or DELETE's, its bodies. */
    const examples = () => route.examples?.(ids) ?? [undefined];
    const asQuery = (input: unknown) =>
      input === undefined
        ? undefined
        : Object.fromEntries(Object.entries(input as object).map(([key, value]) => [key, String(value)]));
    // What takes away (the account, the consent, a session) is sent by a person of its own.
    const isTakingAway = route.effect === 'erases' || route.effect === 'signs-out';
    const caller = async (as: 'caller' | 'none') => {
      if (as === 'none' || route.access === 'public') return undefined;
      return isTakingAway ? signInAs(server, `openapi.${randomUUID().slice(0, 8)}@example.com`) : cookie;
    };
    const send = async (input: unknown, as: 'caller' | 'none' = 'caller') => {
      const query = isGet ? asQuery(input) : undefined;
      const at = query ? `${path}?${new URLSearchParams(query)}` : path;
      return server.request(at, { method: verb, body: isGet ? undefined : input, cookie: await caller(as) });
    };
    const at = toOpenApiPath(path);

    it('accepts the examples it declares, and the replies match the document', async () => {
      for (const example of examples()) {
        if (isGet && example !== undefined) expect(queryErrors(method, at, asQuery(example)!)).toBeNull();
        if (!isGet && example !== undefined)
          expect(validator.errorsOf(requestSchemaAt(method, at), example)).toBeNull();
        const res = await send(example);
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
        expectReplyMatches(method, at, 200, res.body);
      }
    });

    if (route.refuses !== undefined) {
      it('refuses what it declares it refuses, with the documented 400', async () => {
        if (isGet) expect(queryErrors(method, at, asQuery(route.refuses)!)).not.toBeNull();
        else expect(validator.errorsOf(requestSchemaAt(method, at), route.refuses)).not.toBeNull();
        const res = await send(route.refuses);
        expect(res.status).toBe(400);
        expectReplyMatches(method, at, 400, res.body);
      });
    }

    it('needs a session exactly when the document says so', async () => {
      const res = await send(examples()[0], 'none');
      const status = isSessionRequired(method, at) ? 401 : 200;
      expect(res.status).toBe(status);
      expectReplyMatches(method, at, status, res.body);
    });
  },
);

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
