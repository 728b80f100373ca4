import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, recordsJson } from '../../../scripts/timeline/fixtures';
import { TimelineAnalyzer } from './analyze-timeline';
import { outcomeOf } from './apply-analysis';
import { bucketOf } from './events';
import { at, east, isWeekday, type SemanticObject, segment, semanticFile, visit } from './test-history';

// Commutes from trips that could have happened, two-wheelers as their own mode, and gaps in the
// record not counted as travel.

const CET = 1;
const home = { lat: 47.3769, lng: 8.5417 };
const office = east(home, 5);
const noNames = () => null;

function analyse(objects: SemanticObject[]) {
  const analyzer = new TimelineAnalyzer(noNames, () => CET * 60);
  analyzer.push(semanticFile(objects));
  return analyzer.end().insights;
}

/** Four weeks of nights at home and weekday days at the office, with trips as `trip(day)` gives them. */
function weeks(trip: (day: number) => SemanticObject[] = () => []): SemanticObject[] {
  const objects: SemanticObject[] = [];
  for (let d = 0; d < 28; d++) {
    objects.push(visit(home, at(d, 19, CET), at(d + 1, 7.5, CET), { type: 'TYPE_HOME' }));
    if (isWeekday(d)) objects.push(visit(office, at(d, 9, CET), at(d, 17, CET), { type: 'TYPE_WORK' }));
    objects.push(...trip(d));
  }
  return objects;
}

describe('the commute', () => {
  it('takes no time from a segment of unknown type', () => {
    // One late "trip" of unknown kind, 23:04 to 01:43 for 6.4 km: not a commute anyone makes.
    const insights = analyse(
      weeks((d) =>
        d === 3
          ? [segment(home, office, at(d, 23 + 4 / 60, CET), at(d + 1, 1 + 43 / 60, CET), 'UNKNOWN_ACTIVITY_TYPE', 6400)]
          : [],
      ),
    );
    expect(insights.commute).not.toBeNull();
    expect(insights.commute!.minutes).toBeNull();
    expect(insights.commute!.mode).toBeNull();
    // The distance stands (the straight line × 1.3), with no time and no mode.
    expect(insights.analysisResults.commute_insights[0]).toBe('Typical commute 6.5 km');
  });

  it('is labelled with the mode its time comes from', () => {
    // Two 10-minute drives, then two 40-minute walks: whichever mode is named, its time is its own.
    const insights = analyse(
      weeks((d) => {
        if (d === 0 || d === 1)
          return [segment(home, office, at(d, 8.5, CET), at(d, 8.5 + 1 / 6, CET), 'IN_PASSENGER_VEHICLE', 5200)];
        if (d === 7 || d === 8) return [segment(home, office, at(d, 8, CET), at(d, 8 + 2 / 3, CET), 'WALKING', 5000)];
        return [];
      }),
    );
    const { commute } = insights;
    expect(commute?.mode).toBe('driving');
    expect(commute?.minutes).toBe(10);
    expect(insights.analysisResults.commute_insights[0]).toBe('Typical commute 5.2 km, about 10 min by car');
  });
});

describe('the commute from raw points (Records.json)', () => {
  it('joins the moves between two stays into one trip, so a daily drive gives a commute time', () => {
    // The generator's person drives from Koramangala to Manyata Tech Park (about 12 km) each weekday.
    const analyzer = new TimelineAnalyzer(noNames);
    analyzer.push(recordsJson(28, { persona: { ...DEFAULT_PERSONA, startDate: '2025-03-03' } }));
    const { commute } = analyzer.end().insights;
    expect(commute?.mode).toBe('driving');
    expect(commute?.minutes).toBeGreaterThan(15);
    expect(commute?.km).toBeGreaterThan(10);
  });
});

describe('two-wheelers', () => {
  it('reads motorcycles, scooters and mopeds as two-wheelers, never as cycling', () => {
    for (const name of ['MOTORCYCLING', 'IN_TWO_WHEELER_VEHICLE', 'motorbike', 'in scooter', 'Moped'])
      expect(bucketOf(name)).toBe('two-wheeler');
    expect(bucketOf('CYCLING')).toBe('cycling');
    expect(bucketOf('IN_PASSENGER_VEHICLE')).toBe('driving');
  });

  it('a motorcyclist is not "active", and needs parking', () => {
    const insights = analyse(
      weeks((d) =>
        isWeekday(d)
          ? [
              segment(home, office, at(d, 8.5, CET), at(d, 8.75, CET), 'MOTORCYCLING', 5500),
              segment(office, home, at(d, 17.5, CET), at(d, 17.75, CET), 'MOTORCYCLING', 5500),
            ]
          : [],
      ),
    );
    expect(insights.travelModes.map((m) => m.mode)).toEqual(['two-wheeler']);
    expect(insights.commute?.mode).toBe('two-wheeler');
    expect(insights.analysisResults.personality_traits).not.toContain('Active: walks or cycles for many trips');
    expect(insights.analysisResults.area_preferences.join('|')).toMatch(/Needs parking/);
    expect(outcomeOf(insights.analysisResults, insights.travelModes).mustHaves).toContain('parking');
  });
});

describe('gaps in the record', () => {
  it('are not travel: a 15-hour unknown segment or a 39-hour "walk" is a gap', () => {
    const insights = analyse(
      weeks((d) => {
        const commute = isWeekday(d)
          ? [segment(home, office, at(d, 8.5, CET), at(d, 8.75, CET), 'IN_PASSENGER_VEHICLE', 5500)]
          : [];
        if (d === 5)
          commute.push(segment(home, office, at(d, 7.5, CET), at(d, 22.5, CET), 'UNKNOWN_ACTIVITY_TYPE', 9000));
        if (d === 12) commute.push(segment(home, office, at(d, 7.5, CET), at(d + 1, 22.5, CET), 'WALKING', 6000));
        if (d === 19) commute.push(segment(home, home, at(d, 10, CET), at(d, 16, CET), 'UNKNOWN_ACTIVITY_TYPE', 20));
        return commute;
      }),
    );
    expect(insights.travelModes.map((m) => m.mode)).toEqual(['driving']);
    expect(insights.analysisResults.commute_insights.join('|')).toMatch(/Most travel time is spent by car \(100%\)/);
  });
});
