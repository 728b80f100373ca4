import type { z } from 'zod';
import type { AppErrorCode } from '../../shared/errors/app-error-codes';

// What a procedure declares about itself beyond its contracts: who may call it, what a call changes,
// inputs it accepts, and the spec's REST path it also answers at. The REST adapters and the OpenAPI
// document are generated from these (server/app/rest/), and the tests that try every endpoint read
// them (authorization, input fuzzing, the OpenAPI samples), so a new endpoint is one declaration on
// its procedure (docs/ARCHITECTURE.md, "Adding an endpoint").

/**
 * Who may call, and what they get (the authorization test holds every procedure to it):
 * - `public`: anyone; credentials are not read.
 * - `personal`: anyone; a signed-in caller gets an answer of their own (events scored for them).
 * - `signed-in`: 401 without a session; the caller's own data only (authedProcedure sets it).
 * - `owner`: as `signed-in`, and the input names a piece of the caller's data (an analysis, a
 *   question): another person's is 404. Its first example names the person's data (`ExampleIds`).
 */
export type Access = 'public' | 'personal' | 'signed-in' | 'owner';

/**
 * What a call changes. A query changes nothing (it is a GET, which the same-origin guard lets
 * through); a mutation or subscription says what it does:
 * - `writes`: saves or changes something (the caller's data, an enquiry, a session).
 * - `erases`: takes away the caller's data, consent or account.
 * - `signs-out`: ends the caller's session.
 * The tests call `erases` and `signs-out` as a person of their own, so that the others keep theirs.
 */
export type Effect = 'none' | 'writes' | 'erases' | 'signs-out';

/** How a REST client sends credentials, as the OpenAPI document's security says. */
export type SessionUse = 'required' | 'optional' | 'none';

export const sessionUseOf = (access: Access): SessionUse =>
  access === 'public' ? 'none' : access === 'personal' ? 'optional' : 'required';

/**
 * What an example can be given only when it is called: the ids of a person's data it aims at, and an
 * ID token. The tests give a seeded person's (the authorization test, the first person's, at whom a
 * second person aims); the OpenAPI document, placeholders.
 */
export interface ExampleIds {
  /** One of the person's saved analyses, with a kept file. */
  analysisId: string;
  /** A question the person asked the assistant, and the reply to it. */
  questionId: string;
  replyId: string;
  /** A Firebase ID token (the caller's own). */
  idToken: string;
}

/** A REST endpoint that runs the procedure: `GET` takes its input from the query, `POST` and `DELETE` from the JSON body. */
export interface RestEndpoint {
  method: 'get' | 'post' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** The 200 reply, in words. Its schema is the output contract, named by the contract's own id. */
  reply: string;
  /**
   * For a path other procedures answer too (RestAlternative): the contracts that document it as a
   * whole, a union of theirs with an id of its own.
   */
  documents?: { body: z.ZodType; reply: z.ZodType };
  /** Error codes beyond those every route of its kind can answer with (openapi-errors.ts). */
  errors?: AppErrorCode[];
}

/**
 * Another procedure on an endpoint's method and path, chosen for the bodies `takes` accepts (spec
 * §7: POST /api/housing/recommend-housing saves the form, or with `{ preferences }` recommends).
 * The endpoint documents both (`documents`).
 */
export interface RestAlternative {
  method: 'get' | 'post';
  path: string;
  takes(body: unknown): boolean;
}

export interface ProcedureMeta {
  /** Required of every procedure; authedProcedure sets `signed-in`. */
  access?: Access;
  /** Required of a mutation and a subscription; a query's is `none`. */
  effect?: Effect;
  /**
   * Realistic inputs its contract accepts, the first the one the tests call it with (and the one the
   * OpenAPI document shows). Required when it takes input.
   */
  examples?: (ids: ExampleIds) => unknown[];
  /** An input its contract refuses (400): the OpenAPI samples test sends it to the document and the server. */
  refuses?: unknown;
  rest?: RestEndpoint | RestAlternative;
}

export const isRestEndpoint = (rest: RestEndpoint | RestAlternative): rest is RestEndpoint => 'operationId' in rest;
