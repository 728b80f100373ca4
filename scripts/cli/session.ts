import { loadConfig } from '../../server/config';
import { signInLocally } from './local-sign-in';

// The CLI talks to a running Basera server, as its REST and WebSocket clients do, and signs in the
// way the local account chooser does: an unsigned Google token for the e-mail, exchanged at the
// Auth emulator, then verified by the server. The same e-mail in the browser's chooser is the same
// person.

export interface Session {
  server: string;
  cookie: string;
  email: string;
}

export const DEMO_ACCOUNT = { name: 'Priya Sharma', email: 'priya.demo@example.com' };

export function serverUrl(flag: string | undefined): string {
  return (flag ?? process.env.BASERA_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

/** Fails with a plain message when no server answers. */
export async function checkServer(server: string): Promise<{ auth: string }> {
  try {
    const res = await fetch(`${server}/api/health`);
    return (await res.json()) as { auth: string };
  } catch {
    throw new Error(`No Basera server answers at ${server}. Start one with \`npm start\` (or pass --server <url>).`);
  }
}

function emulatorHost(): string {
  const config = loadConfig(process.env);
  if (config.auth.mode !== 'emulator') {
    throw new Error(
      'The CLI signs in through the local Auth emulator; this configuration uses a real Firebase project.',
    );
  }
  return config.auth.host;
}

export async function signIn(server: string, account: { name: string; email: string }): Promise<Session> {
  const health = await checkServer(server);
  if (health.auth !== 'ready')
    throw new Error('The server is still starting local sign-in; try again in a few seconds.');
  const cookie = await signInLocally(server, emulatorHost(), account);
  return { server, cookie, email: account.email };
}

/** A JSON call as the signed-in person (or anonymously); a refused one throws its message. */
export async function call<T>(
  server: string,
  path: string,
  options: { body?: unknown; cookie?: string; method?: string } = {},
): Promise<T> {
  const res = await fetch(`${server}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      origin: server,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await res.json()) as { error?: string | { message?: string }; result?: { data: unknown } };
  if (!res.ok) {
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? res.statusText);
    throw new Error(`${path}: ${message}`);
  }
  return (path.startsWith('/trpc/') ? body.result?.data : body) as T;
}
