// Loaded with the identity client, on sign-in, sign-out or a stored sign-in to check (auth-provider.tsx).
import { clientConfigSchema, logoutResponse, userResponse } from '../../../shared/contracts/auth';
import { apiCall } from '../../lib/api-client';

export const verifyIdToken = (idToken: string) =>
  apiCall('/api/auth/verify-token', { method: 'POST', body: { idToken }, schema: userResponse });
export const logoutSession = () => apiCall('/api/auth/logout', { method: 'POST', schema: logoutResponse });
export const fetchClientConfig = () => apiCall('/api/config', { schema: clientConfigSchema });
