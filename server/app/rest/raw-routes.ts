import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiHealthResponse } from '../../../shared/contracts/system';
import { apiHealthResponse } from '../../../shared/contracts/system';
import { keptFileInput, uploadResponse, uploadStreamEventSchema } from '../../../shared/contracts/timeline';
import { downloadKeptFile } from '../../features/uploads/kept-file.rest';
import { uploadTimeline } from '../../features/uploads/upload.rest';
import type { Services } from '../../services';
import { serveOpenApiDocument } from '../openapi/openapi-document';
import type { RestRoute } from '../openapi/rest-route';

// The REST routes that run no procedure, each with why. Every other REST route is declared on its
// procedure (server/trpc/procedure-meta.ts).

export interface RawRoute {
  doc: RestRoute;
  /** Why it is not a procedure's endpoint. */
  reason: string;
  handler(services: Services, app: { isAuthReady: () => boolean; routes: readonly RestRoute[] }): RequestHandler;
}

/**
 * POST /api/upload's form. Its fields are read by busboy (upload.rest.ts), not by a zod contract, so
 * their schema is written here; `format: binary` is how OpenAPI tools know a part is a file.
 */
const uploadForm = z
  .object({
    file: z
      .array(z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' }))
      .min(1)
      .describe(
        'One or more parts named `file`: Google location history as .json, .txt or .zip; together one analysis.',
      ),
    keepFile: z.enum(['true', 'false']).optional().describe('`true` keeps an encrypted copy of the file.'),
  })
  .meta({ id: 'UploadForm' });

/** The document's own shape, loosely: it is generated, so only its top level is promised. */
const openApiShape = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });

export const RAW_ROUTES: readonly RawRoute[] = [
  {
    reason:
      "For load balancers: the process's own state (is local sign-in ready yet), with no request context to build.",
    doc: {
      method: 'get',
      path: '/api/health',
      operationId: 'health',
      tag: 'system',
      summary: 'Liveness, and whether local sign-in is ready yet',
      access: 'public',
      effect: 'none',
      reply: { json: apiHealthResponse, description: 'The server is up.' },
    },
    handler:
      (_services, { isAuthReady }) =>
      (_req, res) => {
        const health: ApiHealthResponse = { status: 'ok', auth: isAuthReady() ? 'ready' : 'starting' };
        res.json(health);
      },
  },
  {
    reason: 'The document of every route, this one included: generated from this list and the procedures.',
    doc: {
      method: 'get',
      path: '/api/openapi.json',
      operationId: 'openApiDocument',
      tag: 'system',
      summary: 'This document',
      access: 'public',
      effect: 'none',
      reply: { json: openApiShape, description: 'The OpenAPI 3.1 document.' },
    },
    handler: (_services, { routes }) => serveOpenApiDocument(routes),
  },
  {
    reason:
      'A multipart body streamed into the analysis, answered with NDJSON progress lines: not a JSON input and output.',
    doc: {
      method: 'post',
      path: '/api/upload',
      operationId: 'uploadTimeline',
      tag: 'uploads',
      summary: 'Analyse a Google location history (streamed; progress with Accept: application/x-ndjson)',
      description:
        'With `Accept: application/x-ndjson` the 200 reply is a stream of JSON lines (progress, then the result or an error line); a refusal before the stream starts is a JSON error with its status.',
      access: 'signed-in',
      effect: 'writes',
      body: {
        multipart: uploadForm,
        encoding: { file: { contentType: 'application/json, text/plain, application/zip, application/octet-stream' } },
      },
      reply: {
        json: uploadResponse,
        ndjson: uploadStreamEventSchema,
        description: 'The saved analysis, or (NDJSON) one line of the stream.',
      },
      errors: ['TOO_MANY_REQUESTS'],
    },
    handler: uploadTimeline,
  },
  {
    reason: 'A file body, sent as an attachment: not JSON.',
    doc: {
      method: 'get',
      path: '/api/timeline/analyses/:id/file',
      operationId: 'downloadKeptFile',
      tag: 'uploads',
      summary: 'Download the kept copy of an upload (decrypted, under its original name)',
      access: 'owner',
      effect: 'none',
      params: keptFileInput,
      examples: (ids) => [{ id: ids.analysisId }],
      refuses: { id: 'not-a-uuid' },
      reply: { file: true, description: 'The file as uploaded, as an attachment.' },
      errors: ['NOT_FOUND', 'SERVICE_UNAVAILABLE'],
    },
    handler: downloadKeptFile,
  },
];
