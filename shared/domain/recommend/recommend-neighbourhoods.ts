import { COMMUTE_ANCHORS } from '../../constants/commute-anchors';
import { HOME_KINDS } from '../../constants/home-kinds';
import { LIFESTYLE_LABELS, type LifestyleKey } from '../../constants/lifestyles';
import type { RenterFilter } from '../../constants/renter-filters';
import type { TravelMode } from '../../constants/travel-modes';
import type { Preferences } from '../../contracts/preferences';
import { FACTORS, type Factor, type Neighbourhood } from '../../contracts/recommendations';
import type { FactStatus } from '../../contracts/renter-facts';
import type { RenterFactsData } from '../dataset/renter-facts-schema';
import type { City, Locality, TransitLine } from '../dataset/schema';
import { basisOf, safetyScoreOf } from '../locality-basis';
import { renterFilterNotes, renterFilterReason } from '../renter-facts/describe-renter-filters';
import { NO_RENTER_FACTS, renterFactsOf, renterFilterStatuses } from '../renter-facts/renter-facts-of';
import { claimAmenities, describeAmenityClaims, describeMetMustHaves, type ListedNearby } from './amenity-claims';
import { type CustomReading, readCustomPreference } from './custom-preferences';
import { commuteDetailsOf, commuteReason, commuteViews } from './describe-commutes';
import type { WorkTransit } from './estimate-commute';
import { homeKindOf, rentBasisFor } from './home-kind';
import { lifestyleMatch, MISMATCH_FACTOR, mismatchFact, STRONG_MISMATCH } from './lifestyle-evidence';
import { AMENITY_LABELS } from './locality-signals';
import { budgetGroup, compareResults, type Orderable, percent, tieBreakReason } from './order-results';
import {
  candidateLocalities,
  cityLocalities,
  commutesTo,
  placeWorkplaces,
  routeKmOf,
  scoreCommutes,
  type Workplace,
  type WorkplaceCommute,
} from './reach-workplaces';
import { type BudgetRange, bestBudgetFit, budgetOf, describeBudgetFit } from './score-budget';
import { scoreMustHaves } from './score-must-haves';
import { FACTOR_LABELS, resolveWeights } from './weights';

export interface RecommendInput {
  preferences: Preferences;
  /** Where the person works, already placed in a city of our dataset. */
  work: { lat: number; lng: number; cityId: string; state: string; label?: string };
  /** The second workplace (preferences.secondCommute), placed likewise; its modes are the preferences'. */
  secondWork?: { lat: number; lng: number; cityId: string; state: string; label?: string } | null;
  localities: readonly Locality[];
  /** The metro, suburban and other lines, with their average speeds; without them, no transit times. */
  transitLines?: readonly TransitLine[];
  /**
   * Timetable journeys to each workplace (the first, then the second), where its city's network
   * covers it: transit commutes then come from them, not from the lines' average speeds.
   */
  transit?: readonly (WorkTransit | undefined)[];
  /** Deposits, who can rent, flood lists, air and water (docs/data.md); none when not given. */
  renterFacts?: RenterFactsData;
  /** The curated cities by id: names, and each city's published safety figure. */
  cities: ReadonlyMap<string, City>;
  /** The day in India (YYYY-MM-DD) the reply is for: a figure past its shelf life then says so. */
  today: string;
  /** What Discover Places lists around each locality, by id: the card claims no estimate it does not list. */
  listedNearby?: ReadonlyMap<string, ListedNearby>;
  limit?: number;
}

export interface RecommendOutput {
  recommendations: Neighbourhood[];
  notes: string[];
  homeKind: { kind: keyof typeof HOME_KINDS; kinds: (keyof typeof HOME_KINDS)[]; assumed: boolean };
  /** Reachable neighbourhoods whose cheapest home of that kind costs more than the budget. */
  overBudgetCount: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** A chosen lifestyle our data cannot judge here counts as this: neither for nor against. */
const UNKNOWN_MATCH = 0.5;

const NO_TRANSIT_LINES: readonly TransitLine[] = [];

const labels = (keys: LifestyleKey[]) => keys.map((k) => LIFESTYLE_LABELS[k]).join(', ');
const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Scored extends Orderable {
  locality: Locality;
  /** The commute to each workplace: the first, then the second when there is one. */
  commutes: WorkplaceCommute[];
  /** Per active renter filter, whether the neighbourhood is known to meet it ('yes' or 'unknown'). */
  filters: [RenterFilter, FactStatus][];
  mustHaves: ReturnType<typeof scoreMustHaves>;
  /** Per chosen lifestyle, how well the locality meets it; null where our data cannot judge it. */
  matches: { key: LifestyleKey; match: number | null }[];
  /** The chosen lifestyles it is a strong mismatch for: each lowered its score. */
  mismatches: LifestyleKey[];
  /** The person's own preferences, each with what our data says of it here (null: nothing). */
  customs: { name: string; reading: CustomReading | null }[];
  /** 0–1 per factor; null where there is nothing to score it from (a city without a safety figure). */
  factors: Record<Factor, number | null>;
}

/**
 * Ranks curated localities for a person's preferences by the documented formula
 * (docs/recommendation-formula.md). Pure and deterministic: same input, same output.
 */
export function recommendNeighbourhoods(input: RecommendInput): RecommendOutput {
  const { preferences, work } = input;
  const renterData = input.renterFacts ?? NO_RENTER_FACTS;
  const activeFilters = preferences.renterFilters ?? [];
  const homeKind = homeKindOf(preferences);
  const budgetRange = budgetOf(preferences);
  const activeModes: TravelMode[] = [preferences.commute.travelMode];
  const workplaces: (Workplace & { activeMode: TravelMode; transit?: WorkTransit })[] = [
    {
      ...work,
      travelModes: preferences.commute.travelModes,
      activeMode: preferences.commute.travelMode,
      transit: input.transit?.[0],
    },
  ];
  if (input.secondWork && preferences.secondCommute) {
    const { travelModes, travelMode } = preferences.secondCommute;
    workplaces.push({ ...input.secondWork, travelModes, activeMode: travelMode, transit: input.transit?.[1] });
    activeModes.push(travelMode);
  }

  const chosen = [...new Set<LifestyleKey>(preferences.lifestylePreferences)];
  const customNames = preferences.customLifestyles.filter((c) => c.value).map((c) => c.name);
  const weights = resolveWeights({ hasMustHaves: preferences.prioritizedMustHaves.length > 0 });

  // Someone who does not commute: the city's neighbourhoods, and the commute neither filters nor scores.
  const commuting = preferences.commute.anchor !== 'none';
  const judge = preferences.judgeCommutesBy ?? 'longer';
  // Only each workplace's city, or places in its state within commuting range: never another state.
  const candidates = commuting
    ? candidateLocalities(input.localities, workplaces)
    : cityLocalities(input.localities, work.cityId);
  const points = placeWorkplaces(workplaces, input.localities, input.transitLines ?? NO_TRANSIT_LINES);

  // Score every candidate with numbers only; words are written for the few that are returned.
  const scored: Scored[] = [];
  const leftOut = new Map<RenterFilter, number>();
  for (const locality of candidates) {
    const commutes = commuting ? commutesTo(locality, points, judge) : [];
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
    const budget = bestBudgetFit(locality.rent, budgetRange, homeKind.kinds);
    const mustHaves = scoreMustHaves(locality, preferences.prioritizedMustHaves);
    const safety = safetyScoreOf(locality, input.cities.get(locality.city));
    const evidence = { safety: safety === null ? null : safety / 10 };
    const matches = chosen.map((key) => ({ key, match: lifestyleMatch(locality, key, evidence) }));
    const customs = customNames.map((name) => ({ name, reading: readCustomPreference(name, locality, { safety }) }));
    // The person's own preferences count like a chosen lifestyle where our data speaks to them.
    const lifestyleScores = [
      // Not known here: neither for nor against, so a place known to meet it ranks above.
      ...matches.map((m) => m.match ?? UNKNOWN_MATCH),
      ...customs.flatMap((c) => (c.reading ? [c.reading.match] : [])),
    ];
    const mismatches = matches.filter((m) => m.match !== null && m.match < STRONG_MISMATCH).map((m) => m.key);
    const factors: Record<Factor, number | null> = {
      budget: budget.score,
      commute: commuting ? scoreCommutes(commutes, judge) : null,
      lifestyle: lifestyleScores.length ? lifestyleScores.reduce((a, b) => a + b, 0) / lifestyleScores.length : 0.5,
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
    if (budget.farAbove) total *= 0.7; // well beyond the budget: demoted, and listed last anyway
    // A chosen lifestyle is a requirement: failing it clearly costs more than its share of the mean.
    total *= MISMATCH_FACTOR ** mismatches.length;
    let commuteMinutes = 0;
    let commuteKm = 0;
    for (const c of commutes) {
      commuteMinutes += c.minutes;
      commuteKm += routeKmOf(c);
    }
    scored.push({
      id: locality.id,
      name: locality.name,
      locality,
      commutes,
      commuteMinutes,
      commuteKm,
      timed: commutes.every((c) => c.timed),
      filters,
      unknownFilters: filters.filter(([, status]) => status === 'unknown').length,
      budget,
      mustHaves,
      matches,
      mismatches,
      customs,
      factors,
      total,
    });
  }
  scored.sort(compareResults);

  const describe = (result: Scored, index: number, shown: Scored[]) => {
    const { locality, commutes, filters, budget, mustHaves, matches, mismatches, customs, factors, total } = result;
    const city = input.cities.get(locality.city);
    const renterFacts = renterFactsOf(locality, city?.name ?? locality.city, renterData, input.today);
    const reasons: string[] = [describeBudgetFit(budget, budgetRange)];
    const [commute, secondCommute] = commutes as [WorkplaceCommute | undefined, WorkplaceCommute | undefined];
    if (!commute) {
      // No commute: nothing to say of one.
    } else if (secondCommute) {
      const first = work.label ? `the first workplace (${work.label})` : 'the first workplace';
      const second = input.secondWork?.label
        ? `the second workplace (${input.secondWork.label})`
        : 'the second workplace';
      reasons.push(
        commuteReason(commute, activeModes[0]!, first),
        commuteReason(secondCommute, activeModes[1]!, second),
      );
    } else
      reasons.push(
        commuteReason(commute, activeModes[0]!, COMMUTE_ANCHORS[preferences.commute.anchor ?? 'work'].to ?? 'work'),
      );
    if (renterFacts.flood.status === 'listed') reasons.push(`Flood-prone: ${renterFacts.flood.text}`);
    for (const [filter, status] of filters) reasons.push(renterFilterReason(filter, status, renterFacts));
    const liked = matches.filter((m) => m.match !== null && m.match >= 0.6).map((m) => m.key);
    if (liked.length) reasons.push(`Matches your lifestyle: ${labels(liked)}`);
    // What the card says of amenities follows what Discover Places lists (amenity-claims.ts).
    const listed = input.listedNearby?.get(locality.id);
    const claims = claimAmenities(locality, listed);
    reasons.push(...describeMetMustHaves(mustHaves.met, locality, listed));
    for (const { name, reading } of customs) {
      if (reading)
        reasons.push(`Your preference "${name}": ${reading.fact}${reading.match < 0.4 ? ', a weak match' : ''}`);
    }
    for (const key of mismatches) reasons.push(mismatchReason(result, key, shown.slice(index + 1)));
    const weak = matches
      .filter((m) => m.match !== null && m.match < 0.4 && !mismatches.includes(m.key))
      .map((m) => m.key);
    if (weak.length) reasons.push(`Not a strong match for: ${labels(weak)}`);
    if (mustHaves.unmet.length) reasons.push(`Limited: ${mustHaves.unmet.join(', ')}`);
    const unjudged = matches.filter((m) => m.match === null && m.key !== 'safety').map((m) => LIFESTYLE_LABELS[m.key]);
    const notInData = [
      ...unjudged,
      ...mustHaves.unknown,
      ...customs.filter((c) => !c.reading).map((c) => quoted([c.name])),
    ];
    if (notInData.length) reasons.push(`Not in our data, check locally: ${notInData.join(', ')}`);
    if (factors.safety === null && chosen.includes('safety'))
      reasons.push('Could not assess from our data: safety (no published figure for this city)');
    const above = shown[index - 1];
    const tie = above && tieBreakReason(above, result, commutes.length > 1);
    if (tie) reasons.push(tie);
    const scoredWeight = FACTORS.reduce((sum, f) => sum + (factors[f] === null ? 0 : weights[f]), 0);

    return {
      id: locality.id,
      name: locality.name,
      city: city?.name ?? locality.city,
      state: locality.state,
      description: locality.description,
      matchScore: percent(total),
      rank: index + 1,
      rentFor: budget.range
        ? { kind: budget.kind, ...budget.range, basis: rentBasisFor(budget.kind, locality.rent.asOf) }
        : null,
      overBudget: budget.over,
      commutes: commute ? commuteViews(commute) : [],
      ...(secondCommute && { secondCommutes: commuteViews(secondCommute) }),
      safetyScore: factors.safety === null ? null : round1(factors.safety * 10),
      walkabilityScore: locality.walkability.score,
      ...(commute && { commuteDetails: commuteDetailsOf(commute, activeModes[0]!) }),
      ...(secondCommute && { secondCommuteDetails: commuteDetailsOf(secondCommute, activeModes[1]!) }),
      renterFacts,
      amenities: claims.claimed.map((k) => AMENITY_LABELS[k]),
      amenityClaims: describeAmenityClaims(locality, claims, listed),
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
      basis: basisOf(locality, city, input.today),
    } satisfies Neighbourhood;
  };

  const shown = scored.slice(0, input.limit ?? 10);
  const overBudgetCount = scored.filter((s) => s.budget.over).length;
  const notes = searchNotes({
    candidates: candidates.length,
    scored,
    shown,
    leftOut,
    workplaces: workplaces.length,
    homeKind,
    budget: budgetRange,
    overBudgetCount,
  });
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
  return { recommendations: shown.map((s, i) => describe(s, i, shown)), notes, homeKind, overBudgetCount };
}

/**
 * Why a strong mismatch for a chosen lifestyle is where it is: what it fails, and, where a place
 * below it matches that lifestyle, what put it above that place (its commute or its rent).
 */
function mismatchReason(result: Scored, key: LifestyleKey, below: readonly Scored[]): string {
  const fact = mismatchFact(result.locality, key);
  const fails = `A poor match for ${LIFESTYLE_LABELS[key]}${fact ? ` (${fact})` : ''}: ranked lower for it`;
  const matching = below.find((s) => s.matches.some((m) => m.key === key && m.match !== null && m.match >= 0.6));
  if (!matching) return fails;
  const why: string[] = [];
  if (result.commuteMinutes < matching.commuteMinutes)
    why.push(`its shorter commute (${result.commuteMinutes} vs ${matching.commuteMinutes} min)`);
  if ((result.factors.budget ?? 0) > (matching.factors.budget ?? 0)) why.push('its better budget fit');
  if (!why.length) return fails;
  return `${fails}, yet above ${matching.locality.name}, which matches it, for ${why.join(' and ')}`;
}

/** Plain-words notes on the whole search: nothing in reach, nothing or not all in budget. */
function searchNotes(s: {
  candidates: number;
  scored: Scored[];
  shown: Scored[];
  leftOut: Map<RenterFilter, number>;
  workplaces: number;
  homeKind: RecommendOutput['homeKind'];
  budget: BudgetRange;
  overBudgetCount: number;
}): string[] {
  const notes: string[] = [];
  const kinds = s.homeKind.kinds.map((k) => HOME_KINDS[k].short).join(' or ');
  const filteredOut = [...s.leftOut.values()].reduce((sum, n) => sum + n, 0);
  if (s.candidates === 0) notes.push('We do not have neighbourhood data for this city yet.');
  else if (s.scored.length === 0 && filteredOut === 0)
    notes.push(
      s.workplaces > 1
        ? 'No neighbourhood is within your commute limits to both workplaces. Try a longer distance or another travel mode.'
        : 'No neighbourhood is within your commute limits. Try a longer distance or another travel mode.',
    );
  if (s.scored.length === 0) return notes;
  const fitting = s.scored.filter((r) => budgetGroup(r.budget) === 0).length;
  const unknown = s.scored.filter((r) => budgetGroup(r.budget) === 1).length;
  const budget = s.budget.words;
  if (fitting === 0 && s.overBudgetCount > 0 && unknown === 0)
    notes.push(
      `No neighbourhood within reach has a ${kinds} within ${budget}: the closest in price are shown, each marked over your budget.`,
    );
  else if (s.overBudgetCount > 0) {
    const shownOver = s.shown.filter((r) => r.budget.over).length;
    const where = shownOver ? 'listed after all the others, marked "over your budget"' : 'not shown';
    notes.push(
      `${plural(s.overBudgetCount, 'neighbourhood', 'neighbourhoods')} within reach cost more than ${budget} for a ${kinds}: ${where}.`,
    );
  }
  if (unknown > 0)
    notes.push(
      `${kinds} rents are not known for ${plural(unknown, 'neighbourhood', 'neighbourhoods')} within reach: ${fitting ? 'listed after those known to fit your budget' : 'check rents there locally'}.`,
    );
  return notes;
}
