// Loaded with the identity client, on sign-in, sign-out or a stored sign-in to check (auth-provider.tsx).
import { trpcClient } from '../../lib/trpc-client';

export const verifyIdToken = (idToken: string) => trpcClient.auth.verifyToken.mutate({ idToken });
export const logoutSession = () => trpcClient.auth.logout.mutate();
export const fetchClientConfig = () => trpcClient.auth.config.query();
