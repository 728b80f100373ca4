import type { DeletableKind } from '../../../shared/contracts/privacy';
import type { UserRow } from '../../db/schema';
import type { Erasure } from '../../lib/personal-data';
import type { Services } from '../../services';
import { markConsentWithdrawn } from './consent-store';
import { type HolderDeps, PERSONAL_DATA } from './holders';

// Erasure (DPDP Act 2023, s. 12): a kind of data, what depended on a withdrawn consent, or the whole
// account, by every feature that holds some of it (holders.ts), in three steps: what lies outside
// the database (kept files; then, for the account, the sessions), where a refusal stops everything
// before any row changes; the rows, in one transaction; then what a process remembers, and the
// sign-in record. The completeness of "delete my account" is proven by enumerating the schema
// (privacy.test.ts).

async function erase(deps: HolderDeps, person: UserRow, erasure: Erasure): Promise<void> {
  const holders = PERSONAL_DATA.filter((holder) => erasure === 'account' || holder.kinds.includes(erasure));
  for (const holder of holders) await holder.beforeErase?.(deps, person, erasure);
  await deps.db.transaction(async (tx) => {
    for (const holder of holders) await holder.erase(tx, person, erasure);
  });
  for (const holder of holders) await holder.afterErase?.(deps, person, erasure);
}

export async function deleteKind(deps: HolderDeps, person: UserRow, kind: DeletableKind): Promise<void> {
  await erase(deps, person, kind);
}

/** Withdrawal of the consent to the timeline analysis: what depended on it (analyses, persona, kept files) goes with it. */
export async function withdrawConsent(deps: HolderDeps & Pick<Services, 'clock'>, person: UserRow): Promise<void> {
  await erase(deps, person, 'analyses');
  await markConsentWithdrawn(deps.db, person.id, deps.clock.now());
}

/**
 * Erases the account: every holder's data of the person (kept files from the store, their rows,
 * enquiries sent with their e-mail, counters of their requests), their sessions ended, and the
 * sign-in record where we created it (the Auth emulator; a real project with admin credentials).
 */
export async function deleteAccount(deps: HolderDeps, person: UserRow): Promise<void> {
  await erase(deps, person, 'account');
}
