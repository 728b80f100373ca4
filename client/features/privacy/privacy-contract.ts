import { useSyncExternalStore } from 'react';

// The privacy contract's texts and constants come with zod, which neither the finder's first paint
// nor this page's needs (docs/performance.md): they load once, right after.
type PrivacyContract = typeof import('../../../shared/contracts/privacy');

let loading: Promise<void> | undefined;
let loaded: PrivacyContract | null = null;

function load(): Promise<void> {
  loading ??= import('../../../shared/contracts/privacy').then(
    (module) => {
      loaded = module;
    },
    () => {
      loading = undefined; // a failed chunk load may succeed on the next page that asks
    },
  );
  return loading;
}

const subscribe = (onLoaded: () => void) => {
  let active = true;
  void load().then(() => active && onLoaded());
  return () => {
    active = false;
  };
};

/** The privacy contract once its chunk is here, else null (and its loading starts). */
export function usePrivacyContract(): PrivacyContract | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
