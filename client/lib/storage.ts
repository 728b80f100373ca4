import type { User } from '../../shared/contracts/auth';

// Browser storage for the signed-in user (spec §3: keys `user` and `authToken`).
export const USER_KEY = 'user';
export const AUTH_TOKEN_KEY = 'authToken';

/** The spec's stored user: the backend user plus the identity token. */
export type StoredUser = User & { token?: string };

export function readStoredUser(): StoredUser | null {
  if (typeof localStorage === 'undefined') return null; // prerendering at build time: nobody is signed in
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch (error) {
    console.warn('Stored user could not be read', error);
    return null;
  }
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (user.token) localStorage.setItem(AUTH_TOKEN_KEY, user.token);
}

export function readAuthToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

/** spec §6: backend calls carry the stored authToken as a bearer token, when there is one. */
export function authHeaders(): Record<string, string> {
  const token = readAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function clearStoredAuth(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(AUTH_TOKEN_KEY);
}
