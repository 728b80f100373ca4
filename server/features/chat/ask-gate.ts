import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { bareColumnNames } from '../../lib/bare-column-names';
import { type CountedEvent, countInOrder, type Refusal } from '../../lib/db-rate-limiter';

// A new question's way in, as one statement (docs/DEPLOY.md: the first words of a reply wait for every
// round trip before them, and under load each one queues): the question is stored unless its id is
// (a resend), counted against the chat's limits in order (the rate limiter's statement steps, as
// every limit is counted), and, when every limit allows it, its reply is started. Three round trips
// before (store, count, start), one now.

export type AskGate =
  /** The id was stored already: a resend, or another user's id. Nothing was counted. */
  | { kind: 'resent' }
  /** Stored, counted, and its reply started. */
  | { kind: 'started'; reply: { id: string; writer: string } }
  /** Stored and counted, but a limit refused it (`refused`: its index): the question is to be taken back. */
  | ({ kind: 'refused' } & Refusal);

const questionColumns = bareColumnNames(
  chatMessages.id,
  chatMessages.userId,
  chatMessages.sender,
  chatMessages.text,
  chatMessages.status,
);
const replyColumns = bareColumnNames(
  chatMessages.id,
  chatMessages.userId,
  chatMessages.sender,
  chatMessages.text,
  chatMessages.status,
  chatMessages.replyTo,
  chatMessages.writer,
);

type GateRow = { asked: boolean; started: boolean } & Record<string, unknown>;

export async function openAsk(
  db: Database,
  userId: string,
  question: { id: string; text: string },
  limits: CountedEvent[],
  writer: string,
  now: number,
): Promise<AskGate> {
  const replyId = randomUUID();
  // Counted only when the question was stored (not a resend), by the limiter's own steps.
  const counting = countInOrder(limits, now, sql`EXISTS (SELECT 1 FROM asked)`);
  const result = (await db.execute(sql`
WITH asked AS (
  INSERT INTO ${chatMessages} (${questionColumns})
  VALUES (${question.id}::uuid, ${userId}::uuid, 'user', ${question.text}, 'complete')
  ON CONFLICT DO NOTHING
  RETURNING ${chatMessages.id} AS id
),
${counting.steps},
reply AS (
  INSERT INTO ${chatMessages} (${replyColumns})
  SELECT ${replyId}::uuid, ${userId}::uuid, 'bot', '', 'streaming', ${question.id}::uuid, ${writer}
  WHERE ${counting.allowed}
  RETURNING ${chatMessages.id} AS id
)
SELECT EXISTS (SELECT 1 FROM asked) AS asked, EXISTS (SELECT 1 FROM reply) AS started, ${counting.counts}`)) as unknown as {
    rows: GateRow[];
  };
  const row = result.rows[0]!;
  if (!row.asked) return { kind: 'resent' };
  if (row.started) return { kind: 'started', reply: { id: replyId, writer } };
  const refusal = counting.verdict(row);
  if (!refusal) throw new Error('the question was stored and allowed, but its reply was not started');
  return { kind: 'refused', ...refusal };
}
