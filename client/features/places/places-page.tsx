import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { useLatestResults } from '../../lib/api/get-latest-results';
import { useSelection } from '../../lib/api/get-selection';
import { useSelectNeighbourhood } from '../../lib/api/select-neighbourhood';
import type { StoredUser } from '../../lib/storage';
import { SignInPrompt, useAuth } from '../auth';
import { NeighbourhoodChoices } from './neighbourhood-choices';
import { PlacesExplorer } from './places-explorer';
import './places.css';

const TITLE = 'Discover Places Near You';
const LEAD = 'Pick one of your recommended neighbourhoods to see real places around it.';
const LOADING = <p role="status">Loading recommended neighborhoods...</p>;

/** spec §2 "Place recommender page": choose a recommended neighbourhood, then explore its places. */
export default function PlacesPage() {
  const { user, sessionPending } = useAuth();
  if (sessionPending) {
    // The page sent for a session cookie, before the server says whose it is: the frame the person's
    // page fills, so its largest paint comes from the HTML and nothing moves when they arrive.
    return (
      <section className="page stack">
        <PageHeading title={TITLE} lead={LEAD} />
        {LOADING}
      </section>
    );
  }
  if (!user) {
    return (
      <SignInPrompt
        title={TITLE}
        lead="Sign in to see real places around your recommended neighbourhoods."
        benefits={['Cafés, parks, gyms and groceries near each neighbourhood', 'On a list and a map, with directions']}
      />
    );
  }
  return <Places user={user} />;
}

function Places({ user }: { user: StoredUser }) {
  const latest = useLatestResults();
  const selection = useSelection(user.id);
  const select = useSelectNeighbourhood(user.id);
  // The neighbourhood chosen on this page; until then, the one saved (from the finder or before).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const saved = selection.data?.selectedNeighborhood ?? null;
  const recommended = latest.data?.recommendations ?? [];
  const choices = saved && !recommended.some((n) => n.id === saved.id) ? [saved, ...recommended] : recommended;
  const activeId = chosenId ?? saved?.id ?? null;
  const active = choices.find((n) => n.id === activeId) ?? null;

  return (
    <section className="page stack">
      <PageHeading title={TITLE} lead={LEAD} />
      {latest.isPending || selection.isPending ? (
        LOADING
      ) : latest.isError ? (
        <div role="alert" className="alert alert--error stack">
          <p>{latest.error.message}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void latest.refetch()}>
            Try Again
          </button>
        </div>
      ) : choices.length === 0 ? (
        <div className="card stack">
          <p>Please complete the Neighborhood Finder questionnaire to get personalized neighborhood recommendations.</p>
          <p>
            <Link to="/place-recommender" className="button button--primary">
              Find Neighborhoods
            </Link>
          </p>
        </div>
      ) : (
        <>
          <NeighbourhoodChoices
            choices={choices}
            selectedId={activeId}
            busy={select.isPending}
            onChoose={(id) => {
              setChosenId(id);
              select.mutate({ id }); // spec §4 step 3: saved for the signed-in user
            }}
          />
          {select.error && (
            <p role="alert" className="alert alert--error">
              {select.error.message}
            </p>
          )}
          {active && <PlacesExplorer key={active.id} neighbourhood={active} />}
        </>
      )}
    </section>
  );
}
