import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo';
import { bestCommute, type CommuteOption, hasRailAccess } from './estimate-commute';
import { nearestRapidStation } from './locality-signals';
import { makeLocality } from './test-localities';

// hasRailAccess skips far localities with a cheap box and remembers its answers; both must give
// exactly what the plain definition gives.
const definition = (point: { lat: number; lng: number }, localities: ReturnType<typeof makeLocality>[]) =>
  localities.some((l) => {
    const station = nearestRapidStation(l);
    const d = haversineKm(point, l);
    return station !== undefined && d <= 3 && d + station.distanceKm <= 3;
  });

describe('hasRailAccess', () => {
  it('agrees with the plain definition anywhere between 8° and 31° N', () => {
    const locality = fc.record({
      dLat: fc.double({ min: -0.035, max: 0.035, noNaN: true }),
      dLng: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
      stationKm: fc.option(fc.double({ min: 0, max: 1.5, noNaN: true })),
      system: fc.constantFrom('metro' as const, 'suburban' as const, 'rail' as const),
    });
    fc.assert(
      fc.property(
        fc.double({ min: 8, max: 31, noNaN: true }),
        fc.double({ min: 68, max: 97, noNaN: true }),
        fc.array(locality, { minLength: 1, maxLength: 8 }),
        (lat, lng, around) => {
          const localities = around.map((a, i) =>
            makeLocality({
              id: `l${i}`,
              lat: lat + a.dLat,
              lng: lng + a.dLng,
              transit: {
                stations:
                  a.stationKm === null ? [] : [{ name: 'S', system: a.system, lines: ['L'], distanceKm: a.stationKm }],
              },
            }),
          );
          const expected = definition({ lat, lng }, localities);
          expect(hasRailAccess({ lat, lng }, localities)).toBe(expected);
          expect(hasRailAccess({ lat, lng }, localities)).toBe(expected); // remembered, still right
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });
});

describe('bestCommute', () => {
  const option = (mode: CommuteOption['mode'], minutes: number, withinLimit = true): CommuteOption => ({
    mode,
    minutes,
    withinLimit,
    distanceKm: 5,
    viaRail: false,
  });

  it('takes the fastest mode within its limit, the first listed on a tie', () => {
    expect(bestCommute([option('walking', 40), option('driving', 20, false), option('transit', 30)])?.mode).toBe(
      'transit',
    );
    expect(bestCommute([option('bicycling', 25), option('driving', 25)])?.mode).toBe('bicycling');
    expect(bestCommute([option('driving', 10, false)])).toBeUndefined();
  });
});
