import type { ComponentType } from 'react';

/**
 * A lazily loaded component wrapped in the data providers (React Query and tRPC), which load with
 * it: the home page and the shell need neither, so they stay out of the first JavaScript (docs/performance.md).
 */
export function withDataProviders<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [{ DataProviders }, { default: Inner }] = await Promise.all([import('./data-providers'), load()]);
    return {
      default: (props: P) => (
        <DataProviders>
          <Inner {...props} />
        </DataProviders>
      ),
    };
  };
}
