import { PageHeading } from '../../components/page-heading';
import { SignInPrompt, UserBadge, useAuth } from '../auth';
import './finder.css';
import { FinderFlow } from './finder-flow';

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
      <FinderFlow key={user.id} user={user} />
    </section>
  );
}
