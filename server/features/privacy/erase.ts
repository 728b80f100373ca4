import { and, eq, isNotNull } from 'drizzle-orm';
import type { DeletableKind } from '../../../shared/contracts/privacy';
import {
  businessEnquiries,
  chatMessages,
  timelineAnalyses,
  type UserRow,
  userPreferences,
  userProfiles,
  userRecommendations,
  userSelections,
  users,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { eraseCounters } from '../../lib/db-rate-limiter';
import type { Services } from '../../services';
import { endAllSessions } from '../auth';
import { forgetKeptFile } from '../uploads';
import { markConsentWithdrawn } from './consent-store';
import { enquiriesOf } from './person-data';

// Erasure (DPDP Act 2023, s. 12): a kind of data, what depended on a withdrawn consent, or the whole
// account. Files go first: if the store refuses, nothing else changes and the person is told, rather
// than a row forgetting a copy that is still stored. The completeness of "delete my account" is
// proven by enumerating the schema (privacy.test.ts).

type Deps = Pick<Services, 'db' | 'fileStore' | 'logger'>;

/**
 * Removes the person's kept files from the store, and returns the analyses that pointed at them;
 * changing those rows is the caller's.
 */
async function deleteKeptFiles(deps: Deps, userId: string): Promise<string[]> {
  const kept = await deps.db
    .select({ id: timelineAnalyses.id, cid: timelineAnalyses.fileCid })
    .from(timelineAnalyses)
    .where(and(eq(timelineAnalyses.userId, userId), isNotNull(timelineAnalyses.fileCid)));
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
  return kept.map((k) => k.id);
}

async function deleteAnalyses(deps: Deps, userId: string): Promise<void> {
  await deleteKeptFiles(deps, userId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(timelineAnalyses).where(eq(timelineAnalyses.userId, userId));
    await tx.delete(userProfiles).where(eq(userProfiles.userId, userId));
  });
}

export async function deleteKind(deps: Deps, user: UserRow, kind: DeletableKind): Promise<void> {
  const { db } = deps;
  const id = user.id;
  switch (kind) {
    case 'searches':
      await db.transaction(async (tx) => {
        await tx.delete(userPreferences).where(eq(userPreferences.userId, id));
        await tx.delete(userRecommendations).where(eq(userRecommendations.userId, id));
      });
      return;
    case 'analyses':
      return deleteAnalyses(deps, id);
    case 'keptFiles':
      for (const analysisId of await deleteKeptFiles(deps, id)) await forgetKeptFile(db, id, analysisId);
      return;
    case 'chat':
      await db.delete(chatMessages).where(eq(chatMessages.userId, id));
      return;
    case 'selection':
      await db.delete(userSelections).where(eq(userSelections.userId, id));
      return;
    case 'enquiries':
      if (user.email) await db.delete(businessEnquiries).where(enquiriesOf(user));
      return;
  }
}

/** Withdrawal of the consent to the timeline analysis: what depended on it goes with it. */
export async function withdrawConsent(deps: Deps & Pick<Services, 'clock'>, userId: string): Promise<void> {
  await deleteAnalyses(deps, userId);
  await markConsentWithdrawn(deps.db, userId, deps.clock.now());
}

/**
 * Erases the account: kept files from the store, every row tied to the person (the users row's
 * cascade takes sessions, preferences, searches, selection, persona, analyses, chat and consents),
 * enquiries sent with their e-mail, counters keyed by their id, and the sign-in record where we
 * created it (the Auth emulator; a real project with admin credentials).
 */
export async function deleteAccount(deps: Deps & Pick<Services, 'identity'>, user: UserRow): Promise<void> {
  await deleteKeptFiles(deps, user.id);
  await endAllSessions(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    if (user.email) await tx.delete(businessEnquiries).where(enquiriesOf(user));
    await eraseCounters(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  const removed = await deps.identity.deleteUser(user.firebaseUid);
  if (removed.outcome === 'not-permitted') {
    deps.logger.warn({ reason: removed.reason }, 'the sign-in record could not be removed from Firebase');
  }
}
