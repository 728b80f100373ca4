import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Services } from '../../services';
import { appRouter } from '../../trpc/app-router';
import { isRestEndpoint, type ProcedureMeta, type RestAlternative, type RestEndpoint } from '../../trpc/procedure-meta';
import { named, type RestRoute } from '../openapi/rest-route';
import { runProcedure } from './run-procedure';

// The REST endpoints the procedures declare (`.meta({ rest })`, server/trpc/procedure-meta.ts):
// each becomes an Express route that runs its procedure, and an operation of the OpenAPI document.

interface ProcedureDef {
  _def: { type: string; inputs: z.ZodType[]; output?: z.ZodType; meta?: ProcedureMeta };
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

const unionOf = (schemas: z.ZodType[]) => (schemas.length === 1 ? schemas[0]! : z.union(schemas));

function documentOf(endpoint: Declared<RestEndpoint>, others: Declared<RestAlternative>[]): RestRoute {
  const { procedure, def, rest } = endpoint;
  // The endpoint's own first: the document lists the body and reply it names before the others'.
  const all = [def, ...others.map(({ def }) => def)];
  const inputs = all.flatMap((d) => d.inputs.slice(0, 1));
  const outputs = [rest.reply.schema ?? def.output, ...others.map(({ def, rest }) => rest.reply?.schema ?? def.output)];
  if (outputs.some((o) => !o)) throw new Error(`${keyOf(rest)}: every procedure on it needs an output contract`);
  if (inputs.length && inputs.length !== all.length) throw new Error(`${keyOf(rest)}: its procedures differ in input`);
  const input = inputs.length ? unionOf(inputs) : undefined;
  if (input && rest.method !== 'get' && !rest.body) throw new Error(`${keyOf(rest)}: name its body`);
  return {
    method: rest.method,
    path: rest.path,
    operationId: rest.operationId,
    tag: procedure.split('.')[0]!,
    summary: rest.summary,
    ...(rest.description && { description: rest.description }),
    session: def.meta?.session === 'required' ? 'required' : (rest.session ?? 'none'),
    ...(input && rest.method !== 'get' && { body: { json: named(rest.body!, input) } }),
    ...(input && rest.method === 'get' && { query: input as z.ZodObject }),
    reply: { json: named(rest.reply.name, unionOf(outputs as z.ZodType[])), description: rest.reply.description },
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
