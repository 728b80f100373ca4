import { lazy, Suspense } from 'react';
import { PageHeading } from '../../components/page-heading';
import type { StoredUser } from '../../lib/storage';
import { withDataProviders } from '../../lib/with-data-providers';
import { SignInPrompt, UserBadge, useAuth } from '../auth';
import './finder.css';

// The form and results, their server calls and zod load only for a signed-in person: a signed-out
// visitor gets the sign-in prompt without them (issue 17).
const FinderFlow = lazy(
  withDataProviders<{ user: StoredUser }>(() =>
    import('./finder-flow').then(({ FinderFlow: Flow }) => ({ default: Flow })),
  ),
);

const BENEFITS = [
  'Save your preferences',
  'Get personalised neighbourhood recommendations',
  'Upload your Google Timeline for better matches',
  'Connect with local communities',
];

/** spec §2 Neighbourhood finder: form, review, results. Signed out: Sign In Required. */
export default function FinderPage() {
  const { user, logout } = useAuth();

  if (!user) {
    return (
      <SignInPrompt
        title="Sign In Required"
        lead="Sign in with Google to use the Neighborhood Finder."
        benefits={BENEFITS}
      />
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
      <Suspense fallback={<p role="status">Loading your search…</p>}>
        <FinderFlow key={user.id} user={user} />
      </Suspense>
    </section>
  );
}
