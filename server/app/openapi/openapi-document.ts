import type { RequestHandler } from 'express';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/errors/error-body';
import { SESSION_COOKIE } from '../../features/auth';
import { type ExampleIds, type SessionUse, sessionUseOf } from '../../trpc/procedure-meta';
import { errorResponses } from './openapi-errors';
import { type JsonSchema, nameOf, schemaRef, toComponentSchemas } from './openapi-schemas';
import type { RestReply, RestRequestBody, RestRoute } from './rest-route';

export interface OpenApiDocument {
  openapi: string;
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const DESCRIPTION = `The REST surface of Basera (the spec's /api paths), generated from the zod contracts the server \
validates with. The web app itself uses tRPC at /trpc (HTTP and WebSocket), which this does not describe. \
Cross-field rules (for example "give one of neighborhoodId, city or coordinates") are checked by the server \
and refused with 400 and \`fields\`; JSON Schema carries only each field's own rules.`;

/** Who may call: a session cookie or a Firebase ID token as a bearer token (server/features/auth/resolve-auth.ts). */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Set (httpOnly, SameSite=Lax) by POST /api/auth/verify-token; cleared by POST /api/auth/logout.',
  },
  bearerIdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
    description: 'Instead of the cookie: the ID token the Firebase SDK gives after sign-in.',
  },
};

const SIGNED_IN = [{ sessionCookie: [] }, { bearerIdToken: [] }];
/** `{}` first: anonymous calls are allowed too. */
const SECURITY: Record<SessionUse, object[]> = { required: SIGNED_IN, optional: [{}, ...SIGNED_IN], none: [] };

/** What the document's examples put where an example names a person's data or token. */
const PLACEHOLDER_IDS: ExampleIds = {
  analysisId: '7d3f2a9e-1c4b-4e8a-9f61-2b5c8d0e4a17',
  questionId: 'c2e8b4d1-6a3f-4b9e-8d27-5f1a0c9e3b64',
  replyId: '4b9a1e7c-2d5f-4a83-b6e0-9c3d8f1a2e55',
  idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhc2hhIn0.c2lnbmF0dXJl',
};

/** Express's `/a/:id` as OpenAPI's `/a/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function buildOpenApiDocument(routes: readonly RestRoute[]): OpenApiDocument {
  const requests = routes.flatMap(({ body }) => (body ? ['json' in body ? body.json : body.multipart] : []));
  const replies = routes.flatMap(({ reply }) =>
    'json' in reply ? [reply.json, ...(reply.ndjson ? [reply.ndjson] : [])] : [],
  );
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Basera REST API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: toComponentSchemas(requests, [...replies, errorBodySchema]),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function operationOf(route: RestRoute): JsonSchema {
  // The first example, with placeholders for a person's ids: a GET's query or path parameters, or the body.
  const example = route.examples?.(PLACEHOLDER_IDS)[0] as Record<string, unknown> | undefined;
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    security: SECURITY[sessionUseOf(route.access)],
    ...((route.params || route.query) && {
      parameters: [...parametersOf(route.params, 'path', example), ...parametersOf(route.query, 'query', example)],
    }),
    ...(route.body && { requestBody: requestBodyOf(route.body, example) }),
    responses: { '200': replyOf(route.reply), ...errorResponses(route) },
  };
}

/** One parameter per key of `params`; a path's are always required, a query's when its schema says so. */
function parametersOf(
  params: z.ZodObject | undefined,
  place: 'path' | 'query',
  example: Record<string, unknown> | undefined,
): JsonSchema[] {
  return Object.entries(params?.shape ?? {}).map(([name, schema]) => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema as z.ZodType, {
      target: 'draft-2020-12',
      io: 'input',
    });
    const required = place === 'path' || !(schema as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: place,
      required,
      schema: json,
      ...(example?.[name] !== undefined && { example: example[name] }),
    };
  });
}

const mediaOf = (schema: z.ZodType) => ({ schema: schemaRef(nameOf(schema)) });

function requestBodyOf(body: RestRequestBody, example: unknown): JsonSchema {
  if (!('json' in body)) {
    return {
      required: true,
      content: { 'multipart/form-data': { ...mediaOf(body.multipart), encoding: body.encoding } },
    };
  }
  const media = { ...mediaOf(body.json), ...(example !== undefined && { example }) };
  return { required: true, content: { 'application/json': media } };
}

function replyOf(reply: RestReply): JsonSchema {
  if ('file' in reply) {
    return {
      description: reply.description,
      headers: { 'Content-Disposition': { description: 'attachment; filename=…', schema: { type: 'string' } } },
      // Its type is the one its name's extension gives (res.attachment); no schema: any bytes.
      content: { '*/*': {} },
    };
  }
  const content: JsonSchema = { 'application/json': mediaOf(reply.json) };
  if (reply.ndjson) content['application/x-ndjson'] = mediaOf(reply.ndjson); // the schema of each line
  return { description: reply.description, content };
}

/**
 * GET /api/openapi.json of `routes`. Built once, on first request: the routes and contracts never
 * change while the server runs, and converting every contract is work (some 10 ms) no request
 * should repeat.
 */
export function serveOpenApiDocument(routes: readonly RestRoute[]): RequestHandler {
  let documentJson: string | undefined;
  return (_req, res) => {
    documentJson ??= JSON.stringify(buildOpenApiDocument(routes));
    res.type('application/json').send(documentJson);
  };
}
