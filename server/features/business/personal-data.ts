import { count, max, sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema';
import { businessEnquiries } from '../../db/schema';
import type { PersonalData } from '../../lib/personal-data';

/** Enquiries come from public forms: they are the person's when they carry the account's e-mail. */
const enquiriesOf = (person: Pick<UserRow, 'email'>) =>
  sql`lower(${businessEnquiries.email}) = lower(${person.email ?? ''})`;

/** Business enquiries sent with the person's e-mail address. */
export const businessPersonalData: PersonalData = {
  name: 'business',
  tables: [businessEnquiries],
  kinds: ['enquiries'],
  async summarise(db, person) {
    if (!person.email) return { enquiries: { count: 0, latest: null } };
    const [row] = await db
      .select({ n: count(), at: max(businessEnquiries.createdAt) })
      .from(businessEnquiries)
      .where(enquiriesOf(person));
    return { enquiries: { count: row?.n ?? 0, latest: row?.at ?? null } };
  },
  async export(db, person) {
    return { enquiries: person.email ? await db.select().from(businessEnquiries).where(enquiriesOf(person)) : [] };
  },
  async erase(tx, person, erasure) {
    if ((erasure === 'enquiries' || erasure === 'account') && person.email) {
      await tx.delete(businessEnquiries).where(enquiriesOf(person));
    }
  },
};
