import { haversineKm } from '../../../shared/domain/geo';
import { bigrams, fuzzyWordSimilarity, normalizeText } from '../../../shared/domain/text-match';
import type { Dataset } from '../../data/load-dataset';

export interface Place {
  label: string;
  lat: number;
  lng: number;
  cityId: string;
  source: 'landmark' | 'locality';
  /** Work addresses are usually employers, so landmarks win a tie with a same-named locality. */
  bonus: number;
  /** Every normalised name and alias, to see whether a station carries the city's name. */
  texts: string[];
  isStation: boolean;
  /** Distance from the city centre, the last way to choose between equally good matches. */
  centreKm: number;
}

/** One normalised name or alias of a place. */
export interface Entry {
  text: string;
  /** From the place's own name rather than an alias (aliases include station and airport codes). */
  isName: boolean;
  place: Place;
}

/** "Hinjewadi Phase 1 (Rajiv Gandhi Infotech Park)" is also known by each half alone. */
function nameVariants(names: string[]): string[] {
  const variants = new Set<string>();
  for (const name of names) {
    variants.add(normalizeText(name));
    const inner = name.match(/\(([^)]+)\)/)?.[1];
    if (inner) {
      variants.add(normalizeText(name.replace(/\([^)]*\)/g, ' ')));
      variants.add(normalizeText(inner));
    }
  }
  variants.delete('');
  return [...variants];
}

/**
 * Every curated landmark and locality under each of its names, found by the words of a text or
 * near-spellings of them.
 */
export function indexGazetteer(dataset: Dataset) {
  const entries: Entry[] = [];
  const addPlace = (place: Omit<Place, 'texts' | 'centreKm'>, name: string, aliases: readonly string[]) => {
    const own = nameVariants([name]);
    const texts = nameVariants([name, ...aliases]);
    const city = dataset.citiesById.get(place.cityId);
    const full: Place = { ...place, texts, centreKm: city ? haversineKm(place, city) : 0 };
    for (const text of texts) entries.push({ text, isName: own.includes(text), place: full });
  };
  for (const l of dataset.landmarks)
    addPlace(
      {
        label: l.name,
        lat: l.lat,
        lng: l.lng,
        cityId: l.city,
        source: 'landmark',
        bonus: 0.02,
        isStation: l.kind === 'station',
      },
      l.name,
      l.aliases,
    );
  for (const l of dataset.localities)
    addPlace(
      { label: l.name, lat: l.lat, lng: l.lng, cityId: l.city, source: 'locality', bonus: 0, isStation: false },
      l.name,
      l.aliases,
    );
  // An entry can only match well if it shares a word (or a near-spelling of one) with the
  // query: containment needs shared words and fuzzy matching needs similar ones. So each query word
  // is compared with the vocabulary once, and only entries holding a similar word are scored.
  const byWord = new Map<string, Entry[]>();
  for (const entry of entries) {
    for (const word of new Set(entry.text.split(' '))) {
      const list = byWord.get(word);
      if (list) list.push(entry);
      else byWord.set(word, [entry]);
    }
  }
  // Letter pair → vocabulary words holding it, to find near-spellings without comparing every word.
  const vocabulary = [...byWord.keys()];
  const byPair = new Map<string, number[]>();
  vocabulary.forEach((word, index) => {
    for (const pair of new Set(bigrams(word))) {
      const list = byPair.get(pair);
      if (list) list.push(index);
      else byPair.set(pair, [index]);
    }
  });

  function similarWords(word: string): string[] {
    const pairs = new Set(bigrams(word));
    const shared = new Map<number, number>();
    for (const pair of pairs)
      for (const index of byPair.get(pair) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    const similar: string[] = [];
    for (const [index, count] of shared) {
      const known = vocabulary[index]!;
      // Only words sharing at least half their letter pairs can be a typo of each other.
      if ((2 * count) / (pairs.size + known.length - 1) < 0.5) continue;
      if (known === word || fuzzyWordSimilarity(word, known) >= 0.75) similar.push(known);
    }
    if (byWord.has(word) && !similar.includes(word)) similar.push(word); // one-letter words have no pairs
    return similar;
  }

  /** Each word of the text with the known words spelled like it. */
  const similarByWord = (text: string) =>
    new Map([...new Set(text.split(' ').filter(Boolean))].map((word) => [word, new Set(similarWords(word))]));

  function candidatesFor(similar: Map<string, Set<string>>): Set<Entry> {
    const found = new Set<Entry>();
    for (const known of similar.values()) for (const word of known) for (const e of byWord.get(word)!) found.add(e);
    return found;
  }

  return { similarByWord, candidatesFor };
}
