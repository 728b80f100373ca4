import { z } from 'zod';

// Local mode only (no Firebase project configured): test Google accounts the person types in,
// remembered in this browser so the chooser feels like Google's own account picker.

export const LOCAL_ACCOUNTS_KEY = 'basera.localAccounts';

export const localAccountSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(80, 'Keep the name under 80 characters'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(200)),
});
export type LocalAccount = z.infer<typeof localAccountSchema>;

export function readLocalAccounts(): LocalAccount[] {
  try {
    const parsed = z.array(localAccountSchema).safeParse(JSON.parse(localStorage.getItem(LOCAL_ACCOUNTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Remembers the account, most recently used first. */
export function rememberLocalAccount(account: LocalAccount): LocalAccount[] {
  const rest = readLocalAccounts().filter((a) => a.email !== account.email);
  const next = [account, ...rest].slice(0, 10);
  localStorage.setItem(LOCAL_ACCOUNTS_KEY, JSON.stringify(next));
  return next;
}

export function forgetLocalAccount(email: string): LocalAccount[] {
  const next = readLocalAccounts().filter((a) => a.email !== email);
  localStorage.setItem(LOCAL_ACCOUNTS_KEY, JSON.stringify(next));
  return next;
}

function base64Url(value: string | Uint8Array): string {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned Google ID token for the Auth emulator (DESIGN.md, Sign-in). The subject is derived
 * from the e-mail so the same test account always maps to the same user.
 */
export async function buildTestGoogleIdToken(account: LocalAccount): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(account.email)));
  const sub = Array.from(digest.slice(0, 10), (b) => b.toString().padStart(3, '0')).join('');
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: 'basera-local',
      sub,
      email: account.email,
      email_verified: true,
      name: account.name,
      iat: now,
      exp: now + 3600,
    }),
  );
  return `${header}.${payload}.`;
}
