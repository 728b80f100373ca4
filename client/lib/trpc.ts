import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app-router';

/** The server's procedures as React Query hooks, over the page's one client (trpc-client.ts, DataProviders). */
export const trpc = createTRPCReact<AppRouter>();
