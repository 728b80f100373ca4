import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSessionChange } from './session-events';
import { createTrpcClient, trpc } from './trpc';

// One cache and one tRPC client for the whole page, however many parts of it are wrapped: the chat
// widget and the Relocation Assistant page share one conversation through this cache.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
const trpcClient = createTrpcClient();
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
