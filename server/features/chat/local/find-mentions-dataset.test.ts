import { describe, expect, it } from 'vitest';
import { buildMentionIndex, findMentionedLocalities } from '../../../../shared/domain/assistant/find-mentions';
import type { Locality } from '../../../../shared/domain/dataset/schema';
import { loadDataset } from '../../../data/load-dataset';

// The mention index looks names up by their first word. Over every curated locality it must find
// what a plain scan of every name finds (the rule, as find-mentions.ts states it, written out here).

const { localities, cities } = loadDataset();
const index = buildMentionIndex(localities, cities);

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

function scanAll(question: string, preferCity: string): string[] {
  const text = normalise(question);
  const hits: { at: number; length: number; locality: Locality }[] = [];
  for (const locality of localities) {
    const names = [...new Set([locality.name, ...locality.aliases].map(normalise))].filter((n) => n.trim().length >= 4);
    for (const name of names) {
      const at = text.indexOf(name);
      if (at >= 0) hits.push({ at, length: name.length, locality });
    }
  }
  hits.sort(
    (a, b) => b.length - a.length || Number(b.locality.city === preferCity) - Number(a.locality.city === preferCity),
  );
  const kept: typeof hits = [];
  for (const hit of hits) {
    const inside = kept.some((k) => hit.at >= k.at && hit.at + hit.length <= k.at + k.length);
    if (!inside && !kept.some((k) => k.locality.id === hit.locality.id)) kept.push(hit);
  }
  return kept.sort((a, b) => a.at - b.at).map((h) => h.locality.id);
}

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
