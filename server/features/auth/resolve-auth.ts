import { parse as parseCookie } from 'cookie';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { IdentityVerifier } from './identity-verifier';
import { findSessionUser, SESSION_COOKIE } from './sessions';
import { findUserByUid, upsertUser } from './users';

export interface RequestAuth {
  user: UserRow;
  /** Null when the caller authenticated with a bearer ID token instead of the session cookie. */
  sessionId: string | null;
  via: 'cookie' | 'bearer';
}

/**
 * Who is calling: the session cookie first, else a bearer Firebase ID token (spec §6: backend calls
 * carry `Authorization: Bearer <authToken>`). An invalid credential means "signed out", never an error,
 * so a stale token in one place cannot lock out a valid session in the other.
 */
export async function resolveAuth(
  deps: { db: Database; identity: IdentityVerifier },
  headers: { cookie?: string | undefined; authorization?: string | undefined },
): Promise<RequestAuth | null> {
  const token = headers.cookie ? parseCookie(headers.cookie)[SESSION_COOKIE] : undefined;
  if (token) {
    const found = await findSessionUser(deps.db, token);
    if (found) return { user: found.user, sessionId: found.sessionId, via: 'cookie' };
  }
  const bearer = headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) {
    try {
      const identity = await deps.identity.verifyIdToken(bearer);
      const user = (await findUserByUid(deps.db, identity.uid)) ?? (await upsertUser(deps.db, identity));
      return { user, sessionId: null, via: 'bearer' };
    } catch {
      return null;
    }
  }
  return null;
}
