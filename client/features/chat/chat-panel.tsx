import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CHAT_MAX_CHARS, WELCOME_MESSAGE } from '../../../shared/constants/assistant';
import type { ChatMessage as Message } from '../../../shared/contracts/chat';
import { suggestedQuestions } from '../../../shared/domain/assistant/suggested-questions';
import { useLatestResults } from '../../lib/api/get-latest-results';
import { useSelection } from '../../lib/api/get-selection';
import { useAuth } from '../auth';
import { useConversation } from './api/use-conversation';
import { ChatMessage } from './chat-message';
import { markSessionEnded, useSessionEnded } from './session-ended';
import './chat.css';

// spec §2 "Chat widget": the panel headed Relocation Assistant, in the floating dialog or inline on
// the Relocation Assistant page.

export interface ChatPanelProps {
  inline?: boolean;
  /** A question to ask at once (the page's Popular Questions); `nonce` lets the same one be asked again. */
  ask?: { text: string; nonce: number } | null;
}

export default function ChatPanel({ inline = false, ask }: ChatPanelProps) {
  const { user, loading, sessionEnded: signedOutByServer } = useAuth();
  // Ended as this panel asked (session-ended.ts), or as any other call found (the auth feature).
  const sessionEnded = useSessionEnded() || signedOutByServer;
  return (
    <section className={`chat-panel${inline ? ' chat-panel--inline' : ''}`} aria-labelledby="chat-panel-title">
      <h3 id="chat-panel-title" className="chat-panel__title">
        Relocation Assistant
      </h3>
      {/* An ended session shows as signed out at once, while the sign-out it started finishes. */}
      {user && !sessionEnded ? (
        <Conversation userId={user.uid} ask={ask ?? null} />
      ) : (
        <div className="chat-panel__signed-out">
          <WelcomeList />
          {sessionEnded ? (
            <p role="alert" className="alert alert--error chat-panel__error">
              Your session ended. <Link to="/login">Sign in again</Link>.
            </p>
          ) : (
            !loading && (
              <p>
                <Link to="/login">Sign in</Link> to ask the assistant: it answers from your own preferences, results and
                neighbourhood.
              </p>
            )
          )}
        </div>
      )}
    </section>
  );
}

const welcome = (timestamp: string): Message => ({
  id: 'welcome',
  text: WELCOME_MESSAGE,
  sender: 'bot',
  timestamp,
  status: 'complete',
  writer: null,
});

function WelcomeList() {
  return (
    <ol className="chat-messages">
      <ChatMessage message={welcome(new Date().toISOString())} />
    </ol>
  );
}

function Conversation({ userId, ask }: { userId: string; ask: ChatPanelProps['ask'] | null }) {
  const { logout } = useAuth();
  const chat = useConversation(true);
  const selection = useSelection(userId);
  const latest = useLatestResults();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const list = useRef<HTMLOListElement>(null);
  const asked = useRef<number | null>(null);

  const ready = !chat.loading && !chat.loadError;
  const busy = chat.pending !== null;
  const send = (text: string) => {
    const question = text.trim();
    if (!question || busy || !ready || question.length > CHAT_MAX_CHARS) return;
    chat.send(question);
    setDraft('');
  };

  // A Popular Question clicked on the page is asked once the conversation is ready.
  useEffect(() => {
    if (ask && ready && !busy && asked.current !== ask.nonce) {
      asked.current = ask.nonce;
      chat.send(ask.text);
    }
  }, [ask, ready, busy, chat]);

  // The server no longer knows the person: sign them out here too, so that no page (nor the header)
  // goes on showing them signed in; the panel, now signed out, says why (session-ended.ts).
  useEffect(() => {
    if (!chat.sessionEnded) return;
    markSessionEnded();
    logout().catch((error: unknown) => console.error('Sign-out after the session ended failed', error));
  }, [chat.sessionEnded, logout]);

  // Keep the newest message in view as the reply grows.
  const lastText = chat.messages.at(-1)?.text;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the last message or the state changes
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastText, chat.pending, chat.messages.length]);

  const suggestions = suggestedQuestions({
    selected: selection.data?.selectedNeighborhood?.name ?? null,
    firstRecommended: latest.data?.recommendations[0]?.name ?? null,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const first = chat.messages[0]?.timestamp ?? new Date().toISOString();

  return (
    <>
      {chat.messages.length > 0 && (
        <button
          type="button"
          className="link-button chat-panel__clear"
          onClick={chat.clear}
          disabled={chat.clearing || busy}
        >
          Clear chat
        </button>
      )}
      <ol className="chat-messages" ref={list} aria-live="polite" aria-busy={busy}>
        <ChatMessage message={welcome(first)} />
        {chat.messages.map((message) => (
          <ChatMessage key={message.id} message={message} />
        ))}
        {chat.pending === 'waiting' && (
          <li className="chat-message chat-message--bot">
            <div className="chat-message__bubble chat-typing" role="status" aria-label="The assistant is typing">
              <span />
              <span />
              <span />
            </div>
          </li>
        )}
      </ol>
      {(chat.error || chat.loadError) && (
        <p role="alert" className="alert alert--error chat-panel__error">
          {chat.error ?? chat.loadError}
        </p>
      )}
      <fieldset className="chat-suggestions">
        <legend className="visually-hidden">Suggested questions</legend>
        {suggestions.map((question) => (
          <button
            key={question}
            type="button"
            className="chat-suggestion"
            onClick={() => send(question)}
            disabled={busy || !ready}
          >
            {question}
          </button>
        ))}
      </fieldset>
      <form className="chat-input" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={draft}
          maxLength={CHAT_MAX_CHARS}
          placeholder="Type your message here..."
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send(draft);
            }
          }}
        />
        <button type="submit" className="button button--primary" disabled={!draft.trim() || busy || !ready}>
          Send
        </button>
      </form>
      {draft.length > CHAT_MAX_CHARS - 200 && (
        <p className="muted small chat-input__count">
          {draft.length.toLocaleString('en-IN')} / {CHAT_MAX_CHARS.toLocaleString('en-IN')} characters
        </p>
      )}
    </>
  );
}
