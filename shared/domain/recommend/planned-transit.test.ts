import { describe, expect, it } from 'vitest';
import type { JourneyView } from '../../contracts/transit';
import { estimateCommutes, NO_TRANSIT_JOURNEY, workPointOf } from './estimate-commute';
import { makeLocality } from './test-localities';

// A transit commute from the timetables (recommendation-formula.md §14): where the workplace carries
// its network's journeys, they decide, not the lines' average speeds.

const work = { lat: 17.449, lng: 78.383 };
const home = makeLocality({ id: 'home', lat: 17.4965, lng: 78.373 });
const place = (name: string, lat: number, lng: number) => ({ name, lat, lng });
const basis = {
  feeds: [{ id: 'hmrl', name: 'Hyderabad Metro', publisher: 'HMRL', asOf: '2026-01-03', kind: 'timetable' as const }],
  attribution: 'Contains data provided by Hyderabad Metro Rail Ltd.',
};
const ride: JourneyView = {
  minutes: 44,
  departAt: '08:30',
  arriveAt: '09:14',
  changes: 1,
  legs: [
    { mode: 'walk', from: place('Home', 17.4965, 78.373), to: place('Miyapur', 17.4965, 78.373), minutes: 1 },
    {
      mode: 'metro',
      line: 'Red Line',
      from: place('Miyapur', 17.4965, 78.373),
      to: place('Ameerpet', 17.4357, 78.4448),
      departAt: '08:33',
      arriveAt: '08:52',
      minutes: 19,
    },
    {
      mode: 'metro',
      line: 'Blue Line',
      from: place('Ameerpet', 17.4357, 78.4448),
      to: place('HITEC City', 17.449, 78.3831),
      departAt: '08:56',
      arriveAt: '09:13',
      minutes: 17,
    },
  ],
  basis,
};
const walk = (minutes: number): JourneyView => ({
  minutes,
  departAt: '08:30',
  arriveAt: '09:30',
  changes: 0,
  legs: [{ mode: 'walk', from: place('Home', 17.4965, 78.373), to: place('Work', 17.449, 78.383), minutes }],
  basis: { feeds: [] },
});
const transitOnly = {
  walking: { enabled: false, distance: 5 },
  bicycling: { enabled: false, distance: 10 },
  transit: { enabled: true, distance: 25 },
  driving: { enabled: false, distance: 20 },
};
const commute = (journeys: Map<string, JourneyView>, missing?: string) =>
  estimateCommutes(
    home,
    { ...workPointOf(work, [home], []), transit: { journeys, ...(missing && { missing }) } },
    transitOnly,
  )[0]!;

describe('a transit commute from the timetables', () => {
  it('takes the minutes, the legs in words, the changes and the feeds of the typical journey', () => {
    const option = commute(new Map([['home', ride]]));
    expect(option).toMatchObject({ mode: 'transit', minutes: 44, withinLimit: true });
    expect(option.how).toBe(
      'Walk 1 min · Red Line, Miyapur → Ameerpet, 19 min · change · Blue Line → HITEC City, 17 min',
    );
    expect(option.journey).toEqual({ changes: 1, legs: ride.legs, basis });
  });

  it('says there is no journey under 90 minutes, and which data is missing, where the router found none', () => {
    const option = commute(new Map(), 'Buses are not in our data for Hyderabad');
    expect(option.minutes).toBeNull();
    expect(option.how).toBe(`${NO_TRANSIT_JOURNEY}; buses are not in our data for Hyderabad`);
  });

  it('gives a short walk as the commute, and no time where only a long walk would do', () => {
    expect(commute(new Map([['home', walk(12)]]))).toMatchObject({
      minutes: 12,
      how: 'Quicker on foot than by any ride',
    });
    const long = commute(new Map([['home', walk(74)]]));
    expect(long.minutes).toBeNull();
    expect(long.how).toBe('No metro or train helps here (on foot: 74 min)');
  });
});
