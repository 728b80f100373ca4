import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { timelineAnalyses, type UserRow } from '../../db/schema';
import { addUtcMonths } from '../../lib/clock';
import type { RetentionNotice, RetentionSettings } from '../../lib/personal-data';
import { usersIdleSince } from '../auth';
import type { FileStore } from './file-store';
import { forgetKeptFile } from './timeline-store';

// Retention (DPDP Act 2023, s. 8(7): erase when the purpose is served): a kept timeline file goes
// after RETENTION_KEPT_FILE_MONTHS, and the analyses of an account unused for
// RETENTION_INACTIVE_MONTHS go too. The privacy feature's daily job runs it, on one instance for
// all; the person is told on the Your data page (and the finder) RETENTION_NOTICE_DAYS ahead.

const DAY_MS = 86_400_000;

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

const dayText = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The person's kept files that will be removed within the notice period, told in plain words. */
export async function keptFileNotices(
  db: Database,
  person: Pick<UserRow, 'id'>,
  settings: RetentionSettings,
  now: Date,
): Promise<RetentionNotice[]> {
  const kept = await db
    .select({ id: timelineAnalyses.id, createdAt: timelineAnalyses.createdAt })
    .from(timelineAnalyses)
    .where(and(eq(timelineAnalyses.userId, person.id), isNotNull(timelineAnalyses.fileCid)));
  return kept.flatMap(({ id, createdAt }) => {
    const removeOn = addUtcMonths(createdAt, settings.keptFileMonths);
    if (removeOn.getTime() - now.getTime() > settings.noticeDays * DAY_MS) return [];
    return [
      {
        kind: 'keptFile' as const,
        analysisId: id,
        removeOn: removeOn.toISOString().slice(0, 10),
        text: `Your kept timeline file from ${dayText(createdAt)} will be deleted on ${dayText(removeOn)}, ${monthsText(settings.keptFileMonths)} after you uploaded it. Download it before then if you want a copy; the analysis stays.`,
      },
    ];
  });
}

/** Removes the kept files and analyses that outlived their period; how many of each went. */
export async function expireAnalyses(
  deps: { db: Database; fileStore: FileStore; logger: Logger },
  settings: RetentionSettings,
  now: Date,
): Promise<{ keptFiles: number; analyses: number }> {
  const { db, fileStore } = deps;
  const expired = await db
    .select({ id: timelineAnalyses.id, userId: timelineAnalyses.userId, cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(
      and(
        isNotNull(timelineAnalyses.fileCid),
        lt(timelineAnalyses.createdAt, addUtcMonths(now, -settings.keptFileMonths)),
      ),
    );
  let keptFiles = 0;
  for (const { id, userId, cid } of expired) {
    try {
      await fileStore.delete(cid!);
    } catch (error) {
      // Tried again tomorrow: the analysis keeps pointing at the file until it is really gone.
      deps.logger.warn({ err: error, cid }, 'retention: a kept file could not be deleted');
      continue;
    }
    await forgetKeptFile(db, userId, id);
    keptFiles++;
  }
  const stale = await db
    .select({ id: timelineAnalyses.id, cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(inArray(timelineAnalyses.userId, usersIdleSince(db, addUtcMonths(now, -settings.inactiveMonths))));
  let analyses = 0;
  for (const { id, cid } of stale) {
    if (cid) {
      try {
        await fileStore.delete(cid);
      } catch (error) {
        deps.logger.warn({ err: error, cid }, 'retention: a kept file could not be deleted');
        continue;
      }
    }
    await db.delete(timelineAnalyses).where(eq(timelineAnalyses.id, id));
    analyses++;
  }
  return { keptFiles, analyses };
}
