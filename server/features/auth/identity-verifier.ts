/** What we keep of a verified Google identity. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** Verifies a Firebase ID token (spec §4: the backend verifies the identity token). */
export interface IdentityVerifier {
  /** Resolves the identity, or rejects with an AppError('UNAUTHORIZED'). */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /**
   * Removes the person's sign-in record where we may (the Auth emulator; a real project only with
   * admin credentials): 'deleted', 'absent' (already gone), or 'not-permitted' with the reason.
   */
  deleteUser(uid: string): Promise<{ outcome: 'deleted' | 'absent' } | { outcome: 'not-permitted'; reason: string }>;
}
