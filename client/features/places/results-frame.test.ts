import { describe, expect, it } from 'vitest';
import { circleRing } from '../../../shared/domain/geo';
import { frameResults, frameText } from './results-frame';

const WAKAD = { lat: 18.5987, lng: 73.7649 };

describe('the box the places map frames', () => {
  it.each([1, 5, 20])('holds the whole %s km circle', (km) => {
    const ring = circleRing(WAKAD, km);
    const [[west, south], [east, north]] = frameResults(ring, [WAKAD]);
    for (const [lng, lat] of ring) {
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThanOrEqual(east);
      expect(lat).toBeGreaterThanOrEqual(south);
      expect(lat).toBeLessThanOrEqual(north);
    }
    // About 2 × km across (1° of latitude ≈ 111 km): the circle, not more.
    expect((north - south) * 111.2).toBeCloseTo(2 * km, 1);
  });

  it('grows to hold a marker outside the circle', () => {
    const far = { lat: WAKAD.lat + 0.2, lng: WAKAD.lng - 0.3 };
    const [[west], [, north]] = frameResults(circleRing(WAKAD, 1), [WAKAD, far]);
    expect(west).toBe(far.lng);
    expect(north).toBe(far.lat);
  });

  it('is written west,south,east,north', () => {
    expect(
      frameText([
        [73.7, 18.5],
        [73.81234567, 18.6],
      ]),
    ).toBe('73.70000,18.50000,73.81235,18.60000');
  });
});
