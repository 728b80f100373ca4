import { trpc } from '../../../lib/trpc';

/**
 * What Basera holds about the person, by kind, with their consent and the removals to come.
 * `fresh`: asked again on every visit (the Your data page), not read from another page's cache.
 */
export function useDataSummary({ fresh = false }: { fresh?: boolean } = {}) {
  return trpc.privacy.summary.useQuery(undefined, fresh ? { refetchOnMount: 'always' } : undefined);
}
