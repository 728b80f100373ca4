import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Persona } from '../../../shared/contracts/analysis';
import type { KeptFile, TimelineAnalysis } from '../../../shared/contracts/timeline';
import type { Database, Executor } from '../../db/client';
import { timelineAnalyses, userProfiles } from '../../db/schema';
import { bareColumnNames, setFromExcluded } from '../../lib/bare-column-names';

// An upload's analysis and the persona it gives the person (the newest persona wins: see the user
// feature's persona-store), stored together or not at all. One statement is atomic by itself; as a
// transaction it took four round trips (begin, two writes, commit), each one queued under load.
const analysisColumns = bareColumnNames(
  timelineAnalyses.id,
  timelineAnalyses.userId,
  timelineAnalyses.analysis,
  timelineAnalyses.fileCid,
  timelineAnalyses.fileStore,
  timelineAnalyses.createdAt,
);
const profileColumns = bareColumnNames(userProfiles.userId, userProfiles.persona, userProfiles.updatedAt);

/** The row of a saved analysis, in analysisColumns' order; `json` is how the stored JSON is made. */
function analysisRow(saved: TimelineAnalysis, userId: string, json = sql`${JSON.stringify(saved)}::jsonb`) {
  return sql`${saved.id}::uuid, ${userId}::uuid, ${json}, ${saved.file?.cid ?? null}, ${saved.file?.store ?? null},
    ${saved.createdAt}::timestamptz`;
}

export async function saveAnalysisWithPersona(
  db: Database,
  userId: string,
  analysis: Omit<TimelineAnalysis, 'id' | 'createdAt'>,
  persona: Persona | null,
): Promise<TimelineAnalysis> {
  // The id and time are chosen here so the stored JSON carries them in a single insert.
  const createdAt = new Date().toISOString();
  if (persona === null) return saveKeepingPersona(db, userId, { ...analysis, id: randomUUID(), createdAt });
  const saved: TimelineAnalysis = { ...analysis, persona, id: randomUUID(), createdAt };
  await db.execute(sql`
    WITH saved AS (
      INSERT INTO ${timelineAnalyses} (${analysisColumns})
      VALUES (${analysisRow(saved, userId)})
      RETURNING ${timelineAnalyses.userId} AS user_id
    )
    INSERT INTO ${userProfiles} (${profileColumns})
    SELECT user_id, ${persona}, ${saved.createdAt}::timestamptz FROM saved
    ON CONFLICT (${bareColumnNames(userProfiles.userId)})
      DO UPDATE SET ${setFromExcluded(userProfiles.persona, userProfiles.updatedAt)}`);
  return saved;
}

/**
 * An analysis too thin to say who someone is: stored with the persona the person already has (so
 * the page, which takes the analysis's persona, shows no change), and the profile left as it is.
 * One statement, like the other save: the persona read is the one stored.
 */
async function saveKeepingPersona(db: Database, userId: string, analysis: TimelineAnalysis): Promise<TimelineAnalysis> {
  const current = sql`COALESCE(
    (SELECT ${userProfiles.persona} FROM ${userProfiles} WHERE ${userProfiles.userId} = ${userId}::uuid),
    ${analysis.persona})`;
  const json = sql`jsonb_set(${JSON.stringify(analysis)}::jsonb, '{persona}', to_jsonb(${current}::text))`;
  const result = (await db.execute(sql`
    INSERT INTO ${timelineAnalyses} (${analysisColumns})
    SELECT ${analysisRow(analysis, userId, json)}
    RETURNING ${timelineAnalyses.analysis}->>'persona' AS persona`)) as unknown as { rows: { persona: Persona }[] };
  return { ...analysis, persona: result.rows[0]!.persona };
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

/** The user's newest analysis, or null: what the places, events and the assistant personalise from. */
export async function latestAnalysis(db: Database, userId: string): Promise<TimelineAnalysis | null> {
  const [row] = await db
    .select({ analysis: timelineAnalyses.analysis })
    .from(timelineAnalyses)
    .where(eq(timelineAnalyses.userId, userId))
    .orderBy(desc(timelineAnalyses.createdAt))
    .limit(1);
  return row?.analysis ?? null;
}

/** The kept file of the user's analysis (only theirs): null when no such analysis, `file: null` when none was kept. */
export async function keptFileOf(
  db: Database,
  userId: string,
  id: string,
): Promise<{ file: KeptFile | null; createdAt: string } | null> {
  const [row] = await db
    .select({ analysis: timelineAnalyses.analysis })
    .from(timelineAnalyses)
    .where(and(eq(timelineAnalyses.id, id), eq(timelineAnalyses.userId, userId)));
  return row ? { file: row.analysis.file ?? null, createdAt: row.analysis.createdAt } : null;
}

// One statement: the stored JSON and the columns beside it change together.
const withoutKeptFile = {
  analysis: sql`jsonb_set(${timelineAnalyses.analysis}, '{file}', 'null'::jsonb)`,
  fileCid: null,
  fileStore: null,
};

/** Records that none of the user's analyses has a kept file any more; the analyses stay. */
export async function forgetKeptFiles(db: Executor, userId: string): Promise<void> {
  await db
    .update(timelineAnalyses)
    .set(withoutKeptFile)
    .where(and(eq(timelineAnalyses.userId, userId), isNotNull(timelineAnalyses.fileCid)));
}

/** Records that the user's analysis no longer has a kept file; the analysis itself stays. */
export async function forgetKeptFile(db: Database, userId: string, id: string): Promise<void> {
  await db
    .update(timelineAnalyses)
    .set(withoutKeptFile)
    .where(and(eq(timelineAnalyses.id, id), eq(timelineAnalyses.userId, userId)));
}
