import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { loadDataset } from '../../../data/load-dataset';
import { createLogger } from '../../../logger';
import { createEventsProviders } from '../../events';
import { createGazetteerGeocoder } from '../../geocoding';
import { createPlacesProviders } from '../../places';
import { lookUpEvents, lookUpPlaces } from './look-up';

// The local assistant's one layer of calls: a search that fails leaves its fact out of the answer
// (null), logged, instead of failing the answer.

const config = loadConfig({ NODE_ENV: 'test', PLACES_PROVIDER: 'curated' });
const dataset = loadDataset();
const geocoder = createGazetteerGeocoder(dataset);
const silent = createLogger('silent');
const warnings: string[] = [];
const services = {
  config,
  dataset,
  geocoder,
  logger: { warn: (_: unknown, message: string) => warnings.push(message) } as unknown as Logger,
  places: createPlacesProviders(config, { dataset, llm: null, geocoder, db: null, logger: silent }),
  events: createEventsProviders(config, { dataset, llm: null }),
  clock: { now: () => new Date('2026-12-01T04:30:00Z') },
};
const around = { type: 'all', radius: 5, priceLevel: 0 } as const;

describe("the assistant's lookups", () => {
  it('answer what the places and events searches find', async () => {
    const places = await lookUpPlaces(services, { ...around, neighborhoodId: 'pune-baner' }, {});
    expect(places?.neighborhood.name).toBe('Baner');
    expect(places?.places.length).toBeGreaterThan(0);
    const events = await lookUpEvents(services, { neighborhoodId: 'pune-baner' }, null);
    expect(events?.location.city).toBe('Pune');
  });

  it('answer null, and log it, when a search fails', async () => {
    warnings.length = 0;
    expect(await lookUpPlaces(services, { ...around, neighborhoodId: 'nowhere' }, {})).toBeNull();
    expect(await lookUpEvents(services, { neighborhoodId: 'nowhere' }, null)).toBeNull();
    expect(warnings).toEqual(['assistant: places lookup failed', 'assistant: events lookup failed']);
  });
});
