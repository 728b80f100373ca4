import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/use-page-title';
import { messageOf } from '../../lib/api-errors';
import { SignInPrompt, useAuth } from '../auth';
import { useDataSummary } from './api/get-data-summary';
import { ConsentSection } from './consent-section';
import { DataKindsSection } from './data-kinds-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportSection } from './export-section';
import './privacy.css';

const LEAD = 'Everything Basera holds about you, what it is for, and how to download or delete it.';

/** /your-data: the person's rights over what we hold (docs/privacy.md), in one place. */
export default function YourDataPage() {
  const { user, sessionPending, logout } = useAuth();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <AccountDeleted />;
  if (!user) {
    if (sessionPending) return null;
    return <SignInPrompt title="Your data" lead="Sign in to see, download or delete what Basera holds about you." />;
  }
  return (
    <section className="page your-data">
      <PageHeading title="Your data" lead={LEAD} />
      <YourDataBody
        userId={user.id}
        onDeleted={() => {
          setDeleted(true);
          // The server ended the session and erased the person: the page forgets them as Logout does.
          void logout();
        }}
      />
    </section>
  );
}

function YourDataBody({ userId, onDeleted }: { userId: string; onDeleted(): void }) {
  const summary = useDataSummary({ fresh: true });
  if (summary.isPending) {
    return (
      <p role="status" className="muted">
        Loading what we hold about you…
      </p>
    );
  }
  if (summary.isError) {
    return (
      <p role="alert" className="alert alert--error">
        {messageOf(summary.error, 'What we hold about you could not be loaded. Please try again.')}
      </p>
    );
  }
  const { kinds, consent, retention } = summary.data;
  return (
    <div className="stack">
      {retention.length > 0 && (
        <section className="card stack retention" aria-labelledby="retention-title">
          <h2 id="retention-title">To be removed soon</h2>
          <ul>
            {retention.map((notice) => (
              <li key={`${notice.kind}-${notice.analysisId}`}>{notice.text}</li>
            ))}
          </ul>
        </section>
      )}
      <DataKindsSection userId={userId} kinds={kinds} />
      <ConsentSection userId={userId} consent={consent} />
      <ExportSection />
      <DeleteAccountSection onDeleted={onDeleted} />
    </div>
  );
}

function AccountDeleted() {
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle('Account deleted');
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page page--narrow">
      <div className="card stack">
        <h1 ref={heading} tabIndex={-1}>
          Your account is deleted
        </h1>
        <p>
          Everything Basera held about you is erased, and you are signed out on this device and every other. Signing in
          again starts a new, empty account.
        </p>
      </div>
    </section>
  );
}
