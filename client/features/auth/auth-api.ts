import { clientConfigSchema, logoutResponse, userResponse } from '../../../shared/contracts/auth';
import { apiCall } from '../../lib/api-client';
import { trpcClient } from '../../lib/trpc';

/** The signed-in user from the server session, or null (tRPC auth.current: no 401 when signed out). */
export const fetchSession = () => trpcClient.auth.current.query();
export const verifyIdToken = (idToken: string) =>
  apiCall('/api/auth/verify-token', { method: 'POST', body: { idToken }, schema: userResponse });
export const logoutSession = () => apiCall('/api/auth/logout', { method: 'POST', schema: logoutResponse });
export const fetchClientConfig = () => apiCall('/api/config', { schema: clientConfigSchema });
