import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { clearOlderWindows, type KeyedLimit, retryAfterMs, windowOf } from '../../lib/db-rate-limiter';

// A new question's way in, as one statement (issue 16: the first words of a reply wait for every
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

const GATE = `
WITH asked AS (
  INSERT INTO chat_messages (id, user_id, sender, text, status)
  VALUES ($1::uuid, $2::uuid, 'user', $3, 'complete')
  ON CONFLICT DO NOTHING
  RETURNING id
),
counted AS (
  INSERT INTO rate_limits (key, window_start, count)
  SELECT key, window_start, 1
  FROM unnest($4::text[], $5::timestamptz[]) AS limits(key, window_start)
  WHERE EXISTS (SELECT 1 FROM asked)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
  RETURNING key, count
),
over AS (
  SELECT limits.key FROM counted JOIN unnest($4::text[], $6::int[]) AS limits(key, allowed)
    ON limits.key = counted.key
  WHERE counted.count > limits.allowed
),
reply AS (
  INSERT INTO chat_messages (id, user_id, sender, text, status, reply_to, writer)
  SELECT $7::uuid, $2::uuid, 'bot', '', 'streaming', $1::uuid, $8
  WHERE EXISTS (SELECT 1 FROM asked) AND NOT EXISTS (SELECT 1 FROM over)
  RETURNING id
)
SELECT
  EXISTS (SELECT 1 FROM asked) AS asked,
  (SELECT coalesce(array_agg(key), '{}') FROM over) AS over,
  (SELECT coalesce(array_agg(key), '{}') FROM counted WHERE count = 1) AS fresh,
  EXISTS (SELECT 1 FROM reply) AS started`;

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
  const result = (await db.$client.query(GATE, [
    question.id,
    userId,
    question.text,
    windows.map((w) => w.fullKey),
    windows.map((w) => w.windowStart.toISOString()),
    limits.map((limit) => limit.rule.limit),
    replyId,
    writer,
  ])) as { rows: GateRow[] };
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
