import { and, asc, count, eq, isNotNull, max } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { timelineAnalyses, type UserRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { PersonalData } from '../../lib/personal-data';
import type { FileStore } from './file-store';
import { expireAnalyses, keptFileNotices } from './retention';
import { forgetKeptFiles } from './timeline-store';

type Deps = { db: Database; fileStore: FileStore; logger: Logger };

/**
 * Removes the person's kept files from the store. Files go before rows: if the store refuses,
 * nothing else changes and the person is told, rather than a row forgetting a copy still stored.
 */
async function removeKeptFiles(deps: Deps, person: Pick<UserRow, 'id'>): Promise<void> {
  const kept = await deps.db
    .select({ cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(and(eq(timelineAnalyses.userId, person.id), isNotNull(timelineAnalyses.fileCid)));
  for (const { cid } of kept) {
    try {
      await deps.fileStore.delete(cid!);
    } catch (error) {
      deps.logger.warn({ err: error, cid }, 'a kept file could not be deleted');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Your kept files could not be deleted just now, so nothing was deleted. Please try again in a minute.',
        { cause: error },
      );
    }
  }
}

/** Timeline analyses (never the history itself), and the files kept with them, encrypted, in the FileStore. */
export const uploadsPersonalData: PersonalData<Deps> = {
  name: 'uploads',
  tables: [timelineAnalyses],
  kinds: ['analyses', 'keptFiles'],
  async summarise(db, person) {
    const mine = eq(timelineAnalyses.userId, person.id);
    const counted = { n: count(), at: max(timelineAnalyses.createdAt) };
    const [[analyses], [kept]] = await Promise.all([
      db.select(counted).from(timelineAnalyses).where(mine),
      db
        .select(counted)
        .from(timelineAnalyses)
        .where(and(mine, isNotNull(timelineAnalyses.fileCid))),
    ]);
    return {
      analyses: { count: analyses?.n ?? 0, latest: analyses?.at ?? null },
      keptFiles: { count: kept?.n ?? 0, latest: kept?.at ?? null },
    };
  },
  async export(db, person) {
    const rows = await db
      .select()
      .from(timelineAnalyses)
      .where(eq(timelineAnalyses.userId, person.id))
      .orderBy(asc(timelineAnalyses.createdAt));
    return {
      analyses: rows.map((a) => ({
        id: a.id,
        createdAt: a.createdAt.toISOString(),
        analysis: a.analysis,
        keptFile: a.fileCid
          ? { cid: a.fileCid, store: a.fileStore, download: `/api/timeline/analyses/${a.id}/file` }
          : null,
      })),
    };
  },
  async beforeErase(deps, person, erasure) {
    if (erasure === 'analyses' || erasure === 'keptFiles' || erasure === 'account') await removeKeptFiles(deps, person);
  },
  async erase(tx, person, erasure) {
    if (erasure === 'keptFiles') await forgetKeptFiles(tx, person.id);
    if (erasure === 'analyses' || erasure === 'account') {
      await tx.delete(timelineAnalyses).where(eq(timelineAnalyses.userId, person.id));
    }
  },
  retentionNotices: keptFileNotices,
  applyRetention: expireAnalyses,
};
