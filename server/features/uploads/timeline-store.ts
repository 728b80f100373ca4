import { and, desc, eq } from 'drizzle-orm';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import type { Database } from '../../db/client';
import { timelineAnalyses } from '../../db/schema';

export async function saveAnalysis(
  db: Database,
  userId: string,
  analysis: Omit<TimelineAnalysis, 'id' | 'createdAt'>,
): Promise<TimelineAnalysis> {
  const [row] = await db
    .insert(timelineAnalyses)
    .values({
      userId,
      analysis: { ...analysis, id: '', createdAt: '' },
      fileCid: analysis.file?.cid ?? null,
      fileStore: analysis.file?.store ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const saved = { ...analysis, id: row.id, createdAt: row.createdAt.toISOString() };
  await db.update(timelineAnalyses).set({ analysis: saved }).where(eq(timelineAnalyses.id, row.id));
  return saved;
}

export async function listAnalyses(db: Database, userId: string): Promise<TimelineAnalysis[]> {
  const rows = await db
    .select({ analysis: timelineAnalyses.analysis })
    .from(timelineAnalyses)
    .where(eq(timelineAnalyses.userId, userId))
    .orderBy(desc(timelineAnalyses.createdAt));
  return rows.map((r) => r.analysis);
}

/** Deletes the user's analysis (only theirs) and returns the kept file's CID, if any, to remove too. */
export async function deleteAnalysis(
  db: Database,
  userId: string,
  id: string,
): Promise<{ fileCid: string | null } | null> {
  const [row] = await db
    .delete(timelineAnalyses)
    .where(and(eq(timelineAnalyses.id, id), eq(timelineAnalyses.userId, userId)))
    .returning({ fileCid: timelineAnalyses.fileCid });
  return row ?? null;
}
