import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  forgetLocalAccount,
  type LocalAccount,
  localAccountSchema,
  readLocalAccounts,
  rememberLocalAccount,
} from './local-accounts';

interface Props {
  onChoose(account: LocalAccount): void;
  onCancel(): void;
}

/**
 * Local mode's stand-in for Google's account picker. Offline the SDK's popup cannot load, so the
 * person picks or adds a test account and the emulator signs it in (DESIGN.md, Sign-in).
 */
export default function LocalAccountChooser({ onChoose, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [accounts, setAccounts] = useState(readLocalAccounts);
  const [adding, setAdding] = useState(accounts.length === 0);
  const [errors, setErrors] = useState<Partial<Record<keyof LocalAccount, string>>>({});

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const choose = (account: LocalAccount) => {
    rememberLocalAccount(account);
    onChoose(account);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = localAccountSchema.safeParse({ name: form.get('name'), email: form.get('email') });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof LocalAccount] ??= issue.message;
      setErrors(next);
      return;
    }
    choose(parsed.data);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog account-chooser"
      aria-labelledby="chooser-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <header className="dialog__header">
        <div>
          <span className="badge badge--warning">Local mode</span>
          <h2 id="chooser-title">Choose an account</h2>
          <p className="muted small">
            No Firebase project is configured, so sign-in uses the local Firebase Auth emulator with test Google
            accounts. No real Google account is used.
          </p>
        </div>
        <button type="button" className="icon-button" aria-label="Close" onClick={onCancel}>
          ×
        </button>
      </header>

      {accounts.length > 0 && (
        <ul className="account-list" aria-label="Test accounts on this browser">
          {accounts.map((account) => (
            <li key={account.email} className="account-list__item">
              <button type="button" className="account-list__choose" onClick={() => choose(account)}>
                <span className="account-list__avatar" aria-hidden="true">
                  {account.name.charAt(0).toUpperCase()}
                </span>
                <span>
                  <strong>{account.name}</strong>
                  <span className="muted small block">{account.email}</span>
                </span>
              </button>
              <button
                type="button"
                className="link-button small"
                aria-label={`Forget ${account.email}`}
                onClick={() => setAccounts(forgetLocalAccount(account.email))}
              >
                Forget
              </button>
            </li>
          ))}
        </ul>
      )}

      {adding ? (
        <form className="stack" onSubmit={add} noValidate>
          <h3 className="small-heading">Add a test account</h3>
          <label className="field">
            <span>Name</span>
            <input name="name" autoComplete="name" aria-invalid={Boolean(errors.name)} />
            {errors.name && <span className="field__error">{errors.name}</span>}
          </label>
          <label className="field">
            <span>E-mail</span>
            <input name="email" type="email" autoComplete="email" aria-invalid={Boolean(errors.email)} />
            {errors.email && <span className="field__error">{errors.email}</span>}
          </label>
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </form>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          Use another account
        </button>
      )}
    </dialog>
  );
}
