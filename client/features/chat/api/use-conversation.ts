import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_ERRORS } from '../../../../shared/constants/assistant';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import { trpc } from '../../../lib/trpc';

/** A v4 UUID; crypto.randomUUID exists only on secure origins (https, localhost). */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const appCodeOf = (error: { data?: unknown } | null) => (error?.data as { appCode?: string } | undefined)?.appCode;

/**
 * The person's conversation: the stored history (shared by the widget and the page through the
 * query cache), a question sent over the WebSocket subscription, and its reply growing chunk by
 * chunk. The link resumes a dropped subscription from the last event id by itself.
 */
export function useConversation(enabled: boolean) {
  const utils = trpc.useUtils();
  const history = trpc.chat.history.useQuery(undefined, {
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    // Dropped once no conversation shows it, which signing out always brings about: the query is the
    // same for everyone, and the next person to sign in on this page saw the last one's messages.
    gcTime: 0,
    // Asking again without a session gets the same 401, a second later.
    retry: (count, error) => appCodeOf(error) !== 'UNAUTHORIZED' && count < 1,
  });
  const [pending, setPending] = useState<'waiting' | 'streaming' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusedSession, setRefusedSession] = useState(false);
  const subscription = useRef<{ unsubscribe(): void } | null>(null);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const update = useCallback(
    (change: (messages: ChatMessage[]) => ChatMessage[]) =>
      utils.chat.history.setData(undefined, (old) => ({ messages: change(old?.messages ?? []) })),
    [utils],
  );

  const send = useCallback(
    (text: string) => {
      const question: ChatMessage = {
        id: newId(),
        text,
        sender: 'user',
        timestamp: new Date().toISOString(),
        status: 'complete',
        writer: null,
      };
      update((messages) => [...messages, question]);
      setPending('waiting');
      setError(null);
      subscription.current = utils.client.chat.ask.subscribe(
        { id: question.id, text },
        {
          onData: ({ data }) => {
            setPending(data.done ? null : 'streaming');
            update((messages) => {
              const reply = messages.find((m) => m.id === data.messageId);
              const next: ChatMessage = {
                id: data.messageId,
                text: (reply?.text ?? '') + data.text,
                sender: 'bot',
                timestamp: reply?.timestamp ?? new Date().toISOString(),
                status: data.done ? 'complete' : 'streaming',
                writer: data.writer,
              };
              return reply ? messages.map((m) => (m === reply ? next : m)) : [...messages, next];
            });
            if (data.done) subscription.current?.unsubscribe();
          },
          onError: (err) => {
            setPending(null);
            // A refused question (blank, too long, too many, no session) was not stored: it leaves the list.
            const code = appCodeOf(err);
            const refused = ['BAD_REQUEST', 'TOO_MANY_REQUESTS', 'UNAUTHORIZED'].includes(code ?? '');
            if (refused) update((messages) => messages.filter((m) => m.id !== question.id));
            // The server's "Please sign in to continue." is for a caller that never signed in: here
            // the person was, so their session ended, which the panel says in its own words.
            if (code === 'UNAUTHORIZED') setRefusedSession(true);
            else setError(refused ? err.message : CHAT_ERRORS.cannotConnect);
          },
        },
      );
    },
    [update, utils],
  );

  const clear = trpc.chat.clear.useMutation({
    onSuccess: () => {
      update(() => []);
      setError(null);
    },
  });

  const historyRefused = appCodeOf(history.error) === 'UNAUTHORIZED';
  return {
    messages: history.data?.messages ?? [],
    loading: history.isLoading && enabled,
    loadError: history.error && !historyRefused ? CHAT_ERRORS.cannotInitialise : null,
    /** The server answered 401: the session this conversation was opened with has ended. */
    sessionEnded: refusedSession || historyRefused || appCodeOf(clear.error) === 'UNAUTHORIZED',
    pending,
    error,
    send,
    clear: () => clear.mutate(),
    clearing: clear.isPending,
  };
}
