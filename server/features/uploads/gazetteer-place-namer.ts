import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { PlaceNamer } from '../../../shared/domain/timeline/derive-insights';
import type { Dataset } from '../../data/load-dataset';

type Point = { lat: number; lng: number };
type Nearest<T> = (point: Point, withinKm: number) => T | undefined;

/** A spatial index (kdbush) over curated rows: the nearest row within a distance, not a scan of all. */
function nearestIndex<T extends Point>(rows: readonly T[]): Nearest<T> {
  const index = new KDBush(rows.length);
  for (const row of rows) index.add(row.lng, row.lat);
  index.finish();
  return (point, withinKm) => {
    const [id] = around(index, point.lng, point.lat, 1, withinKm);
    return id === undefined ? undefined : rows[id];
  };
}

interface GazetteerIndex {
  locality: Nearest<Dataset['localities'][number]>;
  landmark: Nearest<Dataset['landmarks'][number]>;
}

// Built once per dataset, not per upload: every visit of every upload is named here, and scanning
// every locality and landmark per visit was a visible share of the server's time under load (docs/DEPLOY.md).
const indexes = new WeakMap<Dataset, GazetteerIndex>();

function indexOf(dataset: Dataset): GazetteerIndex {
  let built = indexes.get(dataset);
  if (!built) {
    built = { locality: nearestIndex(dataset.localities), landmark: nearestIndex(dataset.landmarks) };
    indexes.set(dataset, built);
  }
  return built;
}

/** Names timeline places from the curated data: nearest locality (≤ 5 km), landmark (≤ 300 m). */
export function createGazetteerPlaceNamer(dataset: Dataset): PlaceNamer {
  const nearest = indexOf(dataset);
  return (point) => {
    const locality = nearest.locality(point, 5);
    const landmark = nearest.landmark(point, 0.3);
    if (!locality && !landmark) return null;
    const cityId = locality?.city ?? landmark?.city;
    return {
      locality: locality?.name,
      city: cityId ? dataset.cityNames[cityId] : undefined,
      landmark: landmark ? { name: landmark.name, kind: landmark.kind } : undefined,
    };
  };
}
