import { describe, expect, it } from 'vitest';
import {
  buildMentionIndex,
  findMentionedLocalities,
  localitiesNamedIn,
} from '../../../../shared/domain/assistant/find-mentions';
import { loadDataset } from '../../../data/load-dataset';

// The mention index gives a question only the names its words start. Over every curated locality
// it must find what checking every name finds.

const { localities, cities } = loadDataset();
const index = buildMentionIndex(localities, cities);
const everyName = [...index.localitiesByFirstWord.values()].flat();
const scanAll = (question: string, preferCity: string) =>
  localitiesNamedIn(question, everyName, preferCity).map((l) => l.id);

describe('mentions over the curated localities', () => {
  it('finds what a scan of every name finds, for every locality, alias and pair', () => {
    let found = 0;
    localities.forEach((locality, i) => {
      const other = localities[(i * 7 + 3) % localities.length]!;
      for (const name of [locality.name, ...locality.aliases]) {
        for (const question of [
          `Tell me about ${name}`,
          `Is ${name} better than ${other.name}?`,
          `${name.toUpperCase()}!`,
        ]) {
          const expected = scanAll(question, locality.city);
          expect(
            findMentionedLocalities(question, index, locality.city).map((l) => l.id),
            question,
          ).toEqual(expected);
          found += expected.length;
        }
      }
    });
    expect(found).toBeGreaterThan(localities.length * 3);
  });
});
