import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { announceSessionChange, onSessionEnded } from '../../lib/session-events';
import { clearStoredAuth, readStoredUser, type StoredUser, storeUser } from '../../lib/storage';
import { clearPersonalData } from '../../lib/user-record';
import { AuthContext, type AuthState } from './auth-context';
import { fetchSession } from './fetch-session';
import type { IdentityClient } from './firebase-client';
import type { LocalAccount } from './local-accounts';

const LocalAccountChooser = lazy(() => import('./local-account-chooser'));

// The calls that check a sign-in with the server bring zod (their replies are checked): loaded with
// the identity client, never on a plain page view.
const loadAuthApi = () => import('./auth-api');

let identityClient: Promise<IdentityClient> | undefined;
/** Loads the Firebase SDK and our settings once, on first need. */
function loadIdentityClient(): Promise<IdentityClient> {
  identityClient ??= Promise.all([
    loadAuthApi().then((api) => api.fetchClientConfig()),
    import('./firebase-client'),
  ]).then(([config, module]) => module.createIdentityClient(config.auth));
  identityClient.catch(() => {
    identityClient = undefined;
  });
  return identityClient;
}

interface PendingChoice {
  resolve(account: LocalAccount): void;
  reject(error: Error): void;
}

/**
 * The spec's client auth state machine (§4 Authentication). `sessionCookie`: the server sent this
 * page because the request carried a session cookie (its signed-in variant, decision 0028).
 */
export function AuthProvider({ children, sessionCookie = false }: { children: ReactNode; sessionCookie?: boolean }) {
  // Step 1: the stored user shows at once while the server is asked.
  const [user, setUser] = useState<StoredUser | null>(readStoredUser);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [loading, setLoading] = useState(true);
  const [sessionChecked, setSessionChecked] = useState(false);
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const signingIn = useRef(false);

  // Whose session the page holds: a change is announced (client/lib/session-events.ts), a repeat is not.
  const holder = useRef<string | null>(readStoredUser()?.id ?? null);
  const changeHolder = useCallback((id: string | null) => {
    if (holder.current === id) return;
    holder.current = id;
    announceSessionChange();
  }, []);

  const clear = useCallback(() => {
    // The person's own record goes with their sign-in (client/lib/user-record.ts, clearPersonalData).
    const leaving = holder.current ?? readStoredUser()?.id;
    if (leaving) clearPersonalData(leaving);
    clearStoredAuth();
    setUser(null);
    changeHolder(null);
  }, [changeHolder]);

  const accept = useCallback(
    (next: StoredUser) => {
      storeUser(next);
      setUser(next);
      changeHolder(next.id);
      setSessionEnded(false);
      return next;
    },
    [changeHolder],
  );

  // A call refused for an ended session (client/lib/data-providers.tsx) signs the page out.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!holder.current) return;
        clear();
        setSessionEnded(true);
      }),
    [clear],
  );

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    (async () => {
      // Step 2: a server session wins; no identity SDK is loaded for it.
      try {
        const { user: sessionUser } = await fetchSession();
        if (cancelled) return;
        setSessionChecked(true);
        if (sessionUser) {
          accept({ ...sessionUser, token: readStoredUser()?.token });
          setLoading(false);
          return;
        }
      } catch {
        // The server could not be asked: fall through to the identity provider.
        if (cancelled) return;
        setSessionChecked(true);
      }
      // Step 3: ask the identity provider; a user it still knows is verified again. It can know one
      // only if someone signed in on this browser, which left the stored user: without one, the
      // Firebase SDK is not loaded for nothing (docs/performance.md).
      if (!readStoredUser()) {
        setLoading(false);
        return;
      }
      try {
        const client = await loadIdentityClient();
        if (cancelled) return;
        unsubscribe = client.onUserChanged(async (firebaseUser) => {
          if (signingIn.current) return; // login() finishes that flow itself
          if (firebaseUser) {
            try {
              const token = await firebaseUser.getIdToken();
              const { user: verified } = await (await loadAuthApi()).verifyIdToken(token);
              accept({ ...verified, token });
            } catch (error) {
              console.error('Stored sign-in could not be verified', error);
              clear();
            }
          } else {
            clear();
          }
          setLoading(false);
        });
      } catch (error) {
        console.error('Sign-in is unavailable', error);
        clear();
        setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [accept, clear]);

  const chooseLocalAccount = useCallback(
    () => new Promise<LocalAccount>((resolve, reject) => setChoice({ resolve, reject })),
    [],
  );

  const login = useCallback(async () => {
    setLoading(true);
    signingIn.current = true;
    try {
      const client = await loadIdentityClient();
      const firebaseUser =
        client.mode === 'emulator'
          ? await client.signInWithLocalAccount(await chooseLocalAccount())
          : await client.signInWithGooglePopup();
      const token = await firebaseUser.getIdToken();
      const { user: verified } = await (await loadAuthApi()).verifyIdToken(token);
      return accept({ ...verified, token });
    } finally {
      signingIn.current = false;
      setLoading(false);
    }
  }, [accept, chooseLocalAccount]);

  const logout = useCallback(async () => {
    setLoading(true);
    // spec §4: sign out of the provider, tell the backend, clear; errors are only logged, and one
    // failing step does not skip the next.
    await loadIdentityClient()
      .then((identity) => identity.signOut())
      .catch((error) => console.error('Provider sign-out failed', error));
    await loadAuthApi()
      .then((api) => api.logoutSession())
      .catch((error) => console.error('Server logout failed', error));
    clear();
    setLoading(false);
  }, [clear]);

  const sessionPending = sessionCookie && !sessionChecked && user === null;
  const value = useMemo<AuthState>(
    () => ({ user, loading, sessionPending, sessionEnded, login, logout }),
    [user, loading, sessionPending, sessionEnded, login, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {choice && (
        <Suspense fallback={null}>
          <LocalAccountChooser
            onChoose={(account) => {
              setChoice(null);
              choice.resolve(account);
            }}
            onCancel={() => {
              setChoice(null);
              choice.reject(new Error('Sign-in cancelled'));
            }}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}
