import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { perOwner } from '../../../shared/domain/per-owner';
import type { Database } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import { Lru } from '../../lib/lru';

export const SESSION_COOKIE = 'basera_session';

// The cookie carries a random token; the table keeps only its hash, so a leaked database backup
// cannot be replayed as sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

type Found = { sessionId: string; user: UserRow };

// Every authenticated request looks its session up; a short-lived memo per database spares the
// database most of them. Revocation in this process clears the entry at once; another server
// process sharing the database sees a revocation within SESSION_MEMO_MS.
const SESSION_MEMO_MS = 30_000;
const SESSION_MEMO_SIZE = 10_000;
const memoFor = perOwner<Database, Lru<string, { found: Found; until: number }>>(() => new Lru(SESSION_MEMO_SIZE));

export async function findSessionUser(db: Database, token: string): Promise<Found | undefined> {
  const id = hashToken(token);
  const memo = memoFor(db);
  const now = Date.now();
  const hit = memo.get(id);
  if (hit && hit.until > now) return hit.found;
  memo.delete(id);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  const found = { sessionId: id, user: row.user };
  // Never past the session's own expiry.
  const until = Math.min(now + SESSION_MEMO_MS, row.expiresAt.getTime());
  memo.set(id, { found, until });
  return found;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  memoFor(db).delete(sessionId);
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a person (an erased account): revoked in the database, and forgotten by
 * this process's memo at once (another process sees it within SESSION_MEMO_MS).
 */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  memoFor(db).deleteWhere((entry) => entry.found.user.id === userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
