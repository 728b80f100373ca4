import type { z } from 'zod';
import type { AppErrorCode } from '../../../shared/errors/app-error-codes';
import type { SessionUse } from '../../trpc/procedure-meta';

// The shape of one entry in the REST catalogue (rest-routes.ts: the procedures' declared endpoints
// and the raw routes), from which the OpenAPI document is generated (openapi-document.ts).

/** A zod contract and the name it has under `components.schemas`. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export const named = (name: string, schema: z.ZodType): NamedSchema => ({ name, schema });

export type RestRequestBody =
  | { json: NamedSchema }
  /** `encoding`: the content types of each part, as OpenAPI's Encoding Object writes them. */
  | { multipart: NamedSchema; encoding: Record<string, { contentType: string }> };

export type RestReply =
  /** `ndjson`: one line of the stream the route sends instead when asked with Accept: application/x-ndjson. */
  | { json: NamedSchema; ndjson?: NamedSchema; description: string }
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
  session: SessionUse;
  /** Path parameters: an object schema whose keys are the path's `:names`. */
  params?: z.ZodObject;
  /** A GET's query parameters: an object schema, one parameter per key. */
  query?: z.ZodObject;
  body?: RestRequestBody;
  reply: RestReply;
  /** Error codes beyond those every route of its kind can answer with (openapi-errors.ts). */
  errors?: AppErrorCode[];
}
