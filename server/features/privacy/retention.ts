import type { DataSummary } from '../../../shared/contracts/privacy';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { startLeasedJob } from '../../lib/job-lease';
import type { RetentionSettings } from '../../lib/personal-data';
import { type HolderDeps, PERSONAL_DATA } from './holders';

// Retention (DPDP Act 2023, s. 8(7): erase when the purpose is served; docs/privacy.md, "For how
// long"): each feature says what of a person's data lapses and removes it (a kept file after
// RETENTION_KEPT_FILE_MONTHS; analyses and persona of an account unused for
// RETENTION_INACTIVE_MONTHS); this is the daily job that runs them, on one instance for all, and
// the notice the person is given RETENTION_NOTICE_DAYS ahead.

/** What will be removed within the notice period, told in plain words, from every holder. */
export async function retentionNotices(
  db: Database,
  person: UserRow,
  settings: RetentionSettings,
  now: Date,
): Promise<DataSummary['retention']> {
  const notices = await Promise.all(
    PERSONAL_DATA.map((holder) => holder.retentionNotices?.(db, person, settings, now) ?? []),
  );
  return notices.flat();
}

/** Removes what has outlived its period, holder by holder; how many of each went. */
export async function applyRetention(
  deps: HolderDeps,
  settings: RetentionSettings,
  now: Date,
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const holder of PERSONAL_DATA) Object.assign(removed, await holder.applyRetention?.(deps, settings, now));
  return removed;
}

/** The daily run, by whichever instance holds the lease; `everyMs` 0 turns it off. */
export function startRetentionJob(
  deps: HolderDeps,
  settings: RetentionSettings & { everyMs: number },
  now: () => Date = () => new Date(),
) {
  return startLeasedJob({
    db: deps.db,
    logger: deps.logger,
    name: 'retention',
    everyMs: settings.everyMs,
    // A minute after start: a restart storm does not become a retention storm.
    firstAfterMs: Math.min(60_000, settings.everyMs),
    leaseMs: Math.max(settings.everyMs, 60_000),
    async run() {
      const removed = await applyRetention(deps, settings, now());
      if (Object.values(removed).some((n) => n > 0)) {
        deps.logger.info(removed, 'retention: removed what outlived its period');
      }
      return removed;
    },
  });
}
