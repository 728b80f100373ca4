import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AppError } from '../../errors/app-error';
import type { IdentityVerifier, VerifiedIdentity } from './identity-verifier';

/**
 * firebase-admin verification. Against a real project it checks Google's signature, audience,
 * issuer and expiry; no service account is needed for that. Against the emulator (`emulatorHost`)
 * firebase-admin skips the signature, which is why production refuses emulator mode (config.ts).
 */
export function createFirebaseIdentityVerifier(options: {
  projectId: string;
  emulatorHost?: string;
}): IdentityVerifier & { close(): Promise<void> } {
  // firebase-admin reads the emulator address only from the environment; this is the one place
  // outside config.ts that touches process.env, and it only writes what config decided.
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  const app = initializeApp({ projectId: options.projectId }, `basera-${options.projectId}-${Date.now()}`);
  const auth = getAuth(app);
  return {
    async verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: decoded.picture ?? null,
        };
      } catch (error) {
        const code = (error as { code?: string }).code;
        const message =
          code === 'auth/id-token-expired'
            ? 'Your sign-in has expired. Please sign in again.'
            : 'The sign-in token could not be verified. Please sign in again.';
        throw new AppError('UNAUTHORIZED', message, { cause: error });
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
        return { outcome: 'deleted' };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'auth/user-not-found') return { outcome: 'absent' };
        // A real project without a service account: the Google sign-in record stays with Google.
        return { outcome: 'not-permitted', reason: (error as Error).message };
      }
    },
    close: () => deleteApp(app),
  };
}
