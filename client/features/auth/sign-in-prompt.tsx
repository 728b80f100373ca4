import { type ReactNode, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from './auth-context';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * A page's signed-out state: what signing in gives, and the Google sign-in button. Failures show the
 * spec's text (§4: "Failed to login. Please try again.").
 */
export function SignInPrompt({ title, lead, benefits }: { title: string; lead: string; benefits?: ReactNode[] }) {
  const { loading, sessionEnded } = useAuth();
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="page page--narrow">
      <div className="card stack">
        <PageHeading title={title} lead={lead} />
        {benefits && (
          <ul className="checklist">
            {benefits.map((benefit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <li key={index}>{benefit}</li>
            ))}
          </ul>
        )}
        {sessionEnded && (
          <p role="status" className="alert alert--info">
            Your session ended. Sign in again.
          </p>
        )}
        {/* Hidden while the session is being checked: a signed-in visitor should not see it flash. */}
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
