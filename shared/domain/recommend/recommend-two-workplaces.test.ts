import { describe, expect, it } from 'vitest';
import { recommendNeighbourhoods } from './recommend-neighbourhoods';
import { makeCity, makeLocality, makePreferences, TEST_DAY } from './test-localities';

// docs/recommendation-formula.md, "Two workplaces": every result within reach of both workplaces
// (the worse commute must fit its own limits), ranked by the sum of the two, both times shown.

const city = makeCity({ id: 'testcity', name: 'Test City' });
const cities = new Map([[city.id, city]]);
// ~0.009° latitude ≈ 1 km; the two offices are 24 km apart on one line.
const at = (km: number) => ({ lat: 19 + km * 0.009, lng: 73 });
const first = { ...at(0), cityId: 'testcity', state: 'Teststate', label: 'North Office' };
const second = { ...at(24), cityId: 'testcity', state: 'Teststate', label: 'South Office' };

function withSecond(distanceKm = 20) {
  const prefs = makePreferences();
  return makePreferences({
    secondCommute: {
      ...prefs.commute,
      workAddress: 'South Office',
      travelModes: { ...prefs.commute.travelModes, driving: { enabled: true, distance: distanceKm } },
    },
  });
}

describe('recommendNeighbourhoods with two workplaces', () => {
  const nearFirst = makeLocality({ id: 'near-first', ...at(2) }); // 22 km from the second: 29.7 km by road
  const middle = makeLocality({ id: 'middle', ...at(12) });
  const nearSecond = makeLocality({ id: 'near-second', ...at(20) });

  it('keeps only places within reach of both workplaces, and shows both times', () => {
    const localities = [nearFirst, middle, nearSecond];
    const one = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences(),
      work: first,
      localities,
      cities,
    });
    expect(one.recommendations.map((n) => n.id)).toEqual(['near-first', 'middle']);
    expect(one.recommendations[0]?.secondCommuteDetails).toBeUndefined();

    const two = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: withSecond(),
      work: first,
      secondWork: second,
      localities,
      cities,
    });
    expect(two.recommendations.map((n) => n.id)).toEqual(['middle']);
    const [n] = two.recommendations;
    expect(n?.commuteDetails?.distance).toBe(16.2); // 12 km × 1.35
    expect(n?.secondCommuteDetails).toEqual({ distance: 16.2, time: 49, travelMode: 'driving' });
    expect(n?.matchingFactors).toContain('About 49 min to the first workplace (North Office) by driving, 16.2 km');
    expect(n?.matchingFactors).toContain('About 49 min to the second workplace (South Office) by driving, 16.2 km');
  });

  it('uses the second workplace’s own travel modes and limits', () => {
    // With 30 km allowed to the second office, the place near the first one is within reach of both.
    const two = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: withSecond(30),
      work: first,
      secondWork: second,
      localities: [nearFirst, middle],
      cities,
    });
    expect(two.recommendations.map((n) => n.id).sort()).toEqual(['middle', 'near-first']);
  });

  it('ranks by the sum of the two commutes: the place between the offices beats one near either', () => {
    // Alike in everything but position; the second limit is long enough for all three.
    const localities = [makeLocality({ id: 'a', ...at(4) }), makeLocality({ id: 'b', ...at(12) })];
    const prefs = withSecond(50);
    prefs.commute.travelModes.driving.distance = 50;
    const two = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: prefs,
      work: first,
      secondWork: second,
      localities,
      cities,
    });
    const byId = new Map(two.recommendations.map((n) => [n.id, n]));
    const sum = (id: string) => byId.get(id)!.commuteDetails!.time + byId.get(id)!.secondCommuteDetails!.time;
    expect(sum('b')).toBeLessThanOrEqual(sum('a'));
    const commuteScore = (id: string) => byId.get(id)!.breakdown.find((b) => b.factor === 'commute')!.score;
    expect(commuteScore('b')).toBeGreaterThanOrEqual(commuteScore('a'));
  });

  it('says when no place is within reach of both', () => {
    const two = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: withSecond(5),
      work: first,
      secondWork: second,
      localities: [nearFirst],
      cities,
    });
    expect(two.recommendations).toEqual([]);
    expect(two.notes[0]).toMatch(/within your commute limits to both workplaces/);
  });

  it('ignores a placed second workplace when the preferences have none', () => {
    const result = recommendNeighbourhoods({
      today: TEST_DAY,
      preferences: makePreferences(),
      work: first,
      secondWork: second,
      localities: [nearFirst],
      cities,
    });
    expect(result.recommendations.map((n) => n.id)).toEqual(['near-first']);
  });
});
