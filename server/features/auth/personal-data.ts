import { asc, eq, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';
import type { IdentityVerifier } from './identity-verifier';
import { endAllSessions } from './sessions';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The account (Google sign-in's name, e-mail and picture, the Firebase uid) and its sessions. Erased
 * last: its sessions end before any row goes, the users row after every other feature's rows, and
 * then the sign-in record where we created it (the Auth emulator; a real project with admin
 * credentials).
 */
export const authPersonalData: PersonalData<{ db: Database; identity: IdentityVerifier; logger: Logger }> = {
  name: 'auth',
  tables: [users, sessions],
  kinds: ['account'],
  summarise: async (_db, person) => ({ account: { count: 1, latest: person.lastLoginAt } }),
  async export(db, person) {
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, person.id))
      .orderBy(asc(sessions.createdAt));
    return {
      account: {
        id: person.id,
        email: person.email,
        displayName: person.displayName,
        createdAt: person.createdAt.toISOString(),
        lastLoginAt: person.lastLoginAt.toISOString(),
      },
      sessions: rows.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        revokedAt: iso(s.revokedAt),
      })),
    };
  },
  async beforeErase({ db }, person, erasure) {
    // Ended first, in the database and in this process's memo: no request of theirs starts meanwhile.
    if (erasure === 'account') await endAllSessions(db, person.id);
  },
  async erase(tx, person, erasure) {
    if (erasure !== 'account') return;
    await tx.delete(sessions).where(eq(sessions.userId, person.id));
    await tx.delete(users).where(eq(users.id, person.id));
  },
  async afterErase({ identity, logger }, person, erasure) {
    if (erasure !== 'account') return;
    const removed = await identity.deleteUser(person.firebaseUid);
    if (removed.outcome === 'not-permitted') {
      logger.warn({ reason: removed.reason }, 'the sign-in record could not be removed from Firebase');
    }
  },
};

/** The ids of accounts nobody has signed in to since `cutoff`, as a subquery (retention). */
export const usersIdleSince = (db: Database, cutoff: Date) =>
  db.select({ id: users.id }).from(users).where(lt(users.lastLoginAt, cutoff));
