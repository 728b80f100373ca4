import { and, desc, eq, isNull } from 'drizzle-orm';
import { CONSENT_NOTICE_VERSION, type Consent } from '../../../shared/contracts/privacy';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema';
import { AppError } from '../../errors/app-error';

type Row = typeof consents.$inferSelect;

export const toConsent = (row: Row): Consent => ({
  purpose: row.purpose,
  noticeVersion: row.noticeVersion,
  givenAt: row.givenAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** The person's newest consent to the timeline analysis, withdrawn or not; null if never given. */
export async function latestConsent(db: Database, userId: string): Promise<Consent | null> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, 'timeline-analysis')))
    .orderBy(desc(consents.givenAt))
    .limit(1);
  return row ? toConsent(row) : null;
}

/**
 * Records a consent to the notice's current version (a new row: the history is the record), at the
 * server's clock's time, as the person is told it: not the database's, which a test's clock cannot set.
 */
export async function giveConsent(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .insert(consents)
    .values({ userId, purpose: 'timeline-analysis', noticeVersion: CONSENT_NOTICE_VERSION, givenAt: at });
}

export async function markConsentWithdrawn(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
}

export const CONSENT_REQUIRED = 'Please read the notice about your location history and agree to it before uploading.';

/** Refuses an upload from someone who has not accepted the current notice (or withdrew it). */
export async function requireTimelineConsent(db: Database, userId: string): Promise<void> {
  const consent = await latestConsent(db, userId);
  if (!consent || consent.withdrawnAt || consent.noticeVersion !== CONSENT_NOTICE_VERSION) {
    throw new AppError('CONFLICT', CONSENT_REQUIRED, { fields: { consent: CONSENT_REQUIRED } });
  }
}
