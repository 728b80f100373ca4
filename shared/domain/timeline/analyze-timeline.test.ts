import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimelineAnalyzer, TimelineFormatError } from './analyze-timeline';
import { personaFromTraits } from './apply-analysis';

const noNames = () => null;

function analyze(text: string, chunk = 7) {
  const analyzer = new TimelineAnalyzer(noNames);
  for (let i = 0; i < text.length; i += chunk) analyzer.push(text.slice(i, i + chunk));
  return analyzer.end();
}

const records = JSON.stringify({
  locations: [
    { latitudeE7: 129352000, longitudeE7: 776245000, timestamp: '2025-03-03T17:00:00Z' },
    { latitudeE7: 129352100, longitudeE7: 776245100, timestamp: '2025-03-04T02:30:00.123Z' },
    {
      latitudeE7: 130450000,
      longitudeE7: 776200000,
      timestampMs: '1741060800000',
      activity: [{ activity: [{ type: 'IN_VEHICLE', confidence: 80 }] }],
    },
    { latitudeE7: 130450100, longitudeE7: 776200100, timestamp: '2025-03-04T11:00:00Z' },
  ],
});

describe('TimelineAnalyzer', () => {
  it('reads Records.json, both timestamp forms, and finds stays', () => {
    const { format, insights } = analyze(records);
    expect(format).toBe('records');
    expect(insights.counts).toMatchObject({ records: 4, points: 4 });
    expect(insights.counts.visits).toBeGreaterThanOrEqual(2);
    expect(insights.home).toMatchObject({ source: 'dwell' });
    expect(insights.home!.lat).toBeCloseTo(12.9352, 3);
  });

  it('gives the same answer however the text is split into chunks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (size) => {
        expect(analyze(records, size)).toEqual(analyze(records, records.length));
      }),
      { numRuns: 60 },
    );
  });

  it('copes with escapes and braces inside strings across chunk borders', () => {
    const tricky = JSON.stringify({
      timelineObjects: [
        {
          placeVisit: {
            location: {
              latitudeE7: 129352000,
              longitudeE7: 776245000,
              name: 'A "quoted" {brace} \\ back\\slash ]',
              semanticType: 'TYPE_HOME',
            },
            duration: { startTimestamp: '2025-03-03T16:00:00Z', endTimestamp: '2025-03-04T02:00:00Z' },
          },
        },
      ],
    });
    for (const size of [1, 2, 3, 5, 11]) expect(analyze(`\uFEFF${tricky}`, size).insights.home?.source).toBe('google');
  });

  it.each([
    ['', /empty/],
    ['   \n ', /empty/],
    ['hello world', /not JSON/],
    ['{"locations": [{"latitudeE7": 1', /truncated/],
    ['{"foo": [1, 2, 3]}', /not a Google location-history export/],
    ['{"timelineEdits": []}', /Timeline Edits/],
    ['{"createdTime": "x", "deviceSettings": []}', /Settings\.json/],
    ['You have encrypted Timeline backups stored on Google servers.', /Encrypted Backups/],
    ['{"locations": []}', /no places or trips/],
    ['{"locations": [ {"latitudeE7": } ]}', /not valid JSON/],
  ])('explains bad input %j', (text, message) => {
    expect(() => analyze(text)).toThrow(TimelineFormatError);
    expect(() => analyze(text)).toThrow(message);
  });

  it('never crashes on random or mutated input: it answers or explains', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .tuple(fc.integer({ min: 0, max: records.length }), fc.string({ maxLength: 3 }))
            .map(([at, junk]) => records.slice(0, at) + junk + records.slice(at)),
        ),
        (text) => {
          try {
            analyze(text, 13);
          } catch (error) {
            expect(error).toBeInstanceOf(TimelineFormatError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('spec §4 persona rules', () => {
  it('checks trait keywords in the spec order', () => {
    expect(personaFromTraits(['Prefers premium places', 'Active'])).toBe('luxury');
    expect(personaFromTraits(['Active and outdoorsy'])).toBe('active');
    expect(personaFromTraits(['Social: often out'])).toBe('social');
    expect(personaFromTraits(['Thrifty shopper'])).toBe('budget');
    expect(personaFromTraits(['Lives with children'])).toBe('family');
    expect(personaFromTraits(['Homebody'])).toBe('balanced');
  });
});

describe('several files in one upload', () => {
  const month = (day: string) =>
    JSON.stringify({
      timelineObjects: [
        {
          placeVisit: {
            location: { latitudeE7: 129352000, longitudeE7: 776245000 },
            duration: { startTimestamp: `${day}T15:00:00Z`, endTimestamp: `${day}T23:00:00Z` },
          },
        },
      ],
    });

  it('reads each file of an upload into one analysis', () => {
    const analyzer = new TimelineAnalyzer(noNames);
    analyzer.push(month('2025-03-03'));
    analyzer.nextFile();
    analyzer.push(month('2025-04-03'));
    const { format, insights } = analyzer.end();
    expect(format).toBe('semantic');
    expect(insights.counts.visits).toBe(2);
  });

  it('says so when two exports are pasted into one file, and how to upload several months', () => {
    expect(() => analyze(month('2025-03-03') + month('2025-04-03'))).toThrow(
      /more than one JSON document.*several files at once, or the \.zip/,
    );
  });

  it('checks every file: one that is not a history is refused', () => {
    const analyzer = new TimelineAnalyzer(noNames);
    analyzer.push(month('2025-03-03'));
    analyzer.nextFile();
    analyzer.push('{"deviceSettings":[]}');
    expect(() => analyzer.end()).toThrow(TimelineFormatError);
  });
});
