import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { GoogleSignInButton } from './google-sign-in-button';

/** spec §2 Login page; spec §4: failures are only logged here, and success goes to the finder. */
export default function LoginPage() {
  const navigate = useNavigate();
  usePageTitle('Login');
  return (
    <section className="page page--narrow">
      <div className="card card--center stack">
        <h1>Welcome to Neighborhood Finder</h1>
        <p className="muted">
          Sign in to save your preferences and get neighbourhoods matched to your budget, commute and lifestyle.
        </p>
        <GoogleSignInButton
          onSignedIn={() => navigate('/neighborhood-finder')}
          onError={(error) => console.error('Login failed', error)}
        />
      </div>
    </section>
  );
}
