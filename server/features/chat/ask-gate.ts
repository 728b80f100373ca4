import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { bareColumnNames } from '../../lib/bare-column-names';
import { clearOlderWindows, countEvents, type KeyedLimit, retryAfterMs, windowOf } from '../../lib/db-rate-limiter';

// A new question's way in, as one statement (docs/DEPLOY.md: the first words of a reply wait for every
// round trip before them, and under load each one queues): the question is stored unless its id is
// (a resend), counted against the chat's limits, and, when every limit allows it, its reply is
// started. Three round trips before (store, count, start), one now.

export type AskGate =
  /** The id was stored already: a resend, or another user's id. Nothing was counted. */
  | { kind: 'resent' }
  /** Stored, counted, and its reply started. */
  | { kind: 'started'; reply: { id: string; writer: string } }
  /** Stored and counted, but `limit` refused it: the question is to be taken back. */
  | { kind: 'refused'; limit: number; retryAfterMs: number };

type Gate = {
  userId: string;
  question: { id: string; text: string };
  limits: KeyedLimit[];
  windows: ReturnType<typeof windowOf>[];
  replyId: string;
  writer: string;
};

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

function gateStatement({ userId, question, limits, windows, replyId, writer }: Gate) {
  // Arrays go as one parameter each (sql.param): drizzle would spread a bare array into a list.
  const keys = sql.param(windows.map((w) => w.fullKey));
  const starts = sql.param(windows.map((w) => w.windowStart.toISOString()));
  const allowed = sql.param(limits.map((limit) => limit.rule.limit));
  return sql`
WITH asked AS (
  INSERT INTO ${chatMessages} (${questionColumns})
  VALUES (${question.id}::uuid, ${userId}::uuid, 'user', ${question.text}, 'complete')
  ON CONFLICT DO NOTHING
  RETURNING ${chatMessages.id} AS id
),
counted AS (${countEvents(sql`
  SELECT key, window_start, 1
  FROM unnest(${keys}::text[], ${starts}::timestamptz[]) AS limits(key, window_start)
  WHERE EXISTS (SELECT 1 FROM asked)`)}
),
over AS (
  SELECT limits.key FROM counted JOIN unnest(${keys}::text[], ${allowed}::int[]) AS limits(key, allowed)
    ON limits.key = counted.key
  WHERE counted.count > limits.allowed
),
reply AS (
  INSERT INTO ${chatMessages} (${replyColumns})
  SELECT ${replyId}::uuid, ${userId}::uuid, 'bot', '', 'streaming', ${question.id}::uuid, ${writer}
  WHERE EXISTS (SELECT 1 FROM asked) AND NOT EXISTS (SELECT 1 FROM over)
  RETURNING ${chatMessages.id} AS id
)
SELECT
  EXISTS (SELECT 1 FROM asked) AS asked,
  (SELECT coalesce(array_agg(key), '{}') FROM over) AS over,
  (SELECT coalesce(array_agg(key), '{}') FROM counted WHERE count = 1) AS fresh,
  EXISTS (SELECT 1 FROM reply) AS started`;
}

type GateRow = { asked: boolean; over: string[]; fresh: string[]; started: boolean };

export async function openAsk(
  db: Database,
  userId: string,
  question: { id: string; text: string },
  limits: KeyedLimit[],
  writer: string,
  now = Date.now(),
): Promise<AskGate> {
  const windows = limits.map((limit) => windowOf(limit.rule, limit.key, now));
  const replyId = randomUUID();
  const result = (await db.execute(gateStatement({ userId, question, limits, windows, replyId, writer }))) as {
    rows: GateRow[];
  };
  const row = result.rows[0]!;
  if (!row.asked) return { kind: 'resent' };
  // A key's first event in its window clears its older windows, as the limiter does. Housekeeping:
  // the reply does not wait for it, and a failure leaves one old row to the next window's clearing.
  for (const window of windows) {
    if (row.fresh.includes(window.fullKey)) clearOlderWindows(db, window.fullKey, window.windowStart).catch(() => {});
  }
  if (row.started) return { kind: 'started', reply: { id: replyId, writer } };
  // The first limit in the caller's order that refused it (the person's own before the address's).
  const refused = windows.findIndex((w) => row.over.includes(w.fullKey));
  return {
    kind: 'refused',
    limit: refused,
    retryAfterMs: retryAfterMs(limits[refused]!.rule, windows[refused]!.windowStart, now),
  };
}
