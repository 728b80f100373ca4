import type { Logger } from 'pino';
import { perOwner } from '../../../shared/domain/per-owner';
import { Lru } from '../../lib/lru';
import type { FoundPlace, PlacesProvider, PlacesQuery } from './places-provider';

export interface PlacesProviders {
  curated: PlacesProvider;
  /** The live provider chosen by config, or null (the embedded default). */
  live: PlacesProvider | null;
}

export interface FoundPlaces {
  places: FoundPlace[];
  provider: { kind: PlacesProvider['kind']; label: string };
  /** Set when the live provider failed and the curated places answered instead. */
  notice: string | null;
}

const LIVE_TTL_MS = 10 * 60_000;

// Replies per (provider, neighbourhood, filters): a filter changed back, or another person looking at
// the same neighbourhood, does not ask the provider again. Curated replies do not expire (the data
// only changes with a deploy); live ones after 10 minutes.
const cacheFor = perOwner<PlacesProvider, Lru<string, { at: number; places: FoundPlace[] }>>(() => new Lru(2000));

function keyOf(provider: PlacesProvider, q: PlacesQuery): string {
  const centre = `${q.centre.lat.toFixed(5)},${q.centre.lng.toFixed(5)}`;
  // Only the model's answer depends on the person's priorities (they are in its prompt).
  const priorities = provider.kind === 'ai' || provider.kind === 'google' ? q.priorityTypes.join(',') : '';
  return `${centre}|${q.radiusKm}|${q.type}|${q.priceLevel}|${priorities}`;
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

/**
 * The places around a neighbourhood from the live provider, if one is configured; when it times
 * out, fails or answers with something unreadable, the curated places answer instead, with a notice
 * (never a crash).
 */
export async function findPlaces(
  providers: PlacesProviders,
  query: PlacesQuery,
  options: { timeoutMs: number; logger: Logger },
): Promise<FoundPlaces> {
  const { curated, live } = providers;
  if (live) {
    try {
      // The provider's own timeout stops its request; this one bounds the whole answer.
      const places = await cachedSearch(live, query, options.timeoutMs + 500);
      return { places, provider: { kind: live.kind, label: live.label }, notice: null };
    } catch (error) {
      options.logger.warn({ err: error, provider: live.kind }, 'live places provider failed; using curated places');
      const places = await cachedSearch(curated, query, options.timeoutMs);
      return {
        places,
        provider: { kind: curated.kind, label: curated.label },
        notice: `${live.label} is not available right now, so these are ${curated.label}.`,
      };
    }
  }
  return { places: await cachedSearch(curated, query, options.timeoutMs), provider: curated, notice: null };
}
