import type { ClientConfig, UserResponse } from '../../../shared/contracts/auth';
import { apiCall } from '../../lib/api';

export const fetchSession = () => apiCall<UserResponse>('/api/auth/session');
export const verifyIdToken = (idToken: string) =>
  apiCall<UserResponse>('/api/auth/verify-token', { method: 'POST', body: { idToken } });
export const logoutSession = () => apiCall<{ success: true }>('/api/auth/logout', { method: 'POST' });
export const fetchClientConfig = () => apiCall<ClientConfig>('/api/config');
