import type { Dataset } from '../../server/data/load-dataset';
import type { ChatProfile } from '../../server/features/chat/chat-profile';
import { RADIUS_OPTIONS_KM } from '../../shared/constants/places';
import { PM25_ANNUAL_LIMIT } from '../../shared/constants/renter-filters';
import { SPENDING_CATEGORIES } from '../../shared/constants/spending-categories';
import { TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../shared/constants/travel-modes';
import type { TravelModes } from '../../shared/contracts/preferences';
import type { Locality } from '../../shared/domain/dataset/schema';
import { haversineKm } from '../../shared/domain/geo';
import { perOwner } from '../../shared/domain/per-owner';
import { COMMUTE_MODEL, estimateCommutes, NEAR_KM, workPointOf } from '../../shared/domain/recommend/estimate-commute';
import { transitRoute } from '../../shared/domain/recommend/transit-route';
import { type FigureUnit, figuresIn, type Grounding, groundingOf, mergeGroundings, normaliseWords } from './grounding';

// What an answer may draw on (grounding.ts): the dataset's names, amounts and figures, the
// product's own figures (search radii, the commute model's speeds, budget bands), the question, the
// person's profile, and the distances and commute estimates between the places the question, the
// answer or the profile names. Distances count only between places named, so that a made-up
// "3.7 km" is not grounded by some other pair of places that happens to be 3.7 km apart.

/** Our own page names, which an answer may mention as places to go on the site. */
const PRODUCT_NAMES = ['Basera', 'Discover Places', 'Social Events', 'Relocation Assistant', 'neighbourhood finder'];

/** Keys whose numbers are rupees, kilometres, µg/m³ or km/h wherever they are in the data. */
const RUPEE_KEYS = new Set(['min', 'max', 'priceInr']);
const FIGURE_KEYS: Record<string, FigureUnit> = {
  distanceKm: 'km',
  km: 'km',
  pm25: 'µg/m³',
  kmh: 'km/h',
  minutes: 'min',
};
/** Distances between two places, which count only for the places an answer names (see above). */
const PAIRWISE_KEYS = new Set(['distanceKm']);

interface Collected {
  texts: string[];
  rupees: number[];
  figures: Partial<Record<FigureUnit, number[]>>;
}

/** Every string and every number under a known key, in anything the data or a profile holds. */
function collect(value: unknown, into: Collected, key = '', pairwise = true): Collected {
  if (typeof value === 'string') into.texts.push(value);
  else if (typeof value === 'number') {
    if (RUPEE_KEYS.has(key)) into.rupees.push(value);
    const unit = key === 'matchScore' ? '%' : FIGURE_KEYS[key];
    if (unit && (pairwise || !PAIRWISE_KEYS.has(key))) into.figures[unit] = [...(into.figures[unit] ?? []), value];
  } else if (value instanceof Map) for (const v of value.values()) collect(v, into, key, pairwise);
  else if (Array.isArray(value)) for (const v of value) collect(v, into, key, pairwise);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) collect(v, into, k, pairwise);
  }
  return into;
}

const empty = (): Collected => ({ texts: [], rupees: [], figures: {} });

/** The dataset's grounding, with the product's own figures; built once per dataset. */
export const datasetGrounding = perOwner((dataset: Dataset): Grounding => {
  const held = empty();
  const { cities, localities, landmarks, places, events, festivals, utilities, renterFacts, transitLines } = dataset;
  const everything = { cities, localities, landmarks, places, events, festivals, utilities, renterFacts, transitLines };
  collect(everything, held, '', false);
  const speeds = [COMMUTE_MODEL.walking, COMMUTE_MODEL.bicycling, COMMUTE_MODEL.driving, COMMUTE_MODEL.transitBus];
  return groundingOf({
    texts: [...held.texts, ...PRODUCT_NAMES, ...Object.values(SPENDING_CATEGORIES).map((c) => c.label)],
    rupees: [...held.rupees, ...Object.values(SPENDING_CATEGORIES).flatMap((c) => (c.max ? [c.min, c.max] : [c.min]))],
    figures: {
      ...held.figures,
      km: [
        ...(held.figures.km ?? []),
        ...RADIUS_OPTIONS_KM,
        NEAR_KM,
        ...Object.values(TRAVEL_MODES).flatMap((m) => [m.maxKm, m.defaultKm]),
      ],
      'µg/m³': [...(held.figures['µg/m³'] ?? []), PM25_ANNUAL_LIMIT],
      'km/h': [...(held.figures['km/h'] ?? []), ...speeds.map((s) => s.speedKmh)],
      min: [...speeds.map((s) => s.overheadMin)],
    },
  });
});

interface Spot {
  city: string;
  lat: number;
  lng: number;
  /** The locality itself, when the spot is one: its stations, and commutes from it. */
  locality?: Locality;
  /** Whether commute estimates to it count (a workplace, a locality, a landmark), or only the distance (a place, a venue). */
  isDestination: boolean;
}

/** Every locality, place, landmark and venue by the first word of each of its normalised names. */
const spotsOf = perOwner((dataset: Dataset) => {
  const byFirstWord = new Map<string, { name: string; spot: Spot }[]>();
  const add = (names: readonly string[], spot: Spot) => {
    for (const name of names) {
      const words = normaliseWords(name);
      if (words.length < 4) continue;
      const first = words.split(' ', 1)[0]!;
      byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { name: ` ${words} `, spot }]);
    }
  };
  for (const l of dataset.localities) add([l.name, ...l.aliases], localitySpot(l));
  for (const p of dataset.places) add([p.name], { ...p, isDestination: false });
  for (const l of dataset.landmarks) add([l.name, ...l.aliases], { ...l, isDestination: true });
  for (const e of dataset.events) add([e.venue.name], { city: e.city, ...e.venue, isDestination: false });
  return byFirstWord;
});

const localitySpot = (locality: Locality): Spot => ({ ...locality, locality, isDestination: true });

/** The spots a text names. */
function spotsNamedIn(dataset: Dataset, text: string): Spot[] {
  const words = ` ${normaliseWords(text)} `;
  const candidates = [...new Set(words.trim().split(' '))].flatMap((w) => spotsOf(dataset).get(w) ?? []);
  return candidates.filter(({ name }) => words.includes(name)).map(({ spot }) => spot);
}

const ALL_MODES = Object.fromEntries(
  TRAVEL_MODE_KEYS.map((mode) => [mode, { enabled: true, distance: TRAVEL_MODES[mode].maxKm }]),
) as TravelModes;

/**
 * The figures our code gives from a locality to a spot: the straight distance, and to a destination
 * each mode's commute estimate with the figures in its description (walks, line speeds).
 */
const figuresBetween = perOwner((dataset: Dataset) => {
  const cache = new Map<string, Partial<Grounding['figures']>>();
  const workPoints = new Map<string, ReturnType<typeof workPointOf>>();
  return (from: Locality, to: Spot): Partial<Grounding['figures']> => {
    const key = `${from.id}>${to.lat},${to.lng}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const found = empty();
    if (to.isDestination) {
      const pointKey = `${to.lat},${to.lng}`;
      const work = workPoints.get(pointKey) ?? workPointOf(to, dataset.localities, dataset.transitLines);
      workPoints.set(pointKey, work);
      // A commute estimate, and the ride itself where walking is quicker than it (an answer may give either).
      collect([estimateCommutes(from, work, ALL_MODES), transitRoute(from, work)], found);
    }
    const figures = { ...found.figures, km: [...(found.figures.km ?? []), haversineKm(from, to)] };
    for (const { unit, value } of found.texts.flatMap(figuresIn)) figures[unit] = [...(figures[unit] ?? []), value];
    cache.set(key, figures);
    return figures;
  };
});

/**
 * What the person's profile holds: their preferences, budget and workplaces in full, and each
 * neighbourhood of their results on its own, which counts for an answer that names it.
 */
const profileGrounding = perOwner((profile: ChatProfile) => {
  const { recommended, selected, ...rest } = profile;
  const own = collect(rest, empty());
  const budget = profile.preferences ? SPENDING_CATEGORIES[profile.preferences.userCategory] : null;
  const limits = profile.preferences
    ? [profile.preferences.commute, profile.preferences.secondCommute].flatMap((c) =>
        c ? Object.values(c.travelModes).map((m) => m.distance) : [],
      )
    : [];
  const neighbourhoods = new Map<string, Grounding>();
  for (const n of [...recommended, ...(selected ? [selected] : [])]) {
    neighbourhoods.set(n.id, groundingOf(collect(n, empty())));
  }
  return {
    grounding: groundingOf({ ...own, figures: { ...own.figures, km: [...(own.figures.km ?? []), ...limits] } }),
    neighbourhoods,
    // Their results' names count wherever they appear: the person has seen them.
    names: groundingOf({ texts: [...recommended, ...(selected ? [selected] : [])].map((n) => n.name) }),
    amounts: budget ? [budget.min, budget.max ?? budget.min] : [],
    workplaces: [profile.workLocation, profile.secondWorkLocation].flatMap((w): Spot[] =>
      w ? [{ city: w.cityId, lat: w.lat, lng: w.lng, isDestination: true }] : [],
    ),
  };
});

/** Amounts a question gives without a rupee sign: "12k", "25 thousand", "1.5 lakh", "40000". */
function amountsIn(question: string): number[] {
  const scaled = [...question.matchAll(/(\d+(?:\.\d+)?)\s?(k|thousand|lakhs?|lac)\b/gi)].map((m) =>
    Math.round(Number(m[1]) * (['k', 'thousand'].includes(m[2]!.toLowerCase()) ? 1_000 : 1_00_000)),
  );
  const plain = [...question.matchAll(/\d[\d,]{2,}/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return [...scaled, ...plain];
}

/** Everything one answer may draw on: the dataset's grounding, the person's and this question's own. */
export function groundingFor(dataset: Dataset, profile: ChatProfile, question: string, answer: string): Grounding {
  const person = profileGrounding(profile);
  const given = [...amountsIn(question), ...person.amounts];
  // "Two months' deposit on ₹25,000" is ₹50,000: a month count times an amount the person gave.
  const multiples = given.flatMap((amount) => Array.from({ length: 12 }, (_, i) => amount * (i + 1)));

  const named = spotsNamedIn(dataset, `${question}\n${answer}`);
  const spots = [...person.workplaces, ...named];
  const figures: Partial<Record<FigureUnit, number[]>> = {};
  const add = (part: Partial<Record<FigureUnit, readonly number[]>>) => {
    for (const [unit, values] of Object.entries(part) as [FigureUnit, number[]][]) {
      const held = figures[unit] ?? [];
      for (const v of values) held.push(v);
      figures[unit] = held;
    }
  };
  let grounding = mergeGroundings(mergeGroundings(datasetGrounding(dataset), person.grounding), person.names);
  for (const from of spots) {
    if (!from.locality) continue;
    const theirs = person.neighbourhoods.get(from.locality.id);
    if (theirs) grounding = mergeGroundings(grounding, theirs);
    add({ km: from.locality.transit.stations.map((s) => s.distanceKm) });
    for (const to of spots) if (to !== from && to.city === from.city) add(figuresBetween(dataset)(from.locality, to));
  }
  return mergeGroundings(grounding, groundingOf({ texts: [question], rupees: [...given, ...multiples], figures }));
}
