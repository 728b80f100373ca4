import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo';
import { TimelineAnalyzer } from './analyze-timeline';
import { outcomeOf } from './apply-analysis';
import type { PlaceNamer } from './derive-insights';
import { at, east, isWeekday, type SemanticObject, segment, semanticFile, visit } from './test-history';

// One home is not another's office, and evenings at a home one has left are not nights out.

const CET = 1;
const berlin = { lat: 52.52, lng: 13.405 };
const zurich = { lat: 47.3769, lng: 8.5417 };
const byCity: PlaceNamer = (p) => ({ city: p.lng > 10 ? 'Berlin, Germany' : 'Zürich, Switzerland' });

function analyse(objects: SemanticObject[]) {
  const analyzer = new TimelineAnalyzer(byCity, () => CET * 60);
  analyzer.push(semanticFile(objects));
  return analyzer.end().insights;
}

describe('several homes', () => {
  // Most nights at the main home; weekday days and Saturday nights at a second home 3 km away, both
  // labelled HOME by Google: a person working from their second flat has no commute between them.
  const main = zurich;
  const second = east(zurich, 3);
  const days: SemanticObject[] = [];
  for (let d = 0; d < 56; d++) {
    const night = d % 7 === 5 ? second : main;
    days.push(visit(night, at(d, 19, CET), at(d + 1, 8, CET), { type: 'TYPE_HOME' }));
    if (isWeekday(d + 1)) {
      days.push(segment(main, second, at(d + 1, 8, CET), at(d + 1, 8.25, CET), 'IN_PASSENGER_VEHICLE', 3000));
      days.push(visit(second, at(d + 1, 8.25, CET), at(d + 1, 17, CET), { type: 'TYPE_HOME' }));
      days.push(segment(second, main, at(d + 1, 17, CET), at(d + 1, 17.5, CET), 'IN_PASSENGER_VEHICLE', 3000));
    }
  }

  it('never makes a second home the workplace, nor the drive between homes a commute', () => {
    const insights = analyse(days);
    expect(insights.home).not.toBeNull();
    expect(haversineKm(insights.home!, main)).toBeLessThan(0.35);
    if (insights.work) expect(haversineKm(insights.work, second)).toBeGreaterThan(0.35);
    expect(insights.commute).toBeNull();
    expect(insights.analysisResults.commute_insights.join('|')).not.toMatch(/Typical commute/);
    expect(insights.frequentPlaces).toContainEqual(expect.objectContaining({ type: 'Second home' }));
  });
});

describe('a person who moved city', () => {
  // 50 days in Berlin, then 70 in Zürich: evenings at home in both, an office in each, a bar one
  // evening a week, and a pub in the Berlin flat's block visited six times.
  const berlinOffice = east(berlin, 4);
  const zurichOffice = east(zurich, 4);
  const bar = east(zurich, 1);
  const pub = { lat: berlin.lat + 0.0001, lng: berlin.lng + 0.0001 };
  const objects: SemanticObject[] = [];
  for (let d = 0; d < 120; d++) {
    const [home, office] = d < 50 ? [berlin, berlinOffice] : [zurich, zurichOffice];
    if (isWeekday(d)) objects.push(visit(office, at(d, 9, CET), at(d, 17, CET)));
    if (d % 7 === 4 && d >= 50) objects.push(visit(bar, at(d, 19, CET), at(d, 22, CET), { name: 'Bar Rossi' }));
    if (d < 50 && d % 8 === 2) objects.push(visit(pub, at(d, 17.2, CET), at(d, 17.9, CET), { name: 'The Crown' }));
    objects.push(visit(home, at(d, 18, CET), at(d + 1, 8, CET)));
  }

  it('does not count evenings at a former home as evenings out', () => {
    const insights = analyse(objects);
    expect(haversineKm(insights.home!, zurich)).toBeLessThan(0.35);
    expect(insights.analysisResults.personality_traits).not.toContain('Social: often out in the evenings');
    expect(insights.analysisResults.lifestyle_indicators.join('|')).not.toMatch(/nightlife/);
    expect(outcomeOf(insights.analysisResults).persona).not.toBe('social');
  });

  it('names the current home and the former one as such, never after the pub next door', () => {
    const insights = analyse(objects);
    expect(insights.home?.area).toBe('Zürich, Switzerland');
    expect(insights.frequentPlaces).toContainEqual(
      expect.objectContaining({ type: 'Home', name: 'Zürich, Switzerland' }),
    );
    expect(insights.frequentPlaces).toContainEqual(
      expect.objectContaining({ type: 'Former home', name: 'Berlin, Germany' }),
    );
    expect(insights.frequentPlaces.map((p) => p.name)).not.toContain('The Crown');
    // Work is in the city lived in now, not the office left behind.
    expect(haversineKm(insights.work!, zurichOffice)).toBeLessThan(0.35);
  });
});
