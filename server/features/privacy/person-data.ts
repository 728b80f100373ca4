import { DATA_KINDS, type DataExport, type DataKind, type DataSummary } from '../../../shared/contracts/privacy';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { KindCount, RetentionSettings } from '../../lib/personal-data';
import { latestConsent } from './consent-store';
import { PERSONAL_DATA } from './holders';
import { retentionNotices } from './retention';

// Everything Basera holds about one person, by kind (docs/privacy.md), from each feature that holds
// some of it (holders.ts): counted for the Your data page, and read whole for the download.

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

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** The holders' shares of each kind, added up: the count, and the newest date of any. */
function combine(
  shares: Partial<Record<DataKind, KindCount>>[],
): Record<DataKind, { count: number; latest: string | null }> {
  const totals = Object.fromEntries(DATA_KINDS.map((kind) => [kind, { count: 0, latest: null as string | null }]));
  for (const share of shares) {
    for (const [kind, { count, latest }] of Object.entries(share) as [DataKind, KindCount][]) {
      const total = totals[kind]!;
      total.count += count;
      const at = iso(latest);
      if (at && (!total.latest || at > total.latest)) total.latest = at;
    }
  }
  return totals as Record<DataKind, { count: number; latest: string | null }>;
}

export async function summariseData(
  db: Database,
  person: UserRow,
  retention: RetentionSettings,
  now: Date,
): Promise<DataSummary> {
  const [shares, consent, removals] = await Promise.all([
    Promise.all(PERSONAL_DATA.map((holder) => holder.summarise(db, person))),
    latestConsent(db, person.id),
    retentionNotices(db, person, retention, now),
  ]);
  const counts = combine(shares);
  return {
    kinds: DATA_KINDS.map((kind) => ({ kind, ...KINDS[kind], ...counts[kind] })),
    consent,
    retention: removals,
  };
}

export async function exportData(db: Database, person: UserRow, now: Date): Promise<DataExport> {
  const parts = await Promise.all(PERSONAL_DATA.map((holder) => holder.export(db, person)));
  // Every part of the contract comes from one holder; the procedure's output check refuses a gap.
  return Object.assign(
    {
      exportedAt: now.toISOString(),
      notice:
        'Everything Basera holds about you, as of the date above. Kept timeline files are downloaded (decrypted) from each analysis\'s "download" address while you are signed in.',
    },
    ...parts,
  ) as DataExport;
}
