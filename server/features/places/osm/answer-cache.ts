import { eq } from 'drizzle-orm';
import type { OverpassElement } from '../../../../shared/contracts/overpass';
import type { Database } from '../../../db/client';
import { overpassAnswers } from '../../../db/schema';

/** Overpass answers by query key, kept where every instance reads them (the database in production). */
export interface OverpassAnswerCache {
  /** The answer stored under `key`, if it was fetched within `maxAgeMs`. */
  get(key: string, maxAgeMs: number): Promise<{ elements: OverpassElement[]; fetchedAt: Date } | null>;
  put(key: string, elements: OverpassElement[], fetchedAt: Date): Promise<void>;
}

export function createDatabaseAnswerCache(db: Database, now: () => number = Date.now): OverpassAnswerCache {
  return {
    async get(key, maxAgeMs) {
      const [row] = await db.select().from(overpassAnswers).where(eq(overpassAnswers.key, key));
      if (!row || now() - row.fetchedAt.getTime() > maxAgeMs) return null;
      return { elements: row.elements, fetchedAt: row.fetchedAt };
    },
    async put(key, elements, fetchedAt) {
      await db
        .insert(overpassAnswers)
        .values({ key, elements, fetchedAt })
        .onConflictDoUpdate({ target: overpassAnswers.key, set: { elements, fetchedAt } });
    },
  };
}

/** For scripts that run without a database: answers kept in this process only. */
export function createMemoryAnswerCache(now: () => number = Date.now): OverpassAnswerCache {
  const answers = new Map<string, { elements: OverpassElement[]; fetchedAt: Date }>();
  return {
    async get(key, maxAgeMs) {
      const hit = answers.get(key);
      return hit && now() - hit.fetchedAt.getTime() <= maxAgeMs ? hit : null;
    },
    async put(key, elements, fetchedAt) {
      answers.set(key, { elements, fetchedAt });
    },
  };
}
