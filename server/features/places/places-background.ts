import type { Services } from '../../services';
import { createWalkAccessJob } from './walk-access/walk-access-job';

/**
 * What the places feature runs beside requests: the check of whether Overpass answers (OpenStreetMap
 * by default) and the count of localities' surroundings, whose results every instance serves in its
 * dataset (services.dataset is replaced, never changed in place: caches keyed by it start afresh).
 */
export function startPlacesBackground(services: Services): { stop(): void } {
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
