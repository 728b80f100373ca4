import { and, asc, count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { DataExport, DataKind, DataSummary } from '../../../shared/contracts/privacy';
import type { Database } from '../../db/client';
import {
  businessEnquiries,
  chatMessages,
  consents,
  sessions,
  timelineAnalyses,
  type UserRow,
  userPreferences,
  userProfiles,
  userRecommendations,
  userSelections,
} from '../../db/schema';
import { toConsent } from './consent-store';
import { type RetentionSettings, retentionNotices } from './retention';

// Everything Basera holds about one person, by kind (docs/privacy.md): counted for the Your data
// page, and read whole for the download.

const KINDS: Record<DataKind, { label: string; purpose: string }> = {
  account: {
    label: 'Account',
    purpose: 'Your name, e-mail and picture from Google sign-in, and your sessions: to know it is you.',
  },
  searches: {
    label: 'Preferences and searches',
    purpose: "The finder's answers and your last search: to show your results again and personalise places and events.",
  },
  analyses: {
    label: 'Timeline analyses and persona',
    purpose: 'What we worked out from your location history (never the history itself), and your persona.',
  },
  keptFiles: {
    label: 'Kept timeline files',
    purpose: 'Encrypted copies of location-history files you chose to keep, for you to download.',
  },
  chat: { label: 'Assistant conversation', purpose: "Your questions and the assistant's answers, to show them again." },
  selection: {
    label: 'Selected neighbourhood',
    purpose: 'The neighbourhood you chose, for the places and events pages.',
  },
  enquiries: {
    label: 'Business enquiries',
    purpose: 'Messages sent from the business pages with your e-mail address, to answer them.',
  },
};

/** Enquiries are sent from public forms: they are the person's when they carry the account's e-mail. */
export const enquiriesOf = (user: Pick<UserRow, 'email'>) =>
  sql`lower(${businessEnquiries.email}) = lower(${user.email ?? ''})`;

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);
const latestOf = (...dates: (Date | string | null | undefined)[]) =>
  dates
    .map(iso)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

export async function summariseData(
  db: Database,
  user: UserRow,
  retention: RetentionSettings,
  now: Date,
): Promise<DataSummary> {
  const id = user.id;
  const [prefs, search, analyses, kept, chat, selection, enquiries, persona, consent] = await Promise.all([
    db.select({ at: userPreferences.updatedAt }).from(userPreferences).where(eq(userPreferences.userId, id)),
    db
      .select({ at: userRecommendations.createdAt })
      .from(userRecommendations)
      .where(eq(userRecommendations.userId, id)),
    db
      .select({ n: count(), at: max(timelineAnalyses.createdAt) })
      .from(timelineAnalyses)
      .where(eq(timelineAnalyses.userId, id)),
    db
      .select({ n: count(), at: max(timelineAnalyses.createdAt) })
      .from(timelineAnalyses)
      .where(and(eq(timelineAnalyses.userId, id), isNotNull(timelineAnalyses.fileCid))),
    db
      .select({ n: count(), at: max(chatMessages.createdAt) })
      .from(chatMessages)
      .where(eq(chatMessages.userId, id)),
    db.select({ at: userSelections.selectedAt }).from(userSelections).where(eq(userSelections.userId, id)),
    user.email
      ? db
          .select({ n: count(), at: max(businessEnquiries.createdAt) })
          .from(businessEnquiries)
          .where(enquiriesOf(user))
      : Promise.resolve([{ n: 0, at: null }]),
    db.select({ at: userProfiles.updatedAt }).from(userProfiles).where(eq(userProfiles.userId, id)),
    db.select().from(consents).where(eq(consents.userId, id)).orderBy(desc(consents.givenAt)).limit(1),
  ]);
  const counts: Record<DataKind, { count: number; latest: string | null }> = {
    account: { count: 1, latest: iso(user.lastLoginAt) },
    searches: { count: prefs.length + search.length, latest: latestOf(prefs[0]?.at, search[0]?.at) },
    analyses: { count: (analyses[0]?.n ?? 0) + persona.length, latest: latestOf(analyses[0]?.at, persona[0]?.at) },
    keptFiles: { count: kept[0]?.n ?? 0, latest: latestOf(kept[0]?.at) },
    chat: { count: chat[0]?.n ?? 0, latest: latestOf(chat[0]?.at) },
    selection: { count: selection.length, latest: latestOf(selection[0]?.at) },
    enquiries: { count: enquiries[0]?.n ?? 0, latest: latestOf(enquiries[0]?.at) },
  };
  return {
    kinds: (Object.keys(KINDS) as DataKind[]).map((kind) => ({ kind, ...KINDS[kind], ...counts[kind] })),
    consent: consent[0] ? toConsent(consent[0]) : null,
    retention: await retentionNotices(db, id, retention, now),
  };
}

export async function exportData(db: Database, user: UserRow, now: Date): Promise<DataExport> {
  const id = user.id;
  const [consentRows, sessionRows, prefs, search, persona, selection, analyses, chat, enquiries] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, id)).orderBy(asc(consents.givenAt)),
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt)),
    db.select().from(userPreferences).where(eq(userPreferences.userId, id)),
    db.select().from(userRecommendations).where(eq(userRecommendations.userId, id)),
    db.select().from(userProfiles).where(eq(userProfiles.userId, id)),
    db.select().from(userSelections).where(eq(userSelections.userId, id)),
    db.select().from(timelineAnalyses).where(eq(timelineAnalyses.userId, id)).orderBy(asc(timelineAnalyses.createdAt)),
    db.select().from(chatMessages).where(eq(chatMessages.userId, id)).orderBy(asc(chatMessages.createdAt)),
    user.email ? db.select().from(businessEnquiries).where(enquiriesOf(user)) : Promise.resolve([]),
  ]);
  return {
    exportedAt: now.toISOString(),
    notice:
      'Everything Basera holds about you, as of the date above. Kept timeline files are downloaded (decrypted) from each analysis\'s "download" address while you are signed in.',
    account: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt.toISOString(),
    },
    consents: consentRows.map(toConsent),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
    })),
    preferences: prefs[0]?.preferences ?? null,
    lastSearch: search[0]?.input ?? null,
    persona: persona[0]?.persona ?? null,
    selection: selection[0] ? { localityId: selection[0].localityId, neighbourhood: selection[0].neighbourhood } : null,
    analyses: analyses.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      analysis: a.analysis,
      keptFile: a.fileCid
        ? { cid: a.fileCid, store: a.fileStore, download: `/api/timeline/analyses/${a.id}/file` }
        : null,
    })),
    chat: chat.map((m) => ({ sender: m.sender, text: m.text, createdAt: m.createdAt.toISOString() })),
    enquiries,
  };
}
