import { asc, eq } from 'drizzle-orm';
import { consents } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';
import { toConsent } from './consent-store';

/**
 * The record of each consent given and withdrawn: kept while the account lives (shown beside the
 * kinds on the Your data page, not as one of them), and erased with it.
 */
export const consentPersonalData: PersonalData = {
  name: 'privacy',
  tables: [consents],
  kinds: [],
  summarise: async () => ({}),
  async export(db, person) {
    const rows = await db.select().from(consents).where(eq(consents.userId, person.id)).orderBy(asc(consents.givenAt));
    return { consents: rows.map(toConsent) };
  },
  async erase(tx, person, erasure) {
    if (erasure === 'account') await tx.delete(consents).where(eq(consents.userId, person.id));
  },
};
