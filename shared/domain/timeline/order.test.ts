import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  mulberry32,
  onDeviceAndroidJson,
  recordsJson,
  semanticMonthJson,
} from '../../../scripts/timeline/fixtures';
import { TimelineAnalyzer } from './analyze-timeline';
import { at, east, segment, semanticFile, visit } from './test-history';

// The records inside one file, in any order, give the same analysis: stays are found from points
// sorted by time, sums are exact, and the trips kept for the commute are chosen by hash.

const noNames = () => null;

function analyse(text: string) {
  const analyzer = new TimelineAnalyzer(noNames);
  analyzer.push(text);
  return JSON.stringify(analyzer.end().insights);
}

/** The same file with the records of its one array in a shuffled order. */
function shuffled(text: string, key: string, seed: number): string {
  const json = JSON.parse(text) as Record<string, unknown[]>;
  const items = [...json[key]!];
  const random = mulberry32(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return JSON.stringify({ ...json, [key]: items });
}

describe('the order of records does not change the analysis', () => {
  const persona = { ...DEFAULT_PERSONA, startDate: '2025-03-03' };
  it.each([
    ['Records.json', recordsJson(10, { persona, seed: 3 }), 'locations'],
    ['a Semantic Location History month', semanticMonthJson(28, { persona, seed: 3 }), 'timelineObjects'],
    ['an Android on-device export', onDeviceAndroidJson(28, { persona, seed: 3 }), 'semanticSegments'],
  ])('%s', (_name, text, key) => {
    const inOrder = analyse(text);
    expect(JSON.parse(inOrder).counts.visits).toBeGreaterThan(10);
    for (const seed of [1, 2]) expect(analyse(shuffled(text, key, seed))).toBe(inOrder);
  });
});

describe('past the cap on trips kept for the commute', () => {
  it('keeps the same trips whatever their order', () => {
    // 41,000 drives between home and work, the later ones slower: which are kept decides the median.
    const home = { lat: 47.3769, lng: 8.5417 };
    const work = east(home, 5);
    const objects = [
      visit(home, at(0, 18), at(1, 8), { type: 'TYPE_HOME' }),
      visit(work, at(1, 9), at(1, 17), { type: 'TYPE_WORK' }),
    ];
    for (let i = 0; i < 41_000; i++) {
      const start = at(Math.floor(i / 2), i % 2 ? 17.5 : 8.25);
      objects.push(
        segment(home, work, start, start + ((i < 24_600 ? 10 : 40) + (i % 3)) * 60_000, 'IN_PASSENGER_VEHICLE', 5200),
      );
    }
    const text = semanticFile(objects);
    const inOrder = analyse(text);
    expect(JSON.parse(inOrder).commute.minutes).toBeGreaterThan(10);
    expect(analyse(shuffled(text, 'timelineObjects', 7))).toBe(inOrder);
  });
});
