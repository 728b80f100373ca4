import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DataSummary } from '../../../shared/contracts/privacy';
import type { Database } from '../../db/client';
import { timelineAnalyses, users } from '../../db/schema';
import { holdLease } from '../../lib/job-lease';
import { type FileStore, forgetKeptFile } from '../uploads';

// Retention (DPDP Act 2023, s. 8(7): erase when the purpose is served): a kept timeline file goes
// after RETENTION_KEPT_FILE_MONTHS, and the analyses of an account unused for
// RETENTION_INACTIVE_MONTHS go too. A daily job, run by one instance for all; the person is told on
// the Your data page (and the finder) RETENTION_NOTICE_DAYS ahead.

export interface RetentionSettings {
  keptFileMonths: number;
  inactiveMonths: number;
  noticeDays: number;
}

const DAY_MS = 86_400_000;

/** `date` plus whole calendar months (UTC). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

const dayText = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** What will be removed within the notice period, told in plain words. */
export async function retentionNotices(
  db: Database,
  userId: string,
  settings: RetentionSettings,
  now: Date,
): Promise<DataSummary['retention']> {
  const kept = await db
    .select({ id: timelineAnalyses.id, createdAt: timelineAnalyses.createdAt })
    .from(timelineAnalyses)
    .where(and(eq(timelineAnalyses.userId, userId), isNotNull(timelineAnalyses.fileCid)));
  return kept.flatMap(({ id, createdAt }) => {
    const removeOn = addMonths(createdAt, settings.keptFileMonths);
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

/** Removes what has outlived its period; returns how many files and analyses went. */
export async function applyRetention(
  deps: { db: Database; fileStore: FileStore; logger: Logger },
  settings: RetentionSettings,
  now: Date,
): Promise<{ keptFiles: number; analyses: number }> {
  const { db, fileStore } = deps;
  const fileCutoff = addMonths(now, -settings.keptFileMonths);
  const expired = await db
    .select({ id: timelineAnalyses.id, userId: timelineAnalyses.userId, cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(and(isNotNull(timelineAnalyses.fileCid), lt(timelineAnalyses.createdAt, fileCutoff)));
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
  const inactive = db
    .select({ id: users.id })
    .from(users)
    .where(lt(users.lastLoginAt, addMonths(now, -settings.inactiveMonths)));
  const stale = await db
    .select({ id: timelineAnalyses.id, cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(inArray(timelineAnalyses.userId, inactive));
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

/** The daily run: by whichever instance holds the lease; `everyMs` 0 turns it off. */
export function startRetentionJob(
  deps: { db: Database; fileStore: FileStore; logger: Logger },
  settings: RetentionSettings & { everyMs: number },
  now: () => Date = () => new Date(),
): { run(): Promise<{ keptFiles: number; analyses: number } | null>; stop(): void } {
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    if (!(await holdLease(deps.db, 'retention', holder, Math.max(settings.everyMs, 60_000)))) return null;
    const removed = await applyRetention(deps, settings, now());
    if (removed.keptFiles || removed.analyses) deps.logger.info(removed, 'retention: removed what outlived its period');
    return removed;
  };
  const tick = () => {
    run()
      .catch((error) => deps.logger.warn({ err: error }, 'retention run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, settings.everyMs).unref();
      });
  };
  // The first run a minute after start: a restart storm does not become a retention storm.
  if (settings.everyMs > 0) timer = setTimeout(tick, Math.min(60_000, settings.everyMs)).unref();
  return {
    run,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
