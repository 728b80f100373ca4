import type { User } from '../../../shared/contracts/auth';
import { server } from '../../lib/server-calls';

/** The signed-in user from the server session, or null (auth.current: no 401 when signed out). */
export function fetchSession(): Promise<{ user: User | null }> {
  return server.auth.current.query();
}
