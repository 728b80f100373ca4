/**
 * Exchanges a Google ID token (the unsigned test kind) for a Firebase ID token at the Auth
 * emulator's signInWithIdp endpoint, as the browser's signInWithCredential does.
 */
export async function exchangeAtEmulator(host: string, googleToken: string): Promise<{ idToken: string; uid: string }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${googleToken}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!body.idToken || !body.localId) throw new Error(`emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return { idToken: body.idToken, uid: body.localId };
}
