import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { VerifiedIdentity } from './identity-verifier';

/** Creates the user on first sign-in and refreshes name, e-mail and picture on later ones. */
export async function upsertUser(db: Database, identity: VerifiedIdentity): Promise<UserRow> {
  const values = {
    firebaseUid: identity.uid,
    email: identity.email,
    displayName: identity.name,
    picture: identity.picture,
    lastLoginAt: new Date(),
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.firebaseUid, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function findUserByUid(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
  return row;
}

/** The spec's user object (§3): displayName and picture, plus uid, name and email. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    uid: row.firebaseUid,
    email: row.email,
    name: row.displayName,
    displayName: row.displayName,
    picture: row.picture,
  };
}
