import { COMMUTE_ANCHORS } from '../../../shared/constants/commute-anchors';
import type { AnalysisResults } from '../../../shared/contracts/analysis';
import type { Preferences } from '../../../shared/contracts/preferences';
import {
  type RecommendationInput,
  type RecommendationsResult,
  recommendationInputSchema,
  workLocationSchema,
} from '../../../shared/contracts/recommendations';
import { perOwner } from '../../../shared/domain/per-owner';
import type { ListedNearby } from '../../../shared/domain/recommend/amenity-claims';
import type { WorkTransit } from '../../../shared/domain/recommend/estimate-commute';
import { recommendNeighbourhoods } from '../../../shared/domain/recommend/recommend-neighbourhoods';
import { indianToday } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import { Lru } from '../../lib/lru';
import type { Services } from '../../services';
import { listPlacesNearby } from '../places';
import { hashJson, readRecommendationInput, readStoredHashes } from './finder-store';
import { cityCentre, resolveWorkLocation } from './resolve-work-location';
import { hasUnsavedSearch, saveSearch } from './search-writer';

type Dataset = Services['dataset'];

type Transit = (WorkTransit | undefined)[];
type Listed = ReadonlyMap<string, ListedNearby>;
type PlacesServices = Partial<Pick<Services, 'places'>>;

/**
 * Each workplace's transit commutes from the timetables, where its city's network covers it
 * (TransitPlanner.workTransit; cached per workplace and day, so a repeated search pays nothing).
 */
async function transitFor(
  planner: Services['transit'] | undefined,
  input: Pick<RecommendationInput, 'preferences' | 'workLocation' | 'secondWorkLocation'>,
  today: string,
): Promise<Transit> {
  if (!planner) return [];
  const places = [input.workLocation, input.preferences.secondCommute ? input.secondWorkLocation : undefined];
  return Promise.all(places.map((w) => (w ? planner.workTransit(w, today) : undefined)));
}

// A number per WorkTransit object, for the results cache's key: a new import plans anew.
const transitIds = new WeakMap<WorkTransit, number>();
let nextTransitId = 1;
const transitKey = (transit: Transit) =>
  transit
    .map((t) => {
      if (!t) return '-';
      if (!transitIds.has(t)) transitIds.set(t, nextTransitId++);
      return transitIds.get(t);
    })
    .join(',');

/** Places the work address, ranks the curated localities, and saves what the results came from. */
export async function recommendForUser(
  services: Pick<Services, 'db' | 'dataset' | 'geocoder' | 'clock'> &
    Partial<Pick<Services, 'transit'>> &
    PlacesServices,
  userId: string,
  request: { preferences: Preferences; analysis?: AnalysisResults | null },
): Promise<RecommendationsResult> {
  const { commute, secondCommute } = request.preferences;
  const [workLocation, secondWorkLocation] = await Promise.all([
    commute.anchor === 'none'
      ? cityCentre(services.dataset, commute.city ?? '')
      : resolveWorkLocation(services.geocoder, commute),
    secondCommute ? resolveWorkLocation(services.geocoder, secondCommute, 'secondCommute') : undefined,
  ]);
  // Keys in the contracts' order (zod builds objects in schema order; the procedure's input is parsed
  // already), so an equal search hashes alike whether it comes from a request or back from the
  // database (rows from before migration 0005 are jsonb, which reorders keys).
  const input: RecommendationInput = {
    preferences: request.preferences,
    analysis: request.analysis ?? null,
    workLocation: workLocationSchema.parse(workLocation),
    // Only with a second workplace, so that a one-workplace search hashes as it always has.
    ...(secondWorkLocation && { secondWorkLocation: workLocationSchema.parse(secondWorkLocation) }),
  };
  const hashes = hashesOf(input);
  const today = indianToday(services.clock);
  const result = rankFor(
    services.dataset,
    input,
    hashes.input,
    today,
    await transitFor(services.transit, input, today),
    await listPlacesNearby(services.dataset, services.places),
  );
  // Saved only after everything above succeeded: a rejected request writes nothing. An unchanged
  // search is not written again, unless another of this user's searches is still being saved.
  const stored = await readStoredHashes(services.db, userId);
  const unchanged = stored.preferences === hashes.preferences && stored.input === hashes.input;
  if (!unchanged || hasUnsavedSearch(services.db, userId)) await saveSearch(services.db, userId, input, hashes);
  return result;
}

/**
 * The user's last results, recomputed from their saved input on today's dataset; null when there
 * is none, or when a saved input no longer matches the contracts (the user simply searches again).
 */
export async function latestForUser(
  services: Pick<Services, 'db' | 'dataset' | 'clock'> & Partial<Pick<Services, 'transit'>> & PlacesServices,
  userId: string,
): Promise<RecommendationsResult | null> {
  return latestFromInput(services, await readRecommendationInput(services.db, userId));
}

/**
 * latestForUser, for an input already read (the assistant reads it with the rest of the profile).
 * Without `transit` (the assistant's evaluation, which has no database), commutes by transit come
 * from the lines' average speeds, as where no network covers a city.
 */
export async function latestFromInput(
  services: Pick<Services, 'dataset' | 'clock'> & Partial<Pick<Services, 'transit'>> & PlacesServices,
  savedInput: unknown,
): Promise<RecommendationsResult | null> {
  const saved = recommendationInputSchema.safeParse(savedInput);
  if (!saved.success) return null;
  const today = indianToday(services.clock);
  const transit = await transitFor(services.transit, saved.data, today);
  const listed = await listPlacesNearby(services.dataset, services.places);
  return rankFor(services.dataset, saved.data, hashesOf(saved.data).input, today, transit, listed);
}

function hashesOf(input: RecommendationInput) {
  const preferences = hashJson(input.preferences);
  const placed = input.secondWorkLocation ? [input.workLocation, input.secondWorkLocation] : [input.workLocation];
  return { preferences, input: hashJson([preferences, input.analysis, ...placed]) };
}

// Recent results per dataset, by input hash: a repeated search (the results page after a reload,
// or the form sent again) skips the engine. The day is part of the key: a reply says which of its
// figures are past their shelf life on that day. A result is cached the second time its input is seen:
// most searches are made once, and keeping each of those 20 KB results alive (and frozen) cost more
// than the one extra engine run (0.1 ms) a repeated search pays. Cached results are shared and frozen.
const resultsFor = perOwner<Dataset, { results: Lru<string, RecommendationsResult>; seen: Lru<string, true> }>(() => ({
  results: new Lru(256),
  seen: new Lru(4096),
}));

function rankFor(
  dataset: Dataset,
  input: RecommendationInput,
  inputHash: string,
  today: string,
  transit: Transit,
  listed: Listed,
): RecommendationsResult {
  const { results, seen } = resultsFor(dataset);
  // Whether the places page lists the curated places alone changes what the cards may claim.
  const listing = listed.values().next().value?.complete ? 'curated' : 'live';
  const key = `${today} ${inputHash} ${transitKey(transit)} ${listing}`;
  const cached = results.get(key);
  if (cached) return cached;
  const result = rank(dataset, input, today, transit, listed);
  if (seen.get(key)) results.set(key, deepFreeze(result));
  else seen.set(key, true);
  return result;
}

/**
 * The reply for one search. Not checked against recommendationsResultSchema at run time (it cost a
 * tenth of the endpoint's time): recommend-contract.test.ts checks it for thousands of searches.
 */
export function rank(
  dataset: Dataset,
  { preferences, workLocation, secondWorkLocation }: RecommendationInput,
  today: string,
  transit: Transit = [],
  /** What Discover Places lists around each locality (listPlacesNearby); without it, estimates go unchecked. */
  listed?: Listed,
): RecommendationsResult {
  // A saved second workplace counts only while the preferences still have one.
  const second = preferences.secondCommute ? secondWorkLocation : undefined;
  // The saved analysis only suggests lifestyles in the form (history suggests, the person decides):
  // it is part of the input, so a search is saved with what it came from, but it does not rank.
  const { recommendations, notes, homeKind, overBudgetCount } = recommendNeighbourhoods({
    preferences,
    work: workLocation,
    secondWork: second,
    localities: dataset.localities,
    transitLines: dataset.transitLines,
    cities: dataset.citiesById,
    renterFacts: dataset.renterFacts,
    today,
    transit,
    listedNearby: listed,
  });
  if (second?.source === 'city') {
    notes.unshift(
      `We placed your second workplace at the centre of ${second.cityName}. Add a landmark or locality for accurate commute times.`,
    );
  }
  if (preferences.commute.anchor === 'none') {
    notes.unshift(
      `You do not commute, so neighbourhoods in ${workLocation.cityName} are ranked on your budget, lifestyle and must-haves, not on travel.`,
    );
  } else if (workLocation.source === 'city') {
    const what = COMMUTE_ANCHORS[preferences.commute.anchor ?? 'work'].place;
    notes.unshift(
      `We placed ${what} at the centre of ${workLocation.cityName}. Add a landmark or locality for accurate commute times.`,
    );
  }
  return {
    success: true,
    recommendations,
    workLocation,
    ...(second && { secondWorkLocation: second }),
    notes,
    homeKind,
    overBudgetCount,
  };
}
