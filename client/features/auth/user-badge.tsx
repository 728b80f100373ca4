import type { StoredUser } from '../../lib/storage';

const PLACEHOLDER = '/avatar-placeholder.svg';

/** Picture (placeholder fallback) and display name (fallback 'User'), spec §2. */
export function UserBadge({ user, showEmail = false }: { user: StoredUser; showEmail?: boolean }) {
  const name = user.displayName || user.name || 'User';
  return (
    <span className="user-badge">
      <img
        src={user.picture || PLACEHOLDER}
        alt=""
        width="32"
        height="32"
        referrerPolicy="no-referrer"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
        }}
      />
      <span className="user-badge__text">
        <span className="user-badge__name" data-testid="user-name">
          {name}
        </span>
        {showEmail && user.email && <span className="muted small">{user.email}</span>}
      </span>
    </span>
  );
}
