import type { ClientConfig, UserResponse } from '../../../shared/contracts/auth';
import { apiCall } from '../../lib/api';
import { trpcClient } from '../../lib/trpc';

/** The signed-in user from the server session, or null (tRPC auth.current: no 401 when signed out). */
export const fetchSession = () => trpcClient.auth.current.query();
export const verifyIdToken = (idToken: string) =>
  apiCall<UserResponse>('/api/auth/verify-token', { method: 'POST', body: { idToken } });
export const logoutSession = () => apiCall<{ success: true }>('/api/auth/logout', { method: 'POST' });
export const fetchClientConfig = () => apiCall<ClientConfig>('/api/config');
