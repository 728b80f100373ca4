import type { AnalysisResults, Persona } from '../../shared/contracts/analysis';
import type { SelectedNeighbourhood } from '../../shared/contracts/neighbourhoods';
import type { Preferences } from '../../shared/contracts/preferences';
import type { Neighbourhood } from '../../shared/contracts/recommendations';

// spec §3: the per-user browser record under `roommate-finder`, an object keyed by user id. It is a
// cache of what the server holds (DESIGN.md); the server stays the source of truth.
export const USER_RECORD_KEY = 'roommate-finder';

/** spec §3: where the browser keeps the IPFS hash of the person's kept timeline file. */
export const ipfsHashKey = (userId: string) => `user_${userId}_ipfs_hash`;

export interface UserRecord {
  preferences?: Preferences;
  analysisResults?: AnalysisResults;
  persona?: Persona;
  recommendedNeighborhoods?: Neighbourhood[];
  selectedNeighborhood?: SelectedNeighbourhood | null;
  lastUpdated?: string;
}

function readAll(): Record<string, UserRecord> {
  const raw = localStorage.getItem(USER_RECORD_KEY);
  const parsed: unknown = raw ? JSON.parse(raw) : {};
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, UserRecord>) : {};
}

/** Merges into the user's record and stamps lastUpdated; false without a user id or on failure. */
export function saveUserData(userId: string | null | undefined, data: Partial<UserRecord>): boolean {
  if (!userId) {
    console.warn('Not saving user data without a user id');
    return false;
  }
  try {
    const all = readAll();
    all[userId] = { ...all[userId], ...data, lastUpdated: new Date().toISOString() };
    localStorage.setItem(USER_RECORD_KEY, JSON.stringify(all));
    return true;
  } catch (error) {
    console.error('Saving user data failed', error);
    return false;
  }
}

/** The user's record, or null without a user id or data. */
export function getUserData(userId: string | null | undefined): UserRecord | null {
  if (!userId) return null;
  try {
    return readAll()[userId] ?? null;
  } catch (error) {
    console.error('Reading user data failed', error);
    return null;
  }
}

/** Deletes the user's entry; false without a user id or on failure. */
export function clearUserData(userId: string | null | undefined): boolean {
  if (!userId) return false;
  try {
    const all = readAll();
    delete all[userId];
    // The last person's gone: the key goes too, so the browser holds nothing of anyone.
    if (Object.keys(all).length) localStorage.setItem(USER_RECORD_KEY, JSON.stringify(all));
    else localStorage.removeItem(USER_RECORD_KEY);
    return true;
  } catch (error) {
    console.error('Clearing user data failed', error);
    return false;
  }
}

/**
 * Everything of the person's this browser keeps beside the sign-in itself: their cached record
 * (work address, analysis with the home area, results) and the hash of their kept file. Removed at
 * logout and when their session ends, so the next person at this computer finds none of it. The local
 * accounts the sign-in chooser remembers (names and e-mails it offers) stay: they are the chooser's.
 */
export function clearPersonalData(userId: string): void {
  clearUserData(userId);
  try {
    localStorage.removeItem(ipfsHashKey(userId));
  } catch (error) {
    console.error('Clearing the kept file hash failed', error);
  }
}
