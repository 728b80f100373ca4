import { createContext, useContext } from 'react';
import type { StoredUser } from '../../lib/storage';

export interface AuthState {
  user: StoredUser | null;
  loading: boolean;
  /**
   * The page was sent for a session cookie (decision 0028) and the server has not yet said whose:
   * a page may show its signed-in frame rather than the sign-in prompt until it knows.
   */
  sessionPending: boolean;
  /** The server said the person's session had ended (a 401): the page is signed out and says so. */
  sessionEnded: boolean;
  /** Signs in with Google (local mode: through the test-account chooser). Rethrows on failure. */
  login(): Promise<StoredUser>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth needs an <AuthProvider>');
  return state;
}
