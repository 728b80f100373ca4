import type { City, Locality } from '../dataset/schema';

// Which neighbourhoods and cities a question names ("Koramangala vs Indiranagar", "flats in Pune").
// Names are matched whole-word and case-blind; a name shared by two cities goes to the person's.

/** " koramangala 5th block ": lower case, no accents, single spaces, padded for whole-word search. */
export const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** Names too short or too common to mean a place on their own. */
const MIN_NAME_LENGTH = 4;

/** One locality's name, with its place among all names (ties between hits go to the earlier). */
export interface LocalityName {
  name: string;
  locality: Locality;
  order: number;
}

export interface MentionIndex {
  /**
   * Locality names by their first word: a whole-word name can only be in a question that has that
   * word, so a question is checked against the few names its words start, not all of them (the
   * assistant does this for every question, and it was its largest own cost under load, docs/DEPLOY.md).
   */
  localitiesByFirstWord: Map<string, LocalityName[]>;
  cities: { names: string[]; city: City }[];
}

export function buildMentionIndex(localities: readonly Locality[], cities: readonly City[]): MentionIndex {
  // A three-letter alias counts when it is how people shorten the name itself: "HSR" for HSR Layout,
  // "BTM" for BTM Layout, "CBD" for CBD Belapur (an acronym the full name starts with).
  const shortFor = (alias: string, primary: string) => /^[A-Z]{3}$/.test(alias) && primary.startsWith(`${alias} `);
  const namesOf = (primary: string, aliases: readonly string[]) => [
    ...new Set(
      [primary, ...aliases]
        .filter((n) => shortFor(n, primary) || normalise(n).trim().length >= MIN_NAME_LENGTH)
        .map(normalise),
    ),
  ];
  const localitiesByFirstWord = new Map<string, LocalityName[]>();
  let order = 0;
  for (const locality of localities) {
    for (const name of namesOf(locality.name, locality.aliases)) {
      const first = firstWord(name);
      const named = localitiesByFirstWord.get(first) ?? [];
      named.push({ name, locality, order: order++ });
      localitiesByFirstWord.set(first, named);
    }
  }
  return {
    localitiesByFirstWord,
    cities: cities.map((city) => ({ names: namesOf(city.name, city.aliases), city })),
  };
}

/** The first word of a normalised name (" andheri east " → "andheri"). */
const firstWord = (normalised: string) => normalised.trim().split(' ', 1)[0]!;

/**
 * The localities a question names, in the order they appear in it. A longer name wins over a
 * shorter one inside it ("Andheri East" over "Andheri"); of localities with the same name, the one in
 * `preferCity` wins.
 */
export function findMentionedLocalities(question: string, index: MentionIndex, preferCity?: string | null): Locality[] {
  const text = normalise(question);
  const candidates = [...new Set(text.trim().split(' '))].flatMap(
    (word) => index.localitiesByFirstWord.get(word) ?? [],
  );
  return namedIn(text, candidates, preferCity);
}

/**
 * Of `names`, the localities the question names, by the rule above. The index gives
 * findMentionedLocalities only the names the question's words start; a test gives this every name.
 */
export function localitiesNamedIn(question: string, names: readonly LocalityName[], preferCity?: string | null) {
  return namedIn(normalise(question), names, preferCity);
}

function namedIn(text: string, names: readonly LocalityName[], preferCity?: string | null): Locality[] {
  const hits: { at: number; length: number; locality: Locality; order: number }[] = [];
  for (const { name, locality, order } of names) {
    const at = text.indexOf(name);
    if (at >= 0) hits.push({ at, length: name.length, locality, order });
  }
  // Longest first, so a hit inside a longer one is dropped.
  hits.sort(
    (a, b) =>
      b.length - a.length ||
      Number(b.locality.city === preferCity) - Number(a.locality.city === preferCity) ||
      a.order - b.order,
  );
  const kept: typeof hits = [];
  for (const hit of hits) {
    const inside = kept.some((k) => hit.at >= k.at && hit.at + hit.length <= k.at + k.length);
    if (!inside && !kept.some((k) => k.locality.id === hit.locality.id)) kept.push(hit);
  }
  return kept.sort((a, b) => a.at - b.at).map((h) => h.locality);
}

/** The first city the question names, if any. */
/** Every city a question names, in the order it names them ("Pune or Bangalore?"). */
export function findMentionedCities(question: string, index: MentionIndex): City[] {
  const text = normalise(question);
  const found: { at: number; city: City }[] = [];
  for (const { names, city } of index.cities) {
    const at = Math.min(...names.map((name) => text.indexOf(name)).filter((i) => i >= 0));
    if (Number.isFinite(at)) found.push({ at, city });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.city);
}

export function findMentionedCity(question: string, index: MentionIndex): City | null {
  const text = normalise(question);
  let best: { at: number; city: City } | null = null;
  for (const { names, city } of index.cities) {
    for (const name of names) {
      const at = text.indexOf(name);
      if (at >= 0 && (!best || at < best.at)) best = { at, city };
    }
  }
  return best?.city ?? null;
}

/**
 * The landmark a question names ("a PG near Christ University"), by its name or an alias, whole
 * words; the longest name wins, and of two with one name, the one in `preferCity`.
 */
export function findMentionedLandmark<T extends { name: string; aliases: readonly string[]; city: string }>(
  question: string,
  landmarks: readonly T[],
  preferCity?: string | null,
): T | null {
  const text = normalise(question);
  let best: { landmark: T; length: number } | null = null;
  for (const landmark of landmarks) {
    for (const name of [landmark.name, ...landmark.aliases].map(normalise)) {
      if (name.trim().length < 5 || !text.includes(name)) continue;
      const better =
        !best ||
        name.length > best.length ||
        (name.length === best.length && landmark.city === preferCity && best.landmark.city !== preferCity);
      if (better) best = { landmark, length: name.length };
    }
  }
  return best?.landmark ?? null;
}
