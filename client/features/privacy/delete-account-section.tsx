import { useId, useState } from 'react';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../shared/constants/privacy';
import { messageOf } from '../../lib/api-errors';
import { useDeleteAccount } from './api/delete-account';

/** Delete my account: permanent, so the person types the confirmation word first. */
export function DeleteAccountSection({ onDeleted }: { onDeleted(): void }) {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const matches = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;
  return (
    <section className="card stack danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete my account</h2>
      <p>
        This erases your account and everything Basera holds about you: preferences and searches, analyses, kept files
        (from IPFS too), chat, your selection and enquiries. It signs you out everywhere and cannot be undone. To keep a
        copy, download your data first.
      </p>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!matches) return;
          remove.mutate({ confirmation: DELETE_ACCOUNT_CONFIRMATION }, { onSuccess: onDeleted });
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>Type {DELETE_ACCOUNT_CONFIRMATION} to confirm</label>
          <input
            id={inputId}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <span id={hintId} className="muted small">
            In capital letters, as shown.
          </span>
        </div>
        <div>
          <button type="submit" className="button button--danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? 'Deleting your account…' : 'Delete my account'}
          </button>
        </div>
        {remove.error && (
          <p role="alert" className="alert alert--error">
            {messageOf(remove.error, 'Your account could not be deleted. Please try again.')}
          </p>
        )}
      </form>
    </section>
  );
}
