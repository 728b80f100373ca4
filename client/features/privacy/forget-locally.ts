import type { DeletableKind } from '../../../shared/contracts/privacy';
import { ipfsHashKey, saveUserData, type UserRecord } from '../../lib/user-record';

// The browser's record is a cache of what the server holds (client/lib/user-record.ts): what the
// person deleted there must not come back from here (the finder starts from cached preferences).
const CACHED: Partial<Record<DeletableKind, (keyof UserRecord)[]>> = {
  searches: ['preferences', 'recommendedNeighborhoods'],
  analyses: ['analysisResults', 'persona'],
  selection: ['selectedNeighborhood'],
};

/** Drops the browser's copies of the kinds deleted on the server. */
export function forgetLocally(userId: string, kinds: readonly DeletableKind[]): void {
  const fields = kinds.flatMap((kind) => CACHED[kind] ?? []);
  if (fields.length) saveUserData(userId, Object.fromEntries(fields.map((field) => [field, undefined])));
  // Analyses take their kept files with them.
  if (kinds.includes('keptFiles') || kinds.includes('analyses')) localStorage.removeItem(ipfsHashKey(userId));
}
