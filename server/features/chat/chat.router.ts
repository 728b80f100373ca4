import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { botMessageInput, botMessageResponse, chatAskInput, chatHistoryResponse } from '../../../shared/contracts/chat';
import { authedProcedure, router } from '../../trpc/trpc';
import { askAssistant } from './ask';
import { clearMessages, listMessages } from './chat-store';

export const chatRouter = router({
  /** The person's conversation, oldest first (restored when the widget or the page opens). */
  history: authedProcedure.output(chatHistoryResponse).query(async ({ ctx }) => ({
    messages: await listMessages(ctx.services.db, ctx.auth.user.id),
  })),

  clear: authedProcedure
    .meta({ effect: 'erases' })
    .output(z.object({ cleared: z.number().int() }))
    .mutation(async ({ ctx }) => ({
      cleared: await clearMessages(ctx.services.db, ctx.auth.user.id),
    })),

  /**
   * Asks a question and streams the reply over the WebSocket, piece by piece as tracked events; a
   * reconnect with `lastEventId` resumes it. Closing the subscription stops the work (after a grace
   * period for reconnects).
   */
  ask: authedProcedure
    .meta({
      access: 'owner',
      effect: 'writes',
      // A reconnect to the person's own reply; a new question.
      examples: ({ questionId, replyId }) => [
        { id: questionId, text: 'Is my street quiet at night?', lastEventId: `${replyId}:0` },
        { id: randomUUID(), text: 'Is Powai quiet?', lastEventId: null },
      ],
    })
    .input(chatAskInput)
    .subscription(async function* ({ ctx, input, signal }) {
      yield* askAssistant(ctx.services, ctx.auth.user, input, signal, ctx.clientIp);
    }),

  /** spec §7 POST /api/bot/message: the whole reply at once, for REST clients. */
  message: authedProcedure
    .meta({
      effect: 'writes',
      examples: () => [{ message: 'Which neighbourhoods are good for families?' }],
      refuses: { message: '' },
      rest: {
        method: 'post',
        path: '/api/bot/message',
        operationId: 'botMessage',
        summary: 'Ask the relocation assistant; the whole reply at once',
        reply: "The assistant's reply.",
        errors: ['TOO_MANY_REQUESTS'],
      },
    })
    .input(botMessageInput)
    .output(botMessageResponse)
    .mutation(async ({ ctx, input }) => {
      let text = '';
      let id = '';
      const question = { id: randomUUID(), text: input.message };
      for await (const [, chunk] of askAssistant(ctx.services, ctx.auth.user, question, undefined, ctx.clientIp)) {
        text += chunk.text;
        id = chunk.messageId;
      }
      return {
        success: true as const,
        reply: { id, text, sender: 'bot' as const, timestamp: new Date().toISOString() },
      };
    }),
});
