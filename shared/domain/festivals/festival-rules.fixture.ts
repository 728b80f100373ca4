import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type Festival, festivalSchema } from '../dataset/event-schema';

/**
 * The curated rules (server/data/events/festivals.json), for the tests that prove them. Read from the
 * file rather than imported: shared/ imports no server code, and only the tests need the data.
 */
export function readFestivalRules(): Festival[] {
  const path = new URL('../../../server/data/events/festivals.json', import.meta.url);
  return z.array(festivalSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
}
