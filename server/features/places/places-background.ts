import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Dataset } from '../../data/load-dataset';
import type { Database } from '../../db/client';
import type { PlacesProviders } from './find-places';
import { createWalkAccessJob } from './walk-access/walk-access-job';

/**
 * What it uses of Services (server/services.ts), named here: services.ts imports this feature. The
 * dataset is replaced in it as the counts come in.
 */
interface BackgroundServices {
  places: PlacesProviders;
  config: Pick<Config, 'places'>;
  db: Database;
  dataset: Dataset;
  logger: Logger;
}

/**
 * What the places feature runs beside requests: the check of whether Overpass answers (OpenStreetMap
 * by default) and the count of localities' surroundings, whose results every instance serves in its
 * dataset (services.dataset is replaced, never changed in place: caches keyed by it start afresh).
 */
export function startPlacesBackground(services: BackgroundServices): { stop(): void } {
  const { places, config } = services;
  places.availability?.start();
  if (!places.osm) return { stop: () => places.availability?.stop() };
  const availability = places.availability;
  const job = createWalkAccessJob({
    db: services.db,
    osm: places.osm,
    base: services.dataset,
    serve: (dataset) => {
      services.dataset = dataset;
    },
    paceMs: config.places.overpass.walkPaceMs,
    maxAgeMs: config.places.overpass.cacheMs,
    ready: () => !availability || availability.reachable,
    logger: services.logger,
  });
  places.counting = job;
  job.start();
  return {
    stop() {
      availability?.stop();
      job.stop();
    },
  };
}
