import type { z } from 'zod';
import type { AppErrorCode } from '../../../shared/errors/app-error-codes';
import type { Access, Effect, ExampleIds } from '../../trpc/procedure-meta';

// The shape of one entry in the REST catalogue (REST_ROUTES in server/app/rest/rest-router.ts: the
// procedures' declared endpoints and the raw routes), from which the OpenAPI document is generated
// (openapi-document.ts). A body's or reply's schema is named in the document by its zod id
// (`.meta({ id })`, shared/contracts/).

export type RestRequestBody =
  | { json: z.ZodType }
  /** `encoding`: the content types of each part, as OpenAPI's Encoding Object writes them. */
  | { multipart: z.ZodType; encoding: Record<string, { contentType: string }> };

export type RestReply =
  /** `ndjson`: one line of the stream the route sends instead when asked with Accept: application/x-ndjson. */
  | { json: z.ZodType; ndjson?: z.ZodType; description: string }
  /** A file body (any type) sent as an attachment. */
  | { file: true; description: string };

export interface RestRoute {
  method: 'get' | 'post' | 'delete';
  /** As Express mounts it (`:id`); the document writes `{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it (server/trpc/procedure-meta.ts); the document's security follows from it. */
  access: Access;
  effect: Effect;
  /**
   * Realistic inputs (a GET's query, or its path parameters when it has some; a JSON body), the
   * first the one the document shows and the tests send.
   */
  examples?: (ids: ExampleIds) => unknown[];
  /** An input the route refuses with a 400 (a GET's query, a JSON body). */
  refuses?: unknown;
  /** The procedures that answer it, when it is a procedure's endpoint (`events.festivals`). */
  procedures?: string[];
  /** Path parameters: an object schema whose keys are the path's `:names`. */
  params?: z.ZodObject;
  /** A GET's query parameters: an object schema, one parameter per key. */
  query?: z.ZodObject;
  body?: RestRequestBody;
  reply: RestReply;
  /** Error codes beyond those every route of its kind can answer with (openapi-errors.ts). */
  errors?: AppErrorCode[];
}
