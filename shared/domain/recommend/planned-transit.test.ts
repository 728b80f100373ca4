import { describe, expect, it } from 'vitest';
import type { JourneyView } from '../../contracts/transit';
import type { TransitLine } from '../dataset/schema';
import { estimateCommutes, NO_TRANSIT_JOURNEY, workPointOf } from './estimate-commute';
import { aquaStation, makeAquaLine, makeLocality } from './test-localities';

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

// A network whose feeds lack some of its lines (NCR, MMR): the timetable journey is the most the trip
// takes, so it stands where it is no slower than the one-line estimate, which answers elsewhere.
describe('a transit commute over a network that lacks some lines', () => {
  const lines: TransitLine[] = [makeAquaLine(80)];
  const office = makeLocality({
    id: 'office',
    lat: work.lat,
    lng: work.lng,
    transit: { stations: [aquaStation('Tech Park', 0.2)] },
  });
  const onAqua = makeLocality({
    id: 'home',
    lat: 17.4965,
    lng: 78.373,
    transit: { stations: [aquaStation('Riverside', 0.2)] },
  });
  const partial = (locality: typeof home, journeys: Map<string, JourneyView>) =>
    estimateCommutes(
      locality,
      { ...workPointOf(work, [office, locality], lines), transit: { journeys, partial: true } },
      transitOnly,
    )[0]!;

  it('keeps the timetable journey where no line we estimate serves both ends', () => {
    const option = partial(home, new Map([['home', ride]]));
    expect(option).toMatchObject({ minutes: 44, journey: { changes: 1 } });
  });

  it('keeps the estimate where a line missing from the feeds is quicker than the journey found', () => {
    const estimate = estimateCommutes(onAqua, workPointOf(work, [office, onAqua], lines), transitOnly)[0]!;
    expect(estimate.minutes).toBeLessThan(44); // the Aqua Line at 80 km/h beats the timetabled change
    const option = partial(onAqua, new Map([['home', ride]]));
    expect(option).toEqual(estimate);
  });

  it('keeps the estimate where the journey found only walks, or where there is none', () => {
    expect(partial(home, new Map([['home', walk(74)]])).how).toBe(
      'No direct metro or suburban line; bus not in our data',
    );
    expect(partial(home, new Map()).journey).toBeUndefined();
  });
});
