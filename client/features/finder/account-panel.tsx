import type { StoredUser } from '../../lib/storage';
import { UserBadge } from '../auth';

const PLACEHOLDER = '/avatar-placeholder.svg';

/**
 * Who is signed in, and Logout. Before the server has said who (the page's signed-in frame), the
 * same box with a note in the name's place and Logout's place kept, so nothing below it moves when
 * the person arrives (docs/performance.md: no layout shift).
 */
export function AccountPanel({ user, onLogout }: { user: StoredUser | null; onLogout(): void }) {
  if (!user) {
    return (
      <aside className="card signin-panel" aria-label="Signed in as" aria-busy="true">
        <span className="user-badge">
          <img src={PLACEHOLDER} alt="" width="32" height="32" />
          <span className="user-badge__text">
            <span className="user-badge__name">Checking your sign-in…</span>
            <span className="muted small">{'\u00a0'}</span>
          </span>
        </span>
        <span className="button button--ghost button--small signin-panel__reserved" aria-hidden="true">
          Logout
        </span>
      </aside>
    );
  }
  return (
    <aside className="card signin-panel" aria-label="Signed in as">
      <UserBadge user={user} showEmail />
      <button type="button" className="button button--ghost button--small" onClick={onLogout}>
        Logout
      </button>
    </aside>
  );
}
