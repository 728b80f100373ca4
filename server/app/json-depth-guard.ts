import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

/** Far more than any input nests (a preference's travel mode is 4 levels deep; a tRPC batch adds 1). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests objects and arrays more than `max` levels deep; walked without recursion. */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (!node || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with a 400. tRPC's Express adapter writes
 * the parsed body out again with JSON.stringify, which recurses: a body a few thousand levels deep
 * (20 KB of `[`) overflowed the stack there, a 500 for anyone (found by
 * input-fuzzing.test.ts). Mounted after express.json, so for the REST routes too.
 */
export const jsonDepthGuard: RequestHandler = (req, _res, next) => {
  if (isNestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
    next(new AppError('BAD_REQUEST', `Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`));
  } else next();
};
