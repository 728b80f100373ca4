import { type ComponentType, useDeferredValue, useSyncExternalStore } from 'react';
import { PageHeading } from '../../components/page-heading';
import type { StoredUser } from '../../lib/storage';
import { withDataProviders } from '../../lib/with-data-providers';
import { SignInPrompt, useAuth } from '../auth';
import { AccountPanel } from './account-panel';
import { FinderFrame } from './finder-frame';
import './finder.css';

type Flow = ComponentType<{ user: StoredUser }>;

type Loaded = { Flow?: Flow; error?: unknown };

const NOT_YET: Loaded = {};
let loading: Promise<void> | undefined;
let loaded = NOT_YET;
/**
 * The form and results, their server calls and React Query load only for a signed-in person (or
 * one the server expects): a signed-out visitor gets the sign-in prompt without them (docs/performance.md).
 */
function loadFlow(): Promise<void> {
  loading ??= withDataProviders<{ user: StoredUser }>(() =>
    import('./finder-flow').then(({ FinderFlow }) => ({ default: FinderFlow })),
  )().then(
    (module) => {
      loaded = { Flow: module.default };
    },
    (error: unknown) => {
      loaded = { error };
    },
  );
  return loading;
}
const subscribe = (onLoaded: () => void) => {
  let active = true;
  void loadFlow().then(() => active && onLoaded());
  return () => {
    active = false;
  };
};

/**
 * The flow once its script is here, else null: the page shows its frame meanwhile. Not a lazy
 * component in a Suspense boundary: React holds a boundary's content back 300 ms after its
 * fallback showed, which would hold the form back as long.
 */
function useFinderFlow(): Flow | null {
  const { Flow, error } = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => NOT_YET, // at build time: the frame
  );
  if (error) throw error; // the page's error screen
  return Flow ?? null;
}

function FinderBody({ user }: { user: StoredUser | null }) {
  const Flow = useFinderFlow();
  // The form is a large first render: once the person is known, React renders it in slices while
  // the frame stays (it looks the same), so the page still answers meanwhile (docs/performance.md).
  const person = useDeferredValue(user);
  return person && Flow ? <Flow key={person.id} user={person} /> : <FinderFrame />;
}

const BENEFITS = [
  'Save your preferences',
  'Get personalised neighbourhood recommendations',
  'Optionally, let Basera learn from your Google Maps history for better matches',
  'Connect with local communities',
];

/**
 * spec §2 Neighbourhood finder: form, review, results. Signed out: Sign In Required. While the
 * server checks a session cookie, the page's frame (as the build wrote it into the page).
 */
export default function FinderPage() {
  const { user, sessionPending, logout } = useAuth();

  if (!user && !sessionPending) {
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
      <AccountPanel user={user} onLogout={() => void logout()} />
      <FinderBody user={user} />
    </section>
  );
}
