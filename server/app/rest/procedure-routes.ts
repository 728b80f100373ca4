import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { Services } from '../../services';
import { appRouter } from '../../trpc/app-router';
import {
  type Access,
  type Effect,
  type ExampleIds,
  isRestEndpoint,
  type ProcedureMeta,
  type RestAlternative,
  type RestEndpoint,
} from '../../trpc/procedure-meta';
import type { RestRoute } from '../openapi/rest-route';
import { runProcedure } from './run-procedure';

// The REST endpoints the procedures declare (`.meta({ rest })`, server/trpc/procedure-meta.ts):
// each becomes an Express route that runs its procedure, and an operation of the OpenAPI document.

export interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[]; output?: z.ZodType; meta?: ProcedureMeta };
}

interface Declared<T> {
  procedure: string;
  def: ProcedureDef['_def'];
  rest: T;
}

/** One REST path and method: how the document describes it, and which procedure answers which input. */
export interface ProcedureRoute {
  doc: RestRoute;
  /** The alternatives first (each with the inputs it takes), the endpoint's own procedure last. */
  choices: { procedure: string; takes?: (input: unknown) => boolean }[];
}

const keyOf = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

/** Every REST route the app router's procedures declare, by method and path. */
export function procedureRoutes(
  procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>,
): ProcedureRoute[] {
  const endpoints = new Map<string, Declared<RestEndpoint>>();
  const alternatives = new Map<string, Declared<RestAlternative>[]>();
  for (const [procedure, { _def: def }] of Object.entries(procedures)) {
    const rest = def.meta?.rest;
    if (!rest) continue;
    const key = keyOf(rest);
    if (isRestEndpoint(rest)) {
      const other = endpoints.get(key);
      if (other) throw new Error(`${key} is declared by both ${other.procedure} and ${procedure}`);
      endpoints.set(key, { procedure, def, rest });
    } else alternatives.set(key, [...(alternatives.get(key) ?? []), { procedure, def, rest }]);
  }
  for (const [key, [first]] of alternatives) {
    if (!endpoints.has(key))
      throw new Error(`${first!.procedure} is an alternative on ${key}, which no procedure declares`);
  }
  return [...endpoints].map(([key, endpoint]) => {
    const others = alternatives.get(key) ?? [];
    return {
      doc: documentOf(endpoint, others),
      choices: [
        ...others.map(({ procedure, rest }) => ({ procedure, takes: (input: unknown) => rest.takes(input) })),
        { procedure: endpoint.procedure },
      ],
    };
  });
}

/** What a procedure declares: who may call it and what it changes (a query: nothing). */
export function declarationOf(procedure: string, def: ProcedureDef['_def']): { access: Access; effect: Effect } {
  const access = def.meta?.access;
  const effect = def.meta?.effect ?? (def.type === 'query' ? 'none' : undefined);
  if (!access) throw new Error(`${procedure}: declare who may call it (meta access, server/trpc/procedure-meta.ts)`);
  if (!effect) throw new Error(`${procedure}: declare what a call changes (meta effect)`);
  return { access, effect };
}

function documentOf(endpoint: Declared<RestEndpoint>, others: Declared<RestAlternative>[]): RestRoute {
  const { procedure, def, rest } = endpoint;
  const all = [endpoint, ...others];
  const declared = all.map(({ procedure, def }) => declarationOf(procedure, def));
  const [{ access, effect }] = declared as [{ access: Access; effect: Effect }];
  if (declared.some((d) => d.access !== access || d.effect !== effect)) {
    throw new Error(`${keyOf(rest)}: its procedures differ in access or effect`);
  }
  const input = def.inputs[0];
  if (all.some(({ def }) => !def.inputs[0] !== !input))
    throw new Error(`${keyOf(rest)}: its procedures differ in input`);
  if (others.length && !rest.documents) throw new Error(`${keyOf(rest)}: name the union of its bodies and replies`);
  const body = rest.documents?.body ?? input;
  const reply = rest.documents?.reply ?? def.output;
  if (!reply) throw new Error(`${keyOf(rest)}: its procedure needs an output contract`);
  const examples = all.flatMap(({ def }) => def.meta?.examples ?? []);
  return {
    method: rest.method,
    path: rest.path,
    operationId: rest.operationId,
    tag: procedure.split('.')[0]!,
    summary: rest.summary,
    ...(rest.description && { description: rest.description }),
    access,
    effect,
    procedures: all.map(({ procedure }) => procedure),
    ...(examples.length && { examples: (ids: ExampleIds) => examples.flatMap((example) => example(ids)) }),
    ...(def.meta?.refuses !== undefined && { refuses: def.meta.refuses }),
    ...(body && rest.method !== 'get' && { body: { json: body } }),
    ...(input && rest.method === 'get' && { query: input as z.ZodObject }),
    reply: { json: reply, description: rest.reply },
    ...(rest.errors && { errors: rest.errors }),
  };
}

/** A GET's input is its query (none when it has none), a POST's or DELETE's the JSON body (`{}` when it has none). */
function inputOf(route: RestRoute): (req: Request) => unknown {
  if (route.method !== 'get') return (req) => req.body ?? {};
  return route.query ? (req) => req.query : () => undefined;
}

/** The Express handler of a procedure route. */
export function procedureRouteHandler(services: Services, route: ProcedureRoute): RequestHandler {
  return runProcedure(
    services,
    inputOf(route.doc),
    (input) => route.choices.find((choice) => !choice.takes || choice.takes(input))!.procedure,
  );
}
