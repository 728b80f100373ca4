import type { Logger } from 'pino';
import { perOwner } from '../../../shared/domain/per-owner';
import { Lru } from '../../lib/lru';
import type { EventsProviders } from './create-events-provider';
import type { EventsProvider, EventsQuery, FoundEvent } from './events-provider';

export interface FoundEvents {
  events: FoundEvent[];
  provider: { kind: EventsProvider['kind']; label: string };
  notice: string | null;
}

// Replies per (provider, city, day): the calendar of a day does not change within it.
const cacheFor = perOwner<EventsProvider, Lru<string, FoundEvent[]>>(() => new Lru(500));

async function cached(provider: EventsProvider, query: EventsQuery, timeoutMs: number): Promise<FoundEvent[]> {
  const cache = cacheFor(provider);
  const key = `${query.cityId ?? query.cityName}|${query.from}|${query.to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let timer: NodeJS.Timeout | undefined;
  const events = await Promise.race([
    provider.upcoming(query),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  cache.set(key, events);
  return events;
}

/** The live provider's events, or the curated calendar's with a notice when it fails (never a crash). */
export async function findEvents(
  providers: EventsProviders,
  query: EventsQuery,
  options: { timeoutMs: number; logger: Logger },
): Promise<FoundEvents> {
  const { curated, live } = providers;
  if (live) {
    try {
      const events = await cached(live, query, options.timeoutMs + 500);
      return { events, provider: { kind: live.kind, label: live.label }, notice: null };
    } catch (error) {
      options.logger.warn(
        { err: error, provider: live.kind },
        'live events provider failed; using the curated calendar',
      );
      return {
        events: await cached(curated, query, options.timeoutMs),
        provider: { kind: curated.kind, label: curated.label },
        notice: `${live.label} are not available right now, so these come from ${curated.label}.`,
      };
    }
  }
  return { events: await cached(curated, query, options.timeoutMs), provider: curated, notice: null };
}
