import type { Logger } from 'pino';
import { perOwner } from '../../../shared/domain/per-owner';
import { mergeWithCurated } from '../../../shared/domain/places/merge-places';
import { Lru } from '../../lib/lru';
import type { OsmPlacesProvider } from './osm/osm-places-provider';
import type { OverpassAvailability } from './osm/overpass-availability';
import type { FoundPlace, PlacesProvider, PlacesQuery } from './places-provider';
import type { WalkAccessJob } from './walk-access/walk-access-job';

export interface PlacesProviders {
  curated: PlacesProvider;
  /** The live provider chosen by config, or null (curated only). */
  live: PlacesProvider | null;
  /** OpenStreetMap, when it is the live provider: also counts localities' surroundings. */
  osm?: OsmPlacesProvider;
  /** OpenStreetMap chosen by default: used only while Overpass answers its checks. */
  availability?: OverpassAvailability | null;
  /** The count of localities' surroundings on OpenStreetMap, once started (places-background.ts). */
  counting?: WalkAccessJob;
}

export interface FoundPlaces {
  places: FoundPlace[];
  provider: { kind: PlacesProvider['kind']; label: string; attribution: PlacesProvider['attribution'] };
  /** Set when the live provider failed or is unavailable and the curated places answered instead. */
  notice: string | null;
}

/** The one line a page shows while OpenStreetMap, chosen by default, does not answer. */
export const LIVE_MAP_UNAVAILABLE = "Showing Basera's curated places; live map data is unavailable.";

const LIVE_TTL_MS = 10 * 60_000;

// Replies per (provider, neighbourhood, filters): a filter changed back, or another person looking at
// the same neighbourhood, does not ask the provider again. Curated replies do not expire (the data
// only changes with a deploy); live ones after 10 minutes (OpenStreetMap's answers are also kept in
// the database, for every instance: osm/answer-cache.ts).
const cacheFor = perOwner<PlacesProvider, Lru<string, { at: number; places: FoundPlace[] }>>(() => new Lru(2000));

function keyOf(provider: PlacesProvider, q: PlacesQuery): string {
  const centre = `${q.centre.lat.toFixed(5)},${q.centre.lng.toFixed(5)}`;
  // Only the model's and Google's answers depend on the person's priorities (they choose what to ask).
  const priorities = provider.kind === 'ai' || provider.kind === 'google' ? q.priorityTypes.join(',') : '';
  // OpenStreetMap answers every type at once, and prices are ours to filter.
  const filters = provider.kind === 'osm' ? '' : `${q.type}|${q.priceLevel}`;
  return `${centre}|${q.radiusKm}|${filters}|${priorities}`;
}

async function cachedSearch(provider: PlacesProvider, query: PlacesQuery, timeoutMs: number): Promise<FoundPlace[]> {
  const cache = cacheFor(provider);
  const key = keyOf(provider, query);
  const hit = cache.get(key);
  if (hit && (provider.kind === 'curated' || Date.now() - hit.at < LIVE_TTL_MS)) return hit.places;
  const places = await withTimeout(provider.search(query), timeoutMs);
  cache.set(key, { at: Date.now(), places });
  return places;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function describe(provider: PlacesProvider): FoundPlaces['provider'] {
  return { kind: provider.kind, label: provider.label, attribution: provider.attribution };
}

/** Whether a search now lists the curated places alone: no live provider, or OpenStreetMap not answering. */
export function listsCuratedOnly(providers: Pick<PlacesProviders, 'live' | 'availability'>): boolean {
  return !providers.live || (!!providers.availability && !providers.availability.reachable);
}

/**
 * The places around a neighbourhood from the live provider, if one is configured and available;
 * OpenStreetMap's are merged with the curated places (curated first). When the live provider times
 * out, fails or answers with something unreadable, the curated places answer instead, with a notice
 * (never a crash).
 */
export async function findPlaces(
  providers: PlacesProviders,
  query: PlacesQuery,
  options: { timeoutMs: number; logger: Logger },
): Promise<FoundPlaces> {
  const { curated, live, availability } = providers;
  const curatedOnly = async (notice: string | null): Promise<FoundPlaces> => ({
    places: await cachedSearch(curated, query, options.timeoutMs),
    provider: describe(curated),
    notice,
  });
  if (!live) return curatedOnly(null);
  if (listsCuratedOnly(providers)) return curatedOnly(LIVE_MAP_UNAVAILABLE);
  try {
    // The provider's own timeout stops its request; this one bounds the whole answer.
    const places = await cachedSearch(live, query, options.timeoutMs + 500);
    if (live.kind !== 'osm') return { places, provider: describe(live), notice: null };
    const mine = await cachedSearch(curated, query, options.timeoutMs);
    return {
      places: mergeWithCurated(mine, places),
      provider: { kind: 'osm', label: `${live.label} and ${curated.label}`, attribution: live.attribution },
      notice: null,
    };
  } catch (error) {
    options.logger.warn({ err: error, provider: live.kind }, 'live places provider failed; using curated places');
    if (availability) {
      availability.recheck();
      return curatedOnly(LIVE_MAP_UNAVAILABLE);
    }
    return curatedOnly(`${live.label} is not available right now, so these are ${curated.label}.`);
  }
}
