import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  type User as FirebaseUser,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import type { ClientConfig } from '../../../shared/contracts/auth';
import type { LocalAccount } from './local-accounts';

/**
 * The identity provider, behind the few calls the auth layer needs. This module is loaded on demand
 * (dynamic import) so the Firebase SDK stays out of the first page load for signed-in visitors.
 */
export interface IdentityClient {
  mode: ClientConfig['auth']['mode'];
  onUserChanged(listener: (user: FirebaseUser | null) => void): () => void;
  /** Google popup with account selection forced (spec §4). Real Firebase projects only. */
  signInWithGooglePopup(): Promise<FirebaseUser>;
  /** Local mode: the emulator accepts a Google credential built from an unsigned test ID token. */
  signInWithLocalAccount(account: LocalAccount): Promise<FirebaseUser>;
  signOut(): Promise<void>;
}

export function createIdentityClient(config: ClientConfig['auth']): IdentityClient {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  // Not getAuth(): it installs the popup/redirect resolver, which loads a script from
  // apis.google.com on every page. The resolver is given only to the popup call that needs it.
  const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return {
    mode: config.mode,
    onUserChanged: (listener) => onAuthStateChanged(auth, listener),
    async signInWithGooglePopup() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
    },
    async signInWithLocalAccount(account) {
      // Local mode only: loaded when used, so visitors of a real Firebase project never fetch it.
      const { buildTestGoogleIdToken } = await import('./local-accounts');
      const idToken = await buildTestGoogleIdToken(account);
      return (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user;
    },
    signOut: () => signOut(auth),
  };
}
