import type { AnalysisResults, Persona } from '../../shared/contracts/analysis';
import type { SelectedNeighbourhood } from '../../shared/contracts/neighbourhoods';
import type { Preferences } from '../../shared/contracts/preferences';
import type { Neighbourhood } from '../../shared/contracts/recommendations';

// spec §3: the per-user browser record under `roommate-finder`, an object keyed by user id. It is a
// cache of what the server holds (DESIGN.md); the server stays the source of truth.
export const USER_RECORD_KEY = 'roommate-finder';

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
    localStorage.setItem(USER_RECORD_KEY, JSON.stringify(all));
    return true;
  } catch (error) {
    console.error('Clearing user data failed', error);
    return false;
  }
}
