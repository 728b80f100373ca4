import type { Express } from 'express';
import type { z } from 'zod';
import { declarationOf, type ProcedureDef } from '../app/rest/procedure-routes';
import { appRouter } from '../trpc/app-router';
import type { Access, Effect, ExampleIds } from '../trpc/procedure-meta';

/** A piece of Express 5's router (the `router` package); only what the walk reads. */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  slash?: boolean;
  rawPath?: unknown;
}

/**
 * `GET /api/x/:id` for every /api route registered in the app, however deep the routers nest, as
 * Express writes the path. The tests that must cover every route and procedure (the OpenAPI
 * document, the authorisation table, the input fuzzing) compare against these, so a new one fails them.
 */
export function registeredRestRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
            found.push(`${method.toUpperCase()} ${prefix + path}`);
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, layer.slash || typeof layer.rawPath !== 'string' ? prefix : prefix + layer.rawPath);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((route) => route.split(' ')[1]!.startsWith('/api/')).sort();
}

export interface RegisteredProcedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The zod contract of its input; none when it takes no input. */
  input: z.ZodType | undefined;
  /** Who may call it and what a call changes, as its meta declares (server/trpc/procedure-meta.ts). */
  access: Access;
  effect: Effect;
  /** Its declared examples, or none (a procedure without input has none). */
  examples: (ids: ExampleIds) => unknown[];
  refuses: unknown;
  /** The REST endpoint it answers at, when it declares one (`POST /api/places/recommendations`). */
  rest: string | undefined;
}

/**
 * Every procedure of the tRPC app router, by its dotted path (`chat.ask`), with what it declares.
 * Throws for one that does not say who may call it or what it changes.
 */
export function registeredProcedures(): RegisteredProcedure[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures).map(([path, { _def }]) => {
    const rest = _def.meta?.rest;
    return {
      path,
      type: _def.type,
      input: _def.inputs[0],
      ...declarationOf(path, _def),
      examples: _def.meta?.examples ?? (() => []),
      refuses: _def.meta?.refuses,
      rest: rest && `${rest.method.toUpperCase()} ${rest.path}`,
    };
  });
}
