import type { z } from 'zod';
import type { AppErrorCode } from '../../shared/errors/app-error-codes';

// What a procedure declares about itself beyond its contracts: whether it needs a session, and the
// spec's REST path it also answers at. The REST adapters and the OpenAPI document are generated
// from these (server/app/rest/), so a new endpoint is one declaration on its procedure.

/**
 * `required`: 401 without a session cookie or bearer ID token (authedProcedure sets it).
 * `optional`: works signed out; a signed-in caller gets a personal answer. `none`: credentials are
 * not read.
 */
export type SessionUse = 'required' | 'optional' | 'none';

/** A REST endpoint that runs the procedure: `GET` takes its input from the query, `POST` and `DELETE` from the JSON body. */
export interface RestEndpoint {
  method: 'get' | 'post' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** The input's name among the document's schemas (a POST's body). */
  body?: string;
  reply: {
    /** Its name among the document's schemas. */
    name: string;
    description: string;
    /** For a procedure that does not check its output at run time (recommendations.recommend). */
    schema?: z.ZodType;
  };
  /** For a public procedure: `optional` when a signed-in caller gets a personal answer (default `none`). */
  session?: 'optional' | 'none';
  /** Error codes beyond those every route of its kind can answer with (openapi-errors.ts). */
  errors?: AppErrorCode[];
}

/**
 * Another procedure on an endpoint's method and path, chosen for the bodies `takes` accepts (spec
 * §7: POST /api/housing/recommend-housing saves the form, or with `{ preferences }` recommends).
 * The path's endpoint documents both: its body and reply are the union of theirs.
 */
export interface RestAlternative {
  method: 'get' | 'post';
  path: string;
  takes(body: unknown): boolean;
  /** For a procedure that does not check its output at run time (recommendations.recommend). */
  reply?: { schema: z.ZodType };
}

export interface ProcedureMeta {
  session?: SessionUse;
  rest?: RestEndpoint | RestAlternative;
}

export const isRestEndpoint = (rest: RestEndpoint | RestAlternative): rest is RestEndpoint => 'operationId' in rest;
