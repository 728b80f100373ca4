import { LIFESTYLE_LABELS, type LifestyleKey } from '../../constants/lifestyles';
import { TRAVEL_MODES } from '../../constants/travel-modes';
import type { AnalysisResults } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';
import { FACTORS, type Factor, type Neighbourhood } from '../../contracts/recommendations';
import type { City, Locality } from '../dataset/schema';
import { haversineKm } from '../geo';
import { basisOf, safetyScoreOf } from '../locality-basis';
import { perOwner } from '../per-owner';
import { bestCommute, estimateCommutes, hasRailAccess, scoreCommuteMinutes } from './estimate-commute';
import { lifestyleKeyForCustom, lifestyleMatch } from './lifestyle-evidence';
import { AMENITY_LABELS } from './locality-signals';
import { describeBudgetFit, scoreBudget } from './score-budget';
import { scoreMustHaves } from './score-must-haves';
import { lifestyleSignalsFromTimeline } from './timeline-signals';
import { FACTOR_LABELS, resolveWeights } from './weights';

export interface RecommendInput {
  preferences: Preferences;
  analysis?: AnalysisResults | null;
  /** Where the person works, already placed in a city of our dataset. */
  work: { lat: number; lng: number; cityId: string; state: string };
  localities: readonly Locality[];
  /** The curated cities by id: names, and each city's published safety figure. */
  cities: ReadonlyMap<string, City>;
  limit?: number;
}

export interface RecommendOutput {
  recommendations: Neighbourhood[];
  notes: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The amenities a locality is strong in (level 4 or 5), strongest first; fixed per locality. */
const strongAmenities = perOwner<Locality, string[]>(
  (locality) =>
    Object.freeze(
      // Frozen: one array shared by every result for this locality.
      (Object.keys(AMENITY_LABELS) as (keyof typeof AMENITY_LABELS)[])
        .filter((k) => locality.amenities[k] >= 4)
        .sort((x, y) => locality.amenities[y] - locality.amenities[x])
        .map((k) => AMENITY_LABELS[k]),
    ) as string[],
);

// The dataset never changes while it is in use: grouped by city and by state once per list.
const localityGroups = perOwner<readonly Locality[], Map<string, Locality[]>>((localities) => {
  const groups = new Map<string, Locality[]>();
  for (const l of localities) {
    for (const key of [`city:${l.city}`, `state:${l.state}`]) groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return groups;
});
const labels = (keys: LifestyleKey[]) => keys.map((k) => LIFESTYLE_LABELS[k]).join(', ');

interface Scored {
  locality: Locality;
  commute: NonNullable<ReturnType<typeof bestCommute>>;
  budget: ReturnType<typeof scoreBudget>;
  mustHaves: ReturnType<typeof scoreMustHaves>;
  matches: { key: LifestyleKey; match: number }[];
  inferredMatches: { key: LifestyleKey; match: number }[];
  /** 0–1 per factor; null where there is nothing to score it from (a city without a safety figure). */
  factors: Record<Factor, number | null>;
  total: number;
}

/**
 * Ranks curated localities for a person's preferences by the documented formula
 * (docs/recommendation-formula.md). Pure and deterministic: same input, same output.
 */
export function recommendNeighbourhoods(input: RecommendInput): RecommendOutput {
  const { preferences, work } = input;
  const { travelModes } = preferences.commute;
  const maxKm = Math.max(
    ...Object.entries(travelModes)
      .filter(([, s]) => s.enabled)
      .map(([, s]) => s.distance),
  );

  const chosen = new Set<LifestyleKey>(preferences.lifestylePreferences);
  const unassessed: string[] = [];
  for (const custom of preferences.customLifestyles.filter((c) => c.value)) {
    const key = lifestyleKeyForCustom(custom.name);
    if (key) chosen.add(key);
    else unassessed.push(custom.name);
  }
  const inferred = lifestyleSignalsFromTimeline(input.analysis).filter((k) => !chosen.has(k));
  const weights = resolveWeights({
    hasMustHaves: preferences.prioritizedMustHaves.length > 0,
    hasTimelineSignals: inferred.length > 0,
  });

  // Only the work city, or places in the same state within commuting range: never another state.
  // (A city's localities may lie in a neighbouring state: Mohali is listed under Chandigarh.)
  const groups = localityGroups(input.localities);
  const candidates = [
    ...(groups.get(`city:${work.cityId}`) ?? []),
    ...(groups.get(`state:${work.state}`) ?? []).filter((l) => l.city !== work.cityId && haversineKm(l, work) <= maxKm),
  ];

  const workPoint = { lat: work.lat, lng: work.lng, hasRailAccess: hasRailAccess(work, input.localities) };

  // Score every candidate with numbers only; words are written for the few that are returned.
  const chosenKeys = [...chosen];
  const scored: Scored[] = [];
  for (const locality of candidates) {
    const commute = bestCommute(estimateCommutes(locality, workPoint, travelModes));
    if (!commute) continue;
    const budget = scoreBudget(locality.rent, preferences.userCategory);
    const mustHaves = scoreMustHaves(locality, preferences.prioritizedMustHaves);
    const safety = safetyScoreOf(locality, input.cities.get(locality.city));
    const evidence = { safety: safety === null ? null : safety / 10 };
    const matches = chosenKeys.map((key) => ({ key, match: lifestyleMatch(locality, key, evidence) }));
    const inferredMatches = inferred.map((key) => ({ key, match: lifestyleMatch(locality, key, evidence) }));
    let chosenTotal = 0;
    for (const m of matches) chosenTotal += m.match;
    let inferredTotal = 0;
    for (const m of inferredMatches) inferredTotal += m.match;
    const lifestyleTotal = chosenTotal + 0.5 * inferredTotal;
    const lifestyleWeight = matches.length + 0.5 * inferredMatches.length;
    const factors: Record<Factor, number | null> = {
      budget: budget.score,
      commute: scoreCommuteMinutes(commute.minutes),
      lifestyle: lifestyleWeight ? lifestyleTotal / lifestyleWeight : 0.5,
      mustHaves: mustHaves.score,
      safety: evidence.safety,
      walkability: locality.walkability.score / 10,
    };
    // A factor with nothing to score it from drops out, and the others share its weight.
    let total = 0;
    let scoredWeight = 0;
    for (const f of FACTORS) {
      const value = factors[f];
      if (value === null) continue;
      total += weights[f] * value;
      scoredWeight += weights[f];
    }
    total /= scoredWeight;
    if (budget.farAbove) total *= 0.7; // well beyond the budget: demoted, but still explained
    scored.push({ locality, commute, budget, mustHaves, matches, inferredMatches, factors, total });
  }

  // In-budget places first, then by score; ids break ties so the order never depends on input order.
  scored.sort(
    (a, b) =>
      Number(b.budget.fits) - Number(a.budget.fits) || b.total - a.total || a.locality.id.localeCompare(b.locality.id),
  );

  const describe = ({ locality, commute, budget, mustHaves, matches, inferredMatches, factors, total }: Scored) => {
    const reasons: string[] = [describeBudgetFit(budget, locality.rent, preferences.userCategory)];
    const via = commute.viaRail ? ' (metro/rail)' : '';
    reasons.push(
      `About ${commute.minutes} min to work by ${TRAVEL_MODES[commute.mode].label.toLowerCase()}${via}, ${commute.distanceKm} km`,
    );
    const liked = matches.filter((m) => m.match >= 0.6).map((m) => m.key);
    if (liked.length) reasons.push(`Matches your lifestyle: ${labels(liked)}`);
    const fromTimeline = inferredMatches.filter((m) => m.match >= 0.6).map((m) => m.key);
    if (fromTimeline.length) reasons.push(`Fits your location history: ${labels(fromTimeline)}`);
    if (mustHaves.met.length) reasons.push(`Has your must-haves: ${mustHaves.met.join(', ')}`);
    const weak = matches.filter((m) => m.match < 0.4).map((m) => m.key);
    if (weak.length) reasons.push(`Not a strong match for: ${labels(weak)}`);
    if (mustHaves.unmet.length) reasons.push(`Limited: ${mustHaves.unmet.join(', ')}`);
    if (mustHaves.unknown.length) reasons.push(`Not in our data, check locally: ${mustHaves.unknown.join(', ')}`);
    const cannotAssess = [...unassessed];
    if (factors.safety === null && chosen.has('safety'))
      cannotAssess.push('safety (no published figure for this city)');
    if (cannotAssess.length) reasons.push(`Could not assess from our data: ${cannotAssess.join(', ')}`);
    const city = input.cities.get(locality.city);
    const scoredWeight = FACTORS.reduce((sum, f) => sum + (factors[f] === null ? 0 : weights[f]), 0);

    return {
      id: locality.id,
      name: locality.name,
      city: city?.name ?? locality.city,
      state: locality.state,
      description: locality.description,
      matchScore: Math.round(total * 100),
      safetyScore: factors.safety === null ? null : round1(factors.safety * 10),
      walkabilityScore: locality.walkability.score,
      commuteDetails: { distance: round1(commute.distanceKm), time: commute.minutes, travelMode: commute.mode },
      amenities: strongAmenities(locality),
      matchingFactors: reasons,
      nearbyHighlights: locality.highlights,
      coordinates: { lat: locality.lat, lng: locality.lng },
      // The factors scored for this locality, each weight its share of the scored total.
      breakdown: FACTORS.flatMap((factor) => {
        const value = factors[factor];
        if (value === null) return [];
        const weight = Math.round((weights[factor] / scoredWeight) * 1000) / 1000;
        return [{ factor, label: FACTOR_LABELS[factor], score: Math.round(value * 100), weight }];
      }),
      rent: locality.rent,
      stations: locality.transit.stations,
      sources: locality.sources,
      basis: basisOf(locality, city),
    } satisfies Neighbourhood;
  };

  const notes: string[] = [];
  if (candidates.length === 0) notes.push('We do not have neighbourhood data for this city yet.');
  else if (scored.length === 0)
    notes.push('No neighbourhood is within your commute limits. Try a longer distance or another travel mode.');
  else if (!scored.some((s) => s.budget.fits))
    notes.push('No neighbourhood here fits your budget; the closest matches are shown.');
  return { recommendations: scored.slice(0, input.limit ?? 10).map(describe), notes };
}
