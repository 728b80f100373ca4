import type { ReactNode } from 'react';
import type { StoredUser } from '../../lib/storage';

const PLACEHOLDER = '/avatar-placeholder.svg';

/**
 * Picture (placeholder fallback) and display name (fallback 'User'), spec §2; `children` under the
 * name (the header's link to Your data), where they take no width of their own.
 */
export function UserBadge({
  user,
  showEmail = false,
  children,
}: {
  user: StoredUser;
  showEmail?: boolean;
  children?: ReactNode;
}) {
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
        {children}
      </span>
    </span>
  );
}
