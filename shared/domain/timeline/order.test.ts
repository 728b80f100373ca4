import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  mulberry32,
  onDeviceAndroidJson,
  recordsJson,
  semanticMonthJson,
} from '../../../scripts/timeline/fixtures';
import { TimelineAnalyzer } from './analyze-timeline';

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
