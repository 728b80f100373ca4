import { clientEnv } from './config';
import { authHeaders } from './storage';

/**
 * A tRPC query without input, read with a plain GET in tRPC's reply shape (`{ result: { data } }`).
 * For the calls of the first page view (the session, the home page's cities), which would otherwise
 * bring the tRPC client and React Query into the first JavaScript (issue 17). The reply is not
 * checked (that would bring zod); callers check what they use.
 */
export async function trpcGet<T>(path: string): Promise<T> {
  const response = await fetch(`${clientEnv.apiBaseUrl}/trpc/${path}`, {
    credentials: 'include',
    headers: authHeaders(),
  });
  if (!response.ok) throw new Error(`${path} failed with status ${response.status}`);
  const body = (await response.json()) as { result?: { data?: T } };
  if (body.result?.data === undefined) throw new Error(`${path} gave no data`);
  return body.result.data;
}
