import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { announceSessionEnded, isSessionGone, onSessionChange } from './session-events';
import { trpc } from './trpc';
import { trpcClient } from './trpc-client';

// One cache and one tRPC client for the whole page, however many parts of it are wrapped: the chat
// widget and the Relocation Assistant page share one conversation through this cache.
// Any call the server refuses for a session that has ended turns the page to its signed-out state.
const onError = (error: unknown) => {
  if (isSessionGone(error)) announceSessionEnded();
};
const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 401 is not retried: the session will not come back by asking again.
      retry: (failures, error) => !isSessionGone(error) && failures < 1,
      refetchOnWindowFocus: false,
    },
  },
});
// What was fetched for one person is never shown to the next: the cache empties when the person changes.
onSessionChange(() => queryClient.clear());

/** React Query and tRPC, for the pages and widgets that call the server (withDataProviders). */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
