import { z } from 'zod';
import { CHAT_MAX_CHARS } from '../constants/assistant';

// The relocation assistant (spec §2 Chat widget, §3 Chat message, §4 Chat, §5 chat validation):
// chat.ask (a WebSocket subscription streaming the reply), chat.history, chat.clear, and
// POST /api/bot/message for REST clients.

export const chatTextSchema = z
  .string({ error: 'Please type a message.' })
  .trim()
  .min(1, 'Please type a message.')
  .max(CHAT_MAX_CHARS, `Messages can be at most ${CHAT_MAX_CHARS.toLocaleString('en-IN')} characters.`);

/** spec §3 Chat message (plus its status while it streams, and who wrote a reply). */
export const chatMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  sender: z.enum(['bot', 'user']),
  timestamp: z.string(),
  status: z.enum(['streaming', 'complete', 'failed']),
  /** A reply's writer: 'local' (Basera's own answers from its data) or a model's label. */
  writer: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * Asks a question and streams the reply. The id is chosen by the browser, so that a reconnect that
 * sends the same input again resumes the same reply instead of asking twice; `lastEventId` is set by
 * the client on reconnect (tRPC tracked events).
 */
export const chatAskInput = z.strictObject({
  id: z.uuid({ error: 'id must be a UUID' }),
  text: chatTextSchema,
  lastEventId: z.string().max(200).nullish(),
});
export type ChatAskInput = z.infer<typeof chatAskInput>;

/** One streamed piece of a reply; `done` on the last (its text may be empty). */
export const chatChunkSchema = z.object({
  messageId: z.string(),
  replyTo: z.string(),
  text: z.string(),
  done: z.boolean(),
  writer: z.string().nullable(),
  /** When the reply came from the local assistant because the model failed (spec §8 message). */
  notice: z.string().nullable(),
});
export type ChatChunk = z.infer<typeof chatChunkSchema>;

export const chatHistoryResponse = z.object({ messages: z.array(chatMessageSchema) });

/** spec §7 POST /api/bot/message. */
export const botMessageInput = z.strictObject({ message: chatTextSchema }).meta({ id: 'BotMessageRequest' });
export const botMessageResponse = z
  .object({
    success: z.literal(true),
    reply: chatMessageSchema.pick({ id: true, text: true, sender: true, timestamp: true }),
  })
  .meta({ id: 'BotMessageResponse' });
