import { LIFESTYLE_LABELS, type LifestyleKey } from '../../constants/lifestyles';
import type { RenterFilter } from '../../constants/renter-filters';
import { TRAVEL_MODES } from '../../constants/travel-modes';
import type { AnalysisResults } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';
import { FACTORS, type Factor, type Neighbourhood } from '../../contracts/recommendations';
import type { FactStatus } from '../../contracts/renter-facts';
import type { RenterFactsData } from '../dataset/renter-facts-schema';
import type { City, Locality } from '../dataset/schema';
import { basisOf, safetyScoreOf } from '../locality-basis';
import { perOwner } from '../per-owner';
import { renterFilterNotes, renterFilterReason } from '../renter-facts/describe-renter-filters';
import { NO_RENTER_FACTS, renterFactsOf, renterFilterStatuses } from '../renter-facts/renter-facts-of';
import type { CommuteOption } from './estimate-commute';
import { lifestyleKeyForCustom, lifestyleMatch } from './lifestyle-evidence';
import { AMENITY_LABELS } from './locality-signals';
import { candidateLocalities, commutesTo, scoreCommutes, type Workplace, workplacePoints } from './reach-workplaces';
import { describeBudgetFit, scoreBudget } from './score-budget';
import { scoreMustHaves } from './score-must-haves';
import { lifestyleSignalsFromTimeline } from './timeline-signals';
import { FACTOR_LABELS, resolveWeights } from './weights';

export interface RecommendInput {
  preferences: Preferences;
  analysis?: AnalysisResults | null;
  /** Where the person works, already placed in a city of our dataset. */
  work: { lat: number; lng: number; cityId: string; state: string; label?: string };
  /** The second workplace (preferences.secondCommute), placed likewise; its modes are the preferences'. */
  secondWork?: { lat: number; lng: number; cityId: string; state: string; label?: string } | null;
  localities: readonly Locality[];
  /** Deposits, who can rent, flood lists, air and water (docs/data.md); none when not given. */
  renterFacts?: RenterFactsData;
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

const labels = (keys: LifestyleKey[]) => keys.map((k) => LIFESTYLE_LABELS[k]).join(', ');

interface Scored {
  locality: Locality;
  /** The best commute to each workplace: the first, then the second when there is one. */
  commutes: CommuteOption[];
  /** Per active renter filter, whether the neighbourhood is known to meet it ('yes' or 'unknown'). */
  filters: [RenterFilter, FactStatus][];
  unknownFilters: number;
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
  const renterData = input.renterFacts ?? NO_RENTER_FACTS;
  const activeFilters = preferences.renterFilters ?? [];
  const workplaces: Workplace[] = [{ ...work, travelModes: preferences.commute.travelModes }];
  if (input.secondWork && preferences.secondCommute)
    workplaces.push({ ...input.secondWork, travelModes: preferences.secondCommute.travelModes });

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

  // Only each workplace's city, or places in its state within commuting range: never another state.
  const candidates = candidateLocalities(input.localities, workplaces);
  const points = workplacePoints(workplaces, input.localities);

  // Score every candidate with numbers only; words are written for the few that are returned.
  const chosenKeys = [...chosen];
  const scored: Scored[] = [];
  const leftOut = new Map<RenterFilter, number>();
  for (const locality of candidates) {
    const commutes = commutesTo(locality, points);
    if (!commutes) continue;
    // Renter filters: known not to meet one → left out; not known → kept, after those known to.
    const filters: [RenterFilter, FactStatus][] = [];
    if (activeFilters.length) {
      const statuses = renterFilterStatuses(locality, renterData);
      const failed = activeFilters.filter((f) => statuses[f] === 'no');
      for (const f of failed) leftOut.set(f, (leftOut.get(f) ?? 0) + 1);
      if (failed.length) continue;
      for (const f of activeFilters) filters.push([f, statuses[f]]);
    }
    const unknownFilters = filters.filter(([, status]) => status === 'unknown').length;
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
      commute: scoreCommutes(commutes),
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
    scored.push({
      locality,
      commutes,
      filters,
      unknownFilters,
      budget,
      mustHaves,
      matches,
      inferredMatches,
      factors,
      total,
    });
  }

  // Places known to meet every renter filter first, then in-budget places, then by score; ids break
  // ties so the order never depends on input order.
  scored.sort(
    (a, b) =>
      a.unknownFilters - b.unknownFilters ||
      Number(b.budget.fits) - Number(a.budget.fits) ||
      b.total - a.total ||
      a.locality.id.localeCompare(b.locality.id),
  );

  const describe = ({
    locality,
    commutes,
    filters,
    budget,
    mustHaves,
    matches,
    inferredMatches,
    factors,
    total,
  }: Scored) => {
    const city = input.cities.get(locality.city);
    const renterFacts = renterFactsOf(locality, city?.name ?? locality.city, renterData);
    const reasons: string[] = [describeBudgetFit(budget, locality.rent, preferences.userCategory)];
    const [commute, secondCommute] = commutes as [CommuteOption, CommuteOption | undefined];
    const trip = (c: CommuteOption, to: string) =>
      `About ${c.minutes} min to ${to} by ${TRAVEL_MODES[c.mode].label.toLowerCase()}${c.viaRail ? ' (metro/rail)' : ''}, ${c.distanceKm} km`;
    if (secondCommute) {
      reasons.push(trip(commute, work.label ? `the first workplace (${work.label})` : 'the first workplace'));
      const second = input.secondWork?.label;
      reasons.push(trip(secondCommute, second ? `the second workplace (${second})` : 'the second workplace'));
    } else reasons.push(trip(commute, 'work'));
    if (renterFacts.flood.status === 'listed') reasons.push(`Flood-prone: ${renterFacts.flood.text}`);
    for (const [filter, status] of filters) reasons.push(renterFilterReason(filter, status, renterFacts));
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
      ...(secondCommute && {
        secondCommuteDetails: {
          distance: round1(secondCommute.distanceKm),
          time: secondCommute.minutes,
          travelMode: secondCommute.mode,
        },
      }),
      renterFacts,
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

  const shown = scored.slice(0, input.limit ?? 10);
  const notes: string[] = [];
  const filteredOut = [...leftOut.values()].reduce((sum, n) => sum + n, 0);
  if (candidates.length === 0) notes.push('We do not have neighbourhood data for this city yet.');
  else if (scored.length === 0 && filteredOut === 0)
    notes.push(
      workplaces.length > 1
        ? 'No neighbourhood is within your commute limits to both workplaces. Try a longer distance or another travel mode.'
        : 'No neighbourhood is within your commute limits. Try a longer distance or another travel mode.',
    );
  else if (scored.length > 0 && !scored.some((s) => s.budget.fits))
    notes.push('No neighbourhood here fits your budget; the closest matches are shown.');
  for (const filter of activeFilters) {
    const unknownShown = shown.filter((s) => s.filters.some(([f, status]) => f === filter && status === 'unknown'));
    notes.push(
      ...renterFilterNotes(filter, {
        leftOut: leftOut.get(filter) ?? 0,
        unknownShown: unknownShown.length,
        shown: shown.length,
      }),
    );
  }
  return { recommendations: shown.map(describe), notes };
}
