import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withDataProviders } from '../../lib/with-data-providers';
import { useAuth } from '../auth';
import { useForgetEndedSessionOnSignIn } from './session-ended';

// The panel (its markdown renderer, and the data providers it calls the server through) loads when
// the chat is first opened, not with every page.
const ChatPanel = lazy(withDataProviders(() => import('./chat-panel')));

/**
 * spec §2 chat widget: the floating button, bottom right, opening a dialog titled Chat Assistant
 * (400 px wide, at most 600 px high; the full width on a phone). Once opened the panel stays
 * mounted, so a reply keeps streaming while the dialog is closed.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const { user } = useAuth();
  useForgetEndedSessionOnSignIn(user !== null);

  useEffect(() => {
    if (open) {
      setOpened(true);
      dialog.current?.show();
    } else dialog.current?.close();
  }, [open]);

  // Closed from inside the dialog, focus goes back to the button that opened it, not to the page's
  // start. A dialog opened with show() does not close on Escape by itself, as a modal one does.
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || !open) return;
    event.preventDefault();
    close();
  };

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={closeOnEscape}
      >
        <svg
          aria-hidden="true"
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className="chat-dialog"
        aria-labelledby="chat-dialog-title"
        onClose={() => setOpen(false)}
        onKeyDown={closeOnEscape}
      >
        {/* A div, not a header: a header here would be a second banner landmark beside the site's. */}
        <div className="chat-dialog__header">
          <h2 id="chat-dialog-title">Chat Assistant</h2>
          <button type="button" className="icon-button" aria-label="Close chat" onClick={close}>
            ×
          </button>
        </div>
        {opened && (
          <Suspense fallback={<p className="chat-panel muted">Loading the assistant…</p>}>
            <ChatPanel />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
