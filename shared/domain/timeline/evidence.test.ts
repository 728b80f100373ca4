import { describe, expect, it } from 'vitest';
import { TimelineAnalyzer } from './analyze-timeline';
import { outcomeOf } from './apply-analysis';
import { at, east, isWeekday, type SemanticObject, segment, semanticFile, visit } from './test-history';

// A history too thin to read a routine from says so; dates are the history's own local dates, and
// a point repeated anywhere in the file is one point.

const noNames = () => null;
const ithaca = { lat: 42.444, lng: -76.5019 };

function analyse(text: string) {
  const analyzer = new TimelineAnalyzer(noNames);
  analyzer.push(text);
  return analyzer.end().insights;
}

describe('thin histories', () => {
  it('one 15-minute visit: no traits, no lifestyles, no persona, and a plain notice', () => {
    const insights = analyse(semanticFile([visit(ithaca, at(0, 15, -5), at(0, 15.25, -5))]));
    const { analysisResults } = insights;
    expect(analysisResults.personality_traits).toEqual([]);
    expect(analysisResults.lifestyle_indicators).toEqual([]);
    expect(insights.isThin).toBe(true);
    expect(analysisResults.activity_patterns[0]).toMatch(
      /^Too little history to read a routine from \(1 day, 1 visit\): export a longer period/,
    );
    const outcome = outcomeOf(analysisResults, insights.travelModes);
    expect(outcome.lifestyleKeys).toEqual([]);
    expect(outcome.persona).toBe('balanced');
  });

  it('46 points over 52 minutes are thin too', () => {
    const locations = Array.from({ length: 46 }, (_, i) => ({
      latitudeE7: Math.round((ithaca.lat + (i < 23 ? 0 : 0.02)) * 1e7),
      longitudeE7: Math.round(ithaca.lng * 1e7),
      timestamp: new Date(at(0, 20, -5) + i * 68_000).toISOString(),
    }));
    const insights = analyse(JSON.stringify({ locations }));
    expect(insights.analysisResults.personality_traits).toEqual([]);
    expect(insights.isThin).toBe(true);
  });

  it('a month of evenings out is not thin, and keeps its traits', () => {
    const bar = east(ithaca, 2);
    const objects: SemanticObject[] = [];
    for (let d = 0; d < 28; d++) {
      objects.push(visit(ithaca, at(d, 23.5, -5), at(d + 1, 8, -5)));
      objects.push(segment(ithaca, bar, at(d + 1, 18, -5), at(d + 1, 18.5, -5), 'WALKING', 2100));
      if (isWeekday(d) || d % 7 === 5)
        objects.push(visit(bar, at(d, 19, -5), at(d, 23, -5), { name: 'The Chanticleer' }));
    }
    const insights = analyse(semanticFile(objects));
    // A control: the same rules on enough history give traits as before.
    expect(insights.counts.visits).toBeGreaterThanOrEqual(20);
    expect(insights.analysisResults.personality_traits).toContain('Social: often out in the evenings');
    expect(insights.isThin).not.toBe(true);
  });
});

describe('dates and counts', () => {
  it('gives the period in the history’s local dates, not UTC', () => {
    // 13 February, 20:00–23:30 in Ithaca (UTC−5) is 14 February in UTC.
    const start = Date.UTC(2025, 1, 14, 1, 0);
    const insights = analyse(semanticFile([visit(ithaca, start, start + 3.5 * 3_600_000)]));
    expect(insights.period).toMatchObject({ from: '2025-02-13', to: '2025-02-13' });
  });

  it('counts a point repeated anywhere in the file once', () => {
    const point = (minute: number, lat = ithaca.lat) => ({
      latitudeE7: Math.round(lat * 1e7),
      longitudeE7: Math.round(ithaca.lng * 1e7),
      timestamp: new Date(Date.UTC(2025, 1, 14, 1, minute)).toISOString(),
    });
    const locations = [point(0), point(5), point(0), point(30, ithaca.lat + 0.03), point(5), point(0)];
    expect(analyse(JSON.stringify({ locations })).counts.points).toBe(3);
  });

  it('counts a phone export’s path point once where its two-hour blocks overlap', () => {
    const point = (minute: number) => ({
      point: `${ithaca.lat + minute * 1e-4}°, ${ithaca.lng}°`,
      time: new Date(Date.UTC(2025, 1, 14, 1, minute)).toISOString(),
    });
    const path = (from: number, to: number) => ({
      startTime: new Date(Date.UTC(2025, 1, 14, 1, from)).toISOString(),
      endTime: new Date(Date.UTC(2025, 1, 14, 1, to)).toISOString(),
      timelinePath: Array.from({ length: to - from + 1 }, (_, i) => point(from + i)),
    });
    const stay = {
      startTime: '2025-02-14T01:00:00.000Z',
      endTime: '2025-02-14T03:00:00.000Z',
      visit: { topCandidate: { placeLocation: { latLng: `${ithaca.lat}°, ${ithaca.lng}°` } } },
    };
    // Minutes 0–60 and 40–100: 101 distinct points, 21 of them listed twice.
    for (const semanticSegments of [
      [stay, path(0, 60), path(40, 100)],
      [path(40, 100), stay, path(0, 60)],
    ])
      expect(analyse(JSON.stringify({ semanticSegments })).counts.points).toBe(101);
  });
});
