import { haversineKm } from '../../../shared/domain/geo';
import { containsWords, matchScore, normalizeText } from '../../../shared/domain/text-match';
import type { Dataset } from '../../data/load-dataset';
import { type Entry, indexGazetteer, type Place } from './gazetteer-index';
import type { CityLookup, GeocodeResult, Geocoder, ReverseGeocodeResult } from './geocoder';

const MIN_CONFIDENCE = 0.55;
const CITY_CONFIDENCE = 0.4;
/**
 * Ranking only: a place whose own names carry the city name the person typed ("Patna" in "Patna
 * railway station") beats one that matches only the rest ("station"), and one carrying the city's
 * main name less so ("Sector 15 Panchkula" is Panchkula's Sector 15, not Chandigarh's).
 */
const TYPED_CITY_NAME_BONUS = 0.05;
const MAIN_CITY_NAME_BONUS = 0.02;

/**
 * The embedded geocoder: the curated cities, localities and landmarks (tech parks, stations,
 * business districts…), forward and reverse, with fuzzy matching. No network, no key.
 */
export function createGazetteerGeocoder(dataset: Dataset): Geocoder {
  const { similarByWord, candidatesFor } = indexGazetteer(dataset);

  const cityNames = dataset.cities
    .flatMap((c) => [c.name, ...c.aliases].map((name) => ({ text: normalizeText(name), city: c })))
    .sort((a, b) => b.text.length - a.text.length); // longest first: "new delhi" before "delhi"
  const cityNameKeys = new Set(cityNames.map((c) => `${c.city.id}:${c.text}`));
  const pincodes = new Map(dataset.localities.flatMap((l) => l.pincodes.map((p) => [p, l] as const)));

  const cityResult = (cityId: string) => {
    const city = dataset.citiesById.get(cityId) ?? dataset.defaultCity;
    return { cityId: city.id, cityName: city.name, state: city.state };
  };

  function findCity(text: string) {
    return cityNames.find((c) => containsWords(text, c.text));
  }

  const without = (text: string, words: string) => ` ${text} `.replace(` ${words} `, ' ').trim();

  /**
   * How well an entry names what was typed, when the text names a city: the text with and without
   * the city's name, and, for an entry carrying the city's name, both without it ("patna junction"
   * is "junction" of Patna Junction, not of Patliputra Junction).
   */
  function scoreInCity(text: string, place: string, typed: string, main: string, entry: Entry) {
    // An alias that is only the city's name ("PUNE" of Pune Station) says nothing about the place.
    const isCityName = cityNameKeys.has(`${entry.place.cityId}:${entry.text}`);
    let score = Math.max(matchScore(place, entry.text), isCityName ? 0 : matchScore(text, entry.text));
    for (const name of [typed, main]) {
      const rest = containsWords(entry.text, name) ? without(entry.text, name) : '';
      if (rest) score = Math.max(score, matchScore(place, rest));
    }
    return score;
  }

  /**
   * Whether text that is exactly a city name or alias names this entry instead: a locality the
   * curators also list as an alias so that the city is found ("Indirapuram", "Thane"), or a
   * landmark's own name. Never the city's main name, nor a code ("PUNE", "GZB" are station aliases).
   */
  function isAliasPlace(text: string, main: string, entry: Entry) {
    if (text === main || (entry.place.source === 'landmark' && !entry.isName)) return false;
    return entry.text === text || without(entry.text, main) === text;
  }

  interface Ranked {
    place: Place;
    /** How well the place's best-matching name matches. */
    score: number;
    /** Most of the typed words one well-matching name holds, the city's name counting when carried. */
    coverage: number;
    /** The score with the bonus for carrying the city's name. */
    rank: number;
  }

  /**
   * Entries matching the text, best first (one per place), with the city named in the text. Best is
   * the place whose name holds most of the words typed ("Patna station" is Patna Junction, alias
   * "Patna railway station", before Patliputra station), then the closest name, then the place
   * nearer the city centre (where the main station and offices are).
   */
  function rank(text: string) {
    const city = findCity(text);
    // Match the place without the city's words ("manyata tech park bengaluru" → "manyata tech park").
    const place = city ? without(text, city.text) : text;
    const main = city ? normalizeText(city.city.name) : '';
    // Text that is only names of the city ("Indirapuram", "Thane, Mumbai") can name a locality.
    let cityNamesOnly: string[] | null = null;
    if (city && !place) cityNamesOnly = [text];
    else if (city && cityNameKeys.has(`${city.city.id}:${place}`)) cityNamesOnly = [city.text, place];
    const similar = similarByWord(text);
    const typedWords = [...new Set(place.split(' ').filter(Boolean))].map((word) => similar.get(word)!);
    const typedCount = typedWords.length + (city ? 1 : 0);
    const best = new Map<Place, Ranked>();
    for (const entry of candidatesFor(similar)) {
      if (city && entry.place.cityId !== city.city.id) continue;
      let score: number;
      let carried = 0;
      if (!city) score = matchScore(place, entry.text);
      else if (cityNamesOnly) score = cityNamesOnly.some((name) => isAliasPlace(name, main, entry)) ? 1 : 0;
      else {
        score = scoreInCity(text, place, city.text, main, entry);
        // A station carries its city's name for all its names ("Chennai Central" is also "Puratchi
        // Thalaivar Dr. M.G. Ramachandran Central Railway Station"); other places only in the name
        // matched ("ITPL Whitefield" is not "Whitefield, Bangalore" for having an alias "ITPL Bangalore").
        const texts = entry.place.isStation ? entry.place.texts : [entry.text];
        if (texts.some((t) => containsWords(t, city.text))) carried = TYPED_CITY_NAME_BONUS;
        else if (texts.some((t) => containsWords(t, main))) carried = MAIN_CITY_NAME_BONUS;
      }
      score += entry.place.bonus;
      const words = entry.text.split(' ');
      const held = typedWords.filter((spellings) => words.some((word) => spellings.has(word))).length;
      let coverage = cityNamesOnly ? 1 : (held + (carried ? 1 : 0)) / typedCount;
      if (score < MIN_CONFIDENCE) coverage = 0; // a name matching poorly says little, whatever it holds
      const seen = best.get(entry.place);
      best.set(entry.place, {
        place: entry.place,
        score: Math.max(score, seen?.score ?? 0),
        coverage: Math.max(coverage, seen?.coverage ?? 0),
        rank: Math.max(score + carried, seen?.rank ?? 0),
      });
    }
    const ranked = [...best.values()].sort(
      (a, b) =>
        b.coverage - a.coverage ||
        b.rank - a.rank ||
        a.place.centreKm - b.place.centreKm ||
        a.place.label.localeCompare(b.place.label),
    );
    return { city, ranked };
  }

  const toResult = ({ place, score }: Ranked): GeocodeResult => ({
    label: place.label,
    lat: place.lat,
    lng: place.lng,
    ...cityResult(place.cityId),
    confidence: Math.min(1, Math.round(score * 100) / 100),
    source: place.source,
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
