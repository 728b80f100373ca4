import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import type { LlmProvider } from '../ai';
import { createAiEventsProvider } from './ai-events-provider';
import { createCuratedEventsProvider } from './curated-events-provider';
import type { EventsProvider } from './events-provider';
import { createIcsEventsProvider } from './ics-events-provider';

export interface EventsProviders {
  curated: EventsProvider;
  /** The provider chosen by EVENTS_PROVIDER, or null (the embedded default). */
  live: EventsProvider | null;
}

/** The curated calendar always (the default and every provider's fallback), and the live one chosen by config. */
export function createEventsProviders(
  config: Pick<Config, 'events'>,
  deps: { dataset: Pick<Dataset, 'events' | 'festivals' | 'citiesById'>; llm: LlmProvider | null },
): EventsProviders {
  const curated = createCuratedEventsProvider(deps.dataset);
  const { provider, icsFeeds, timeoutMs } = config.events;
  let live: EventsProvider | null = null;
  if (provider === 'ics') live = createIcsEventsProvider({ feeds: icsFeeds, timeoutMs });
  else if (provider === 'gemini' && deps.llm) live = createAiEventsProvider(deps.llm);
  return { curated, live };
}
