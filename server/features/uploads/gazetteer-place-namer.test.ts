import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../shared/domain/geo';
import { loadDataset } from '../../data/load-dataset';
import { createGazetteerPlaceNamer } from './gazetteer-place-namer';

// The namer looks places up in a spatial index; it must name each point exactly as a scan of every
// locality (≤ 5 km) and landmark (≤ 300 m) would.

const dataset = loadDataset();
const namer = createGazetteerPlaceNamer(dataset);

function scanNearest<T extends { lat: number; lng: number }>(
  rows: readonly T[],
  point: { lat: number; lng: number },
  withinKm: number,
) {
  let best: { row: T; km: number } | undefined;
  for (const row of rows) {
    const km = haversineKm(point, row);
    if (km <= withinKm && (!best || km < best.km)) best = { row, km };
  }
  return best?.row;
}

/** A deterministic spread of points: near every landmark and locality, and between them. */
function* probes() {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647 - 0.5;
  };
  for (const row of [...dataset.landmarks, ...dataset.localities]) {
    yield { lat: row.lat + random() * 0.01, lng: row.lng + random() * 0.01 }; // within ~600 m
    yield { lat: row.lat + random() * 0.1, lng: row.lng + random() * 0.1 }; // within ~6 km
  }
}

describe('the gazetteer place namer', () => {
  it('names every point as a scan of all localities and landmarks would', () => {
    let named = 0;
    let withLandmark = 0;
    for (const point of probes()) {
      const locality = scanNearest(dataset.localities, point, 5);
      const landmark = scanNearest(dataset.landmarks, point, 0.3);
      const got = namer(point);
      if (!locality && !landmark) {
        expect(got).toBeNull();
        continue;
      }
      named++;
      if (landmark) withLandmark++;
      expect(got).toEqual({
        locality: locality?.name,
        city: dataset.cityNames[(locality?.city ?? landmark?.city)!],
        landmark: landmark ? { name: landmark.name, kind: landmark.kind } : undefined,
      });
    }
    // The probes reach both kinds of answer, and some points far from everything.
    expect(named).toBeGreaterThan(500);
    expect(withLandmark).toBeGreaterThan(100);
  });

  it('names nothing far from every curated place', () => {
    expect(namer({ lat: 23.5, lng: 60 })).toBeNull(); // the Arabian Sea
  });
});
