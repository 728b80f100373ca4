import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { GoogleSignInButton, UserBadge, useAuth } from '../auth';
import './finder.css';
import { FinderFlow } from './finder-flow';

const BENEFITS = [
  'Save your preferences',
  'Get personalised neighbourhood recommendations',
  'Upload your Google Timeline for better matches',
  'Connect with local communities',
];

/** spec §2 Neighbourhood finder. Signed out: Sign In Required. The form lands with its own issue. */
export default function FinderPage() {
  const { user, loading, logout } = useAuth();
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <section className="page page--narrow">
        <div className="card stack">
          <PageHeading title="Sign In Required" lead="Sign in with Google to use the Neighborhood Finder." />
          <ul className="checklist">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          {!loading && (
            <GoogleSignInButton
              label="Sign in with Google"
              onSignedIn={() => setError(null)}
              onError={() => setError('Failed to login. Please try again.')}
            />
          )}
          {error && (
            <p role="alert" className="alert alert--error">
              {error}
            </p>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="page">
      <PageHeading
        title="Find Neighborhoods"
        lead="Tell us your budget, commute and lifestyle; we rank real neighbourhoods from our curated data."
      />
      <aside className="card signin-panel" aria-label="Signed in as">
        <UserBadge user={user} showEmail />
        <button type="button" className="button button--ghost button--small" onClick={() => void logout()}>
          Logout
        </button>
      </aside>
      <FinderFlow key={user.id} user={user} />
    </section>
  );
}
