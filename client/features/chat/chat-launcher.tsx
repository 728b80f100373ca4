import { useEffect, useRef, useState } from 'react';

/**
 * spec §2 chat widget: the floating button, bottom right, opening a 400 px dialog titled
 * Chat Assistant. The assistant itself lands in its own issue; until then the panel says so.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open) dialog.current?.show();
    else dialog.current?.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="chat-launcher"
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
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
      <dialog ref={dialog} className="chat-dialog" aria-labelledby="chat-dialog-title" onClose={() => setOpen(false)}>
        <header className="chat-dialog__header">
          <h2 id="chat-dialog-title">Chat Assistant</h2>
          <button type="button" className="icon-button" aria-label="Close chat" onClick={() => setOpen(false)}>
            ×
          </button>
        </header>
        <div className="chat-panel chat-panel--placeholder">
          <h3>Relocation Assistant</h3>
          <p>The relocation assistant is not available yet in this version of Basera.</p>
          <p className="muted small">
            It will answer questions about your chosen neighbourhood, moving essentials and local groups.
          </p>
        </div>
      </dialog>
    </>
  );
}
