import { useEffect, useState } from 'react';
import type { CitySummary } from '../../../shared/contracts/cities';

/** The element of the prerendered page that carries the city list (scripts/prerender.ts writes it). */
export const CITIES_DATA_ID = 'basera-cities';

let embedded: readonly CitySummary[] | null | undefined;

/** At build time, the prerenderer gives the list the page is rendered with. */
export function provideHomeCities(cities: readonly CitySummary[]): void {
  embedded = cities;
}

function embeddedCities(): readonly CitySummary[] | null {
  if (embedded === undefined) {
    const node = typeof document === 'undefined' ? null : document.getElementById(CITIES_DATA_ID);
    embedded = node?.textContent ? (JSON.parse(node.textContent) as CitySummary[]) : null;
  }
  return embedded;
}

/**
 * The curated cities for the home page: the list the page was prerendered with (it changes only
 * with a deploy, like the build), so the hydrated page shows the same; fetched when the page was
 * not prerendered (`npm run dev`).
 */
export function useHomeCities(): readonly CitySummary[] {
  const [fetched, setFetched] = useState<readonly CitySummary[] | null>(null);
  const list = embeddedCities();
  useEffect(() => {
    if (list) return;
    let cancelled = false;
    import('../../lib/trpc-client')
      .then(({ trpcClient }) => trpcClient.cities.list.query())
      .then((data) => {
        if (!cancelled) setFetched(data.cities);
      })
      .catch((error) => console.error('The cities could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [list]);
  return list ?? fetched ?? [];
}
