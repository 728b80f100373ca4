import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransitLine } from '../dataset/schema';
import { haversineKm } from '../geo';
import {
  type CommuteOption,
  estimateCommutes,
  headlineCommute,
  NEAR_TEXT,
  untimedMinutes,
  workPointOf,
} from './estimate-commute';
import { makeLocality } from './test-localities';
import { NO_DIRECT_LINE, workAccess } from './transit-route';

const KM = 0.009; // ~1 km of latitude
const station = (
  name: string,
  lines: string[],
  distanceKm: number,
  system: 'metro' | 'suburban' | 'rail' = 'metro',
) => ({
  name,
  system,
  lines,
  distanceKm,
});
const line = (name: string, kmh?: number): TransitLine => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  city: 'testcity',
  system: 'metro',
  name,
  sections: [{ from: 'A', to: 'B', opened: '2020-01-01' }],
  source: 'https://example.org/line',
  ...(kmh && { averageSpeed: { kmh, source: 'https://www.example.org/speeds' } }),
});
const modes = (on: Partial<Record<'walking' | 'bicycling' | 'transit' | 'driving', number>>) => ({
  walking: { enabled: 'walking' in on, distance: on.walking ?? 5 },
  bicycling: { enabled: 'bicycling' in on, distance: on.bicycling ?? 10 },
  transit: { enabled: 'transit' in on, distance: on.transit ?? 15 },
  driving: { enabled: 'driving' in on, distance: on.driving ?? 20 },
});

describe('workAccess', () => {
  // Stations have no coordinates: the bound through each locality within 3 km, the smallest kept,
  // every station of a line within a walk (2.5 km), nearest first. The box that skips far localities must not change the answer.
  it('agrees with the plain definition anywhere between 8° and 31° N', () => {
    const around = fc.record({
      dLat: fc.double({ min: -0.035, max: 0.035, noNaN: true }),
      dLng: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
      km: fc.double({ min: 0, max: 2.5, noNaN: true }),
      system: fc.constantFrom('metro' as const, 'suburban' as const, 'rail' as const),
      line: fc.constantFrom('L1', 'L2'),
    });
    fc.assert(
      fc.property(
        fc.double({ min: 8, max: 31, noNaN: true }),
        fc.double({ min: 68, max: 97, noNaN: true }),
        fc.array(around, { minLength: 1, maxLength: 8 }),
        (lat, lng, list) => {
          const localities = list.map((a, i) =>
            makeLocality({
              id: `l${i}`,
              lat: lat + a.dLat,
              lng: lng + a.dLng,
              transit: { stations: [station(`S${i}`, [a.line], a.km, a.system)] },
            }),
          );
          const expected = new Map<string, { station: string; km: number }[]>();
          for (const [i, l] of localities.entries()) {
            const a = list[i]!;
            const d = haversineKm({ lat, lng }, l);
            if (a.system === 'rail' || d > 3 || d + a.km > 2.5) continue;
            const key = `testcity|${a.system}|${a.line}`;
            expected.set(key, [...(expected.get(key) ?? []), { station: `S${i}`, km: d + a.km }]);
          }
          for (const stations of expected.values()) stations.sort((x, y) => x.km - y.km);
          expect(new Map(workAccess({ lat, lng }, localities))).toEqual(expected);
        },
      ),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('estimateCommutes', () => {
  const work = { lat: 19, lng: 73 };
  const office = makeLocality({ id: 'office', ...work, transit: { stations: [station('Office Stn', ['Aqua'], 0.4)] } });
  const home = makeLocality({
    id: 'home',
    lat: 19 + 10 * KM,
    lng: 73,
    transit: { stations: [station('Home Stn', ['Aqua', 'Red'], 0.8)] },
  });
  const lonely = makeLocality({
    id: 'lonely',
    lat: 19 - 10 * KM,
    lng: 73,
    transit: { stations: [station('Far Stn', ['Red'], 0.5)] },
  });
  const lines = [line('Aqua', 36), line('Red')];
  const point = workPointOf(work, [office, home, lonely], lines);

  it('rides a line that serves both ends at its published speed, and says which', () => {
    const [transit] = estimateCommutes(home, point, modes({ transit: 30 }));
    // 0.8 and 0.4 km walks × 1.25 at 4.5 km/h (20 min), 4 min wait, ~12 km × 1.2 at 36 km/h (~20 min)
    expect(transit).toMatchObject({ mode: 'transit', withinLimit: true });
    expect(transit!.minutes).toBeGreaterThanOrEqual(42);
    expect(transit!.minutes).toBeLessThanOrEqual(46);
    expect(transit!.how).toBe('Walk 1 km to Home Stn, Aqua to Office Stn (average 36 km/h, example.org), walk 0.5 km');
  });

  it('gives no time where no direct line connects, rather than inventing one', () => {
    const [transit, driving] = estimateCommutes(lonely, point, modes({ transit: 30, driving: 20 }));
    expect(transit).toMatchObject({ mode: 'transit', minutes: null, how: NO_DIRECT_LINE });
    expect(transit!.distanceKm).toBeGreaterThan(10);
    expect(driving!.minutes).toBeGreaterThan(0);
  });

  it('rides only where one train runs: not from one branch of a forked line to the other', () => {
    // The Harbour Line's shape: a trunk, then a Goregaon branch and a Panvel branch.
    const forked: TransitLine = {
      ...line('Harbour', 35),
      branches: [
        { name: 'west', stations: ['West Stn', 'West Near Work'] },
        { name: 'east', stations: ['East Stn', 'East Near Work'] },
      ],
    };
    const at = (id: string, km: number, stations: ReturnType<typeof station>[]) =>
      makeLocality({ id, lat: 19 + km * KM, lng: 73, transit: { stations } });
    const westHome = at('west-home', 12, [station('West Stn', ['Harbour'], 0.5)]);
    const eastHome = at('east-home', -12, [station('East Stn', ['Harbour'], 0.5)]);
    const trunkHome = at('trunk-home', 20, [station('Trunk Stn', ['Harbour'], 0.5)]);
    // Work is nearer the east branch's station than the west's.
    const workplace = at('work', 0, [
      station('East Near Work', ['Harbour'], 0.3),
      station('West Near Work', ['Harbour'], 1.5),
    ]);
    const point = workPointOf({ lat: 19, lng: 73 }, [workplace], [forked]);
    const how = (home: typeof westHome) => estimateCommutes(home, point, modes({ transit: 40 }))[0]!.how;
    expect(how(eastHome)).toMatch(/^Walk 0.6 km to East Stn, Harbour to East Near Work/);
    // Not to the nearer station on the other branch: to the farther one on its own.
    expect(how(westHome)).toMatch(/^Walk 0.6 km to West Stn, Harbour to West Near Work .*, walk 1.9 km$/);
    expect(how(trunkHome)).toMatch(/Harbour to East Near Work/);
    const apart = {
      ...forked,
      branches: [forked.branches![0]!, { name: 'east', stations: ['East Stn', 'East Near Work', 'West Near Work'] }],
    };
    expect(
      estimateCommutes(westHome, workPointOf({ lat: 19, lng: 73 }, [workplace], [apart]), modes({ transit: 40 }))[0]!
        .how,
    ).toBe(NO_DIRECT_LINE);
  });

  it('says "under 1 km" close by, never 0 min', () => {
    const next = makeLocality({ id: 'next', lat: 19 + 0.3 * KM, lng: 73 });
    const options = estimateCommutes(next, point, modes({ walking: 5, transit: 15, driving: 20 }));
    expect(options.map((o) => [o.minutes, o.how])).toEqual([
      [null, NEAR_TEXT],
      [null, NEAR_TEXT],
      [null, NEAR_TEXT],
    ]);
    expect(untimedMinutes(options)).toBe(0);
  });

  it('uses a typical speed where the line has no published one, and says so', () => {
    const redHome = makeLocality({
      ...home,
      id: 'red-home',
      transit: { stations: [station('Home Stn', ['Red'], 0.8)] },
    });
    const redOffice = makeLocality({ ...office, transit: { stations: [station('Office Stn', ['Red'], 0.4)] } });
    const [transit] = estimateCommutes(redHome, workPointOf(work, [redOffice], lines), modes({ transit: 30 }));
    expect(transit!.how).toMatch(
      /Red to Office Stn \(about 32 km\/h, a typical metro speed: this line's is not published\)/,
    );
  });
});

describe('headlineCommute', () => {
  const option = (mode: CommuteOption['mode'], minutes: number | null, withinLimit = true): CommuteOption => ({
    mode,
    minutes,
    withinLimit,
    distanceKm: 5,
    how: '',
  });

  it('takes the active mode where it has a time within its limit, else the fastest timed one', () => {
    const options = [option('walking', 40), option('transit', 30), option('driving', 20)];
    expect(headlineCommute(options, 'transit')?.mode).toBe('transit');
    expect(
      headlineCommute([option('walking', 40), option('transit', null), option('driving', 20)], 'transit')?.mode,
    ).toBe('driving');
    expect(headlineCommute([option('transit', 30, false), option('driving', 25)], 'transit')?.mode).toBe('driving');
    expect(headlineCommute([option('bicycling', 25), option('driving', 25)], 'walking')?.mode).toBe('bicycling');
    expect(headlineCommute([option('transit', null)], 'transit')).toBeUndefined();
  });

  it('scores an untimed transit trip by its road distance, and nothing beyond the limits', () => {
    expect(untimedMinutes([{ ...option('transit', null), distanceKm: 14 }])).toBe(72); // 14 km at 14 km/h + 12
    expect(untimedMinutes([option('transit', null, false)])).toBeUndefined();
  });
});
