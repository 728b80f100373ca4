import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentValidator, pointerOf } from '../../test/openapi-validator';
import { registeredRestRoutes } from '../../test/registered-routes';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createApp } from '../create-app';
import { REST_ROUTES } from '../rest/rest-router';
import { buildOpenApiDocument, type OpenApiDocument, toOpenApiPath } from './openapi-document';

// GET /api/openapi.json: the document lists exactly the REST routes the app serves, and is a
// well-formed OpenAPI 3.1 document whose every $ref resolves and every schema compiles.

let server: TestServer;
let served: OpenApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  const res = await server.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  served = res.body as OpenApiDocument;
});
afterAll(() => server?.close());

/** `GET /api/x/{id}`: the app's routes as the document writes them. */
const registeredPaths = (app: Express) =>
  registeredRestRoutes(app)
    .map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${toOpenApiPath(path!)}`;
    })
    .sort();

const documentedRoutes = (doc: OpenApiDocument) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

const appOf = () => createApp(server.services, { isAuthReady: () => true });

describe('the routes it documents', () => {
  it('are exactly the REST routes the app serves', () => {
    const registered = registeredPaths(appOf());
    expect(registered).toContain('POST /api/upload');
    expect(registered).toContain('GET /api/health');
    expect(documentedRoutes(served)).toEqual(registered);
  });

  it('notices a route added to the app without being documented', () => {
    const app = appOf();
    app.delete('/api/user/profile', (_req, res) => {
      res.end();
    });
    const undocumented = registeredPaths(app).filter((r) => !documentedRoutes(served).includes(r));
    expect(undocumented).toEqual(['DELETE /api/user/profile']);
  });

  it('is the document generated from the contracts, served as it is built', () => {
    expect(served).toEqual(buildOpenApiDocument(REST_ROUTES.map((route) => route.doc)));
    expect(new Set(REST_ROUTES.map((route) => route.doc.operationId)).size).toBe(REST_ROUTES.length);
  });
});

/** Every `$ref` in the served, with where it is. */
function refsIn(value: unknown, at: string[] = []): { at: string; ref: string }[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ at: pointerOf(at), ref: child }] : refsIn(child, [...at, key]),
  );
}

function resolvePointer(doc: unknown, ref: string): unknown {
  const parts = ref
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  return parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

// The fields OpenAPI 3.1 allows on each object (its schema closes them with unevaluatedProperties).
const OPERATION_FIELDS = new Set([
  'tags',
  'summary',
  'description',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'security',
]);
const RESPONSE_FIELDS = new Set(['description', 'headers', 'content', 'links']);

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { description?: unknown; content?: unknown }>;
  security: Record<string, unknown>[];
}

/** What is wrong with one operation, in words; empty when nothing is. */
function problemsOf(path: string, method: string, operation: Operation, schemes: object): string[] {
  const problems: string[] = [];
  const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
  if (!/^\/api\//.test(path)) problems.push('path outside /api');
  if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) problems.push(`method ${method}`);
  problems.push(
    ...Object.keys(operation)
      .filter((f) => !OPERATION_FIELDS.has(f))
      .map((f) => `field ${f}`),
  );
  if (inPath.map((p) => p.name).join() !== templated.join()) problems.push('path parameters differ from the template');
  if (inPath.some((p) => p.required !== true)) problems.push('a path parameter is not required');
  if (!operation.responses['200']) problems.push('no 200 reply');
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^[1-5]\d\d$/.test(status)) problems.push(`status ${status}`);
    if (typeof response.description !== 'string') problems.push(`${status} has no description`);
    problems.push(
      ...Object.keys(response)
        .filter((f) => !RESPONSE_FIELDS.has(f))
        .map((f) => `${status} field ${f}`),
    );
    if (Number(status) >= 400 && !JSON.stringify(response.content).includes('#/components/schemas/ErrorBody')) {
      problems.push(`${status} is not the error body`);
    }
  }
  const schemeNames = operation.security.flatMap((requirement) => Object.keys(requirement));
  problems.push(...schemeNames.filter((name) => !(name in schemes)).map((name) => `no security scheme ${name}`));
  const isAnonymousAllowed = operation.security.length === 0 || operation.security.some((r) => !Object.keys(r).length);
  if (!isAnonymousAllowed && !operation.responses['401']) problems.push('needs a session but has no 401');
  return problems.map((problem) => `${method.toUpperCase()} ${path}: ${problem}`);
}

describe('the document', () => {
  it('is OpenAPI 3.1 with its info, paths and components', () => {
    expect(served.openapi).toMatch(/^3\.1\.\d+$/);
    expect(served.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(served.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(served.components.schemas).length).toBeGreaterThan(10);
    expect(served.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'basera_session' });
  });

  it('has well-formed operations: path parameters, responses, security, error bodies', () => {
    const problems = Object.entries(served.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        problemsOf(path, method, operation as unknown as Operation, served.components.securitySchemes),
      ),
    );
    expect(problems).toEqual([]);
    const flawed = { responses: { '200': { description: 'ok' } }, security: [{ sessionCookie: [] }] };
    expect(problemsOf('/api/x/{id}', 'get', flawed, served.components.securitySchemes)).toEqual([
      'GET /api/x/{id}: path parameters differ from the template',
      'GET /api/x/{id}: needs a session but has no 401',
    ]);
  });

  it('resolves every $ref inside itself', () => {
    const refs = refsIn(served);
    expect(refs.length).toBeGreaterThan(50);
    const broken = refs.filter(({ ref }) => !ref.startsWith('#/') || resolvePointer(served, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('holds only valid JSON Schemas (draft 2020-12, Ajv strict mode)', () => {
    const validator = createDocumentValidator(served);
    for (const name of Object.keys(served.components.schemas)) {
      expect(() => validator.compile(['components', 'schemas', name]), name).not.toThrow();
    }
  });

  it('documents what kind of home a person rents and what each result says of it', () => {
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (!Array.isArray(node)) objects.push(node as Record<string, unknown>);
      for (const value of Object.values(node)) walk(value);
    };
    walk(served.components.schemas);
    const propertiesOf = (o: Record<string, unknown>) => (o.properties ?? {}) as Record<string, { enum?: string[] }>;
    const homeKinds = objects.flatMap((o) => propertiesOf(o).homeKind?.enum ?? []);
    expect(new Set(homeKinds)).toEqual(new Set(['pg', 'shared', '1rk', '1bhk', '2bhk', '3bhk']));
    const result = objects.find((o) => 'rentFor' in propertiesOf(o));
    expect(Object.keys(propertiesOf(result ?? {}))).toEqual(
      expect.arrayContaining(['rank', 'rentFor', 'overBudget', 'commutes', 'commuteDetails']),
    );
  });

  it('fails a broken $ref', () => {
    const broken = structuredClone(served);
    broken.components.schemas.Typo = { $ref: '#/components/schemas/NoSuchThing' };
    expect(refsIn(broken).filter(({ ref }) => resolvePointer(broken, ref) === undefined)).toHaveLength(1);
  });
});
