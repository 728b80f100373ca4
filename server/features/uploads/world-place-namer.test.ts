import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, semanticMonthJson } from '../../../scripts/timeline/fixtures';
import { TimelineAnalyzer } from '../../../shared/domain/timeline/analyze-timeline';
import { loadDataset } from '../../data/load-dataset';
import { createGazetteerPlaceNamer } from './gazetteer-place-namer';
import { createWorldPlaceNamer, withWorldFallback } from './world-place-namer';

// Places outside India are named by their city and country, not "an unnamed place".

const world = createWorldPlaceNamer();

describe('naming places anywhere', () => {
  it('names a city and its country from coordinates, offline', () => {
    expect(world({ lat: 53.4794, lng: -2.2453 })).toEqual({ city: 'Manchester, United Kingdom' });
    expect(world({ lat: -23.5613, lng: -46.6565 })).toEqual({ city: 'São Paulo, Brazil' });
    expect(world({ lat: 47.3769, lng: 8.5417 })).toEqual({ city: 'Zürich, Switzerland' });
    expect(world({ lat: 30, lng: -40 })).toBeNull(); // mid-Atlantic
  });

  it('names the village or town a point is in, not a bigger place a few km away', () => {
    // Beside Regensdorf (7,500 people), 7 km from Dietikon (21,000).
    expect(world({ lat: 47.44, lng: 8.465 })).toEqual({ city: 'Regensdorf, Switzerland' });
    // In Kasukabe (207,000), 15 km from the centre of Saitama (1.2 million).
    expect(world({ lat: 35.9754, lng: 139.7524 })).toEqual({ city: 'Kasukabe, Japan' });
    // Humboldt, Saskatchewan, a town of about 5,000 with no larger place within 30 km.
    expect(world({ lat: 52.205, lng: -105.123 })).toEqual({ city: 'Humboldt, Canada' });
  });

  it('keeps our own names in India and falls back to the world elsewhere', () => {
    const namer = withWorldFallback(createGazetteerPlaceNamer(loadDataset()), world);
    expect(namer({ lat: 12.9352, lng: 77.6245 })).toMatchObject({ locality: 'Koramangala', city: 'Bengaluru' });
    expect(namer({ lat: 35.6812, lng: 139.7671 })?.city).toMatch(/, Japan$/);
  });

  it('so an analysis from São Paulo says where the person lives', () => {
    const persona = {
      ...DEFAULT_PERSONA,
      home: { lat: -23.5613, lng: -46.6565 },
      work: { lat: -23.5874, lng: -46.6576 },
      extras: [],
      utcOffsetMinutes: -180,
    };
    const analyzer = new TimelineAnalyzer(withWorldFallback(createGazetteerPlaceNamer(loadDataset()), world));
    analyzer.push(semanticMonthJson(21, { persona, seed: 2 }));
    const { insights } = analyzer.end();
    expect(insights.home?.area).toBe('São Paulo, Brazil');
    expect(insights.analysisResults.area_preferences).toContain('Lives around São Paulo, Brazil');
  });
});
