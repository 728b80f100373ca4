import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { trpc } from '../trpc';
import { type FakeAnswers, type FakeCall, fakeLink } from './fake-trpc';
import { WithRouter } from './router';

export { refusal } from './fake-trpc';
export { currentPath } from './router';

/**
 * Renders a feature's component as the app would: inside the router (at `path`), React Query and
 * the tRPC client, whose server is `answers` (fake-trpc.ts). Returns Testing Library's queries, a
 * `user` to click and type with, and the `calls` the component made.
 */
export function renderWithProviders(
  ui: ReactElement,
  { answers = {}, path = '/' }: { answers?: FakeAnswers; path?: string } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  // No retries: a refusal a test gives is shown at once, as the app shows one it will not retry.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const client = trpc.createClient({ links: [fakeLink(answers, calls)] });
  // No pause between keys: the components under test do not time typing. A file picker gets any file,
  // as a person choosing "All files" in the browser's dialog can give it (`accept` is only a hint).
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const result = render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <WithRouter path={path}>{ui}</WithRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  return { ...result, user, calls };
}

/**
 * Replaces what a field holds with `text`, as pasting it would: one input event rather than one per
 * key (typing key by key costs a render per character, and no field here reacts to single keys).
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.paste(text);
}
