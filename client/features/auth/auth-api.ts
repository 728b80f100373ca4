// Loaded with the identity client, on sign-in, sign-out or a stored sign-in to check (auth-provider.tsx).
import { server } from '../../lib/server-calls';

export const verifyIdToken = (idToken: string) => server.auth.verifyToken.mutate({ idToken });
export const logoutSession = () => server.auth.logout.mutate();
export const fetchClientConfig = () => server.auth.config.query();
