import { haversineKm } from '../../../shared/domain/geo';
import type { PlaceNamer } from '../../../shared/domain/timeline/derive-insights';
import type { Dataset } from '../../data/load-dataset';

/** Names timeline places from the curated data: nearest locality (≤ 5 km), landmark (≤ 300 m). */
export function createGazetteerPlaceNamer(dataset: Dataset): PlaceNamer {
  return (point) => {
    const nearest = <T extends { lat: number; lng: number }>(rows: readonly T[], withinKm: number) => {
      let best: { row: T; km: number } | undefined;
      for (const row of rows) {
        const km = haversineKm(point, row);
        if (km <= withinKm && (!best || km < best.km)) best = { row, km };
      }
      return best?.row;
    };
    const locality = nearest(dataset.localities, 5);
    const landmark = nearest(dataset.landmarks, 0.3);
    if (!locality && !landmark) return null;
    const cityId = locality?.city ?? landmark?.city;
    return {
      locality: locality?.name,
      city: cityId ? dataset.cityNames[cityId] : undefined,
      landmark: landmark ? { name: landmark.name, kind: landmark.kind } : undefined,
    };
  };
}
