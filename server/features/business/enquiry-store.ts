import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessEnquiries } from '../../db/schema';

export type EnquiryRow = typeof businessEnquiries.$inferSelect;
export type NewEnquiry = Omit<typeof businessEnquiries.$inferInsert, 'id' | 'createdAt'>;

export async function saveEnquiry(db: Database, enquiry: NewEnquiry): Promise<EnquiryRow> {
  const [row] = await db.insert(businessEnquiries).values(enquiry).returning();
  return row!;
}

/** Newest first; for the partnerships team's CLI (scripts/business-enquiries.ts). */
export async function listEnquiries(
  db: Database,
  options: { kind?: EnquiryRow['kind']; limit?: number } = {},
): Promise<EnquiryRow[]> {
  const query = db.select().from(businessEnquiries);
  const filtered = options.kind ? query.where(eq(businessEnquiries.kind, options.kind)) : query;
  return filtered.orderBy(desc(businessEnquiries.createdAt)).limit(options.limit ?? 100);
}
