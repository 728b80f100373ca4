import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BRAND } from '../../../shared/constants/contact';
import { UserBadge, useAuth } from '../../features/auth';
import { useHydrated } from '../../lib/use-hydrated';

// spec §2 navigation bar.
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/place-recommender', label: 'Find Neighborhoods' },
  { to: '/places', label: 'Discover Places' },
  { to: '/relocation-assistant', label: 'Relocation Assistant' },
  { to: '/social-connector', label: 'Social Events' },
] as const;

export function Header() {
  const { user: storedUser, logout, loading } = useAuth();
  // The home page is prerendered signed out (decision 0028): while it hydrates, it shows what was
  // rendered, and the stored user right after.
  const hydrated = useHydrated();
  const user = hydrated ? storedUser : null;
  useEffect(() => {
    // Until now the account corner was hidden (global.css): a prerendered page cannot know who is
    // signed in, and would show "Login" to someone who is.
    if (hydrated) document.documentElement.dataset.app = 'ready';
  }, [hydrated]);
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={`${BRAND} home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{BRAND}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((v) => !v)}
        >
          Menu
        </button>
        <nav id="site-nav" className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__account">
            {user ? (
              <>
                <UserBadge user={user}>
                  <Link to="/your-data" className="user-badge__link" onClick={() => setOpen(false)}>
                    Your data
                  </Link>
                </UserBadge>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => void logout()}
                  disabled={loading}
                >
                  Logout
                </button>
              </>
            ) : (
              <Link to="/login" className="button button--primary button--small" onClick={() => setOpen(false)}>
                Login
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
