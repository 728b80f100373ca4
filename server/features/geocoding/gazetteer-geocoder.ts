import { haversineKm } from '../../../shared/domain/geo';
import {
  bigrams,
  containsWords,
  fuzzyWordSimilarity,
  matchScore,
  normalizeText,
} from '../../../shared/domain/text-match';
import type { Dataset } from '../../data/load-dataset';
import type { CityLookup, GeocodeResult, Geocoder, ReverseGeocodeResult } from './geocoder';

interface Entry {
  text: string;
  label: string;
  lat: number;
  lng: number;
  cityId: string;
  source: 'landmark' | 'locality';
  /** Work addresses are usually employers, so landmarks win a tie with a same-named locality. */
  bonus: number;
}

const MIN_CONFIDENCE = 0.55;
const CITY_CONFIDENCE = 0.4;

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
 * The embedded geocoder: the curated cities, localities and landmarks (tech parks, stations,
 * business districts…), forward and reverse, with fuzzy matching. No network, no key.
 */
export function createGazetteerGeocoder(dataset: Dataset): Geocoder {
  const entries: Entry[] = [];
  for (const l of dataset.landmarks)
    for (const text of nameVariants([l.name, ...l.aliases]))
      entries.push({ text, label: l.name, lat: l.lat, lng: l.lng, cityId: l.city, source: 'landmark', bonus: 0.02 });
  for (const l of dataset.localities)
    for (const text of nameVariants([l.name, ...l.aliases]))
      entries.push({ text, label: l.name, lat: l.lat, lng: l.lng, cityId: l.city, source: 'locality', bonus: 0 });
  // An entry can only reach MIN_CONFIDENCE if it shares a word (or a near-spelling of one) with the
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

  function candidatesFor(place: string): Set<Entry> {
    const found = new Set<Entry>();
    for (const word of new Set(place.split(' ')))
      for (const known of similarWords(word)) for (const e of byWord.get(known)!) found.add(e);
    return found;
  }

  const cityNames = dataset.cities
    .flatMap((c) => [c.name, ...c.aliases].map((name) => ({ text: normalizeText(name), city: c })))
    .sort((a, b) => b.text.length - a.text.length); // longest first: "new delhi" before "delhi"
  const pincodes = new Map(dataset.localities.flatMap((l) => l.pincodes.map((p) => [p, l] as const)));

  const cityResult = (cityId: string) => {
    const city = dataset.citiesById.get(cityId) ?? dataset.defaultCity;
    return { cityId: city.id, cityName: city.name, state: city.state };
  };

  function findCity(text: string) {
    return cityNames.find((c) => containsWords(text, c.text));
  }

  /** Entries matching the text, best first (one per place), with the city named in the text. */
  function rank(text: string) {
    const city = findCity(text);
    // Match the place without the city's words ("manyata tech park bengaluru" → "manyata tech park").
    const place = city ? ` ${text} `.replace(` ${city.text} `, ' ').trim() : text;
    const best = new Map<string, { entry: Entry; score: number }>();
    if (place) {
      for (const entry of candidatesFor(place)) {
        if (city && entry.cityId !== city.city.id) continue;
        const score = matchScore(place, entry.text) + entry.bonus;
        const key = `${entry.source}:${entry.label}:${entry.cityId}`;
        const seen = best.get(key);
        if (!seen || score > seen.score) best.set(key, { entry, score });
      }
    }
    const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.entry.label.localeCompare(b.entry.label));
    return { city, ranked };
  }

  const toResult = ({ entry, score }: { entry: Entry; score: number }): GeocodeResult => ({
    label: entry.label,
    lat: entry.lat,
    lng: entry.lng,
    ...cityResult(entry.cityId),
    confidence: Math.min(1, Math.round(score * 100) / 100),
    source: entry.source,
  });

  return {
    async suggest(raw, limit) {
      const text = normalizeText(raw);
      if (text.length < 2) return [];
      return rank(text)
        .ranked.filter((r) => r.score >= MIN_CONFIDENCE)
        .slice(0, limit)
        .map(toResult);
    },

    async geocode(raw) {
      const text = normalizeText(raw);
      if (!text) return null;
      const pin = raw.match(/\b[1-9]\d{5}\b/)?.[0];
      const byPin = pin ? pincodes.get(pin) : undefined;
      const { city, ranked } = rank(text);
      const best = ranked[0];
      if (best && best.score >= MIN_CONFIDENCE) return toResult(best);
      if (byPin) {
        return {
          label: byPin.name,
          lat: byPin.lat,
          lng: byPin.lng,
          ...cityResult(byPin.city),
          confidence: 0.8,
          source: 'locality',
        };
      }
      if (city) {
        return {
          label: city.city.name,
          lat: city.city.lat,
          lng: city.city.lng,
          ...cityResult(city.city.id),
          confidence: CITY_CONFIDENCE,
          source: 'city',
        };
      }
      return null;
    },

    async reverse(point): Promise<ReverseGeocodeResult | null> {
      let nearest: { id: string; name: string; cityId: string; distanceKm: number } | undefined;
      for (const l of dataset.localities) {
        const distanceKm = haversineKm(point, l);
        if (!nearest || distanceKm < nearest.distanceKm)
          nearest = { id: l.id, name: l.name, cityId: l.city, distanceKm };
      }
      if (nearest && nearest.distanceKm <= 5) {
        return {
          ...cityResult(nearest.cityId),
          locality: { id: nearest.id, name: nearest.name, distanceKm: Math.round(nearest.distanceKm * 10) / 10 },
        };
      }
      const city = [...dataset.cities].sort((a, b) => haversineKm(point, a) - haversineKm(point, b))[0];
      if (city && haversineKm(point, city) <= 60) return { ...cityResult(city.id), locality: null };
      return null;
    },

    resolveCity(name): CityLookup {
      const text = normalizeText(name);
      const found = cityNames.find((c) => c.text === text) ?? (text ? findCity(text) : undefined);
      const city = found?.city ?? dataset.defaultCity;
      return {
        cityId: city.id,
        cityName: city.name,
        state: city.state,
        lat: city.lat,
        lng: city.lng,
        isFallback: !found,
      };
    },
  };
}
