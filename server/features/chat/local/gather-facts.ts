import { SPENDING_CATEGORIES } from '../../../../shared/constants/spending-categories';
import type { AssistantFacts, FocusReason, NeighbourhoodFacts } from '../../../../shared/domain/assistant/facts';
import {
  buildMentionIndex,
  findMentionedCities,
  findMentionedCity,
  findMentionedLandmark,
  findMentionedLocalities,
} from '../../../../shared/domain/assistant/find-mentions';
import type { Intent, Understanding } from '../../../../shared/domain/assistant/intents';
import { outOfScopeTopic } from '../../../../shared/domain/assistant/understand/out-of-scope';
import { INTENT_NEEDS } from '../../../../shared/domain/assistant/write-answer';
import type { Locality } from '../../../../shared/domain/dataset/schema';
import { haversineKm } from '../../../../shared/domain/geo';
import { safetyBasis } from '../../../../shared/domain/locality-basis';
import { perOwner } from '../../../../shared/domain/per-owner';
import { priorityProfileOf } from '../../../../shared/domain/places/priority-types';
import { estimateCommutes, workPointOf } from '../../../../shared/domain/recommend/estimate-commute';
import { assumedHomeKind, rentBandOf } from '../../../../shared/domain/recommend/home-kind';
import { transitRoute } from '../../../../shared/domain/recommend/transit-route';
import { renterFactsOf } from '../../../../shared/domain/renter-facts/renter-facts-of';
import type { Dataset } from '../../../data/load-dataset';
import { indianToday } from '../../../lib/clock';
import type { Services } from '../../../services';
import { upcomingEvents } from '../../events';
import { searchPlaces } from '../../places';
import type { ChatProfile } from '../chat-profile';

// Looks up everything an answer needs (AssistantFacts) from the person's profile, the curated data,
// and the places and events features' own searches, before a word is written.

type FactServices = Pick<Services, 'dataset' | 'geocoder' | 'places' | 'events' | 'logger' | 'config' | 'clock'>;

const mentionIndexOf = perOwner((dataset: Dataset) => buildMentionIndex(dataset.localities, dataset.cities));

const FOCUS_SIZE: Partial<Record<Intent, number>> = { compare: 3, commute: 3, safety: 3, flooding: 3 };

export async function gatherFacts(
  services: FactServices,
  profile: ChatProfile,
  question: string,
  understanding: Understanding,
): Promise<AssistantFacts> {
  const { entities } = understanding;
  const { dataset } = services;
  const today = indianToday(services.clock);
  const index = mentionIndexOf(dataset);
  const selectedId = profile.selected?.id ?? null;
  const selectedLocality = selectedId ? dataset.localitiesById.get(selectedId) : undefined;
  const recommendedLocalities = profile.recommended
    .map((n) => dataset.localitiesById.get(n.id))
    .filter((l): l is Locality => l !== undefined);
  const homeCity = selectedLocality?.city ?? recommendedLocalities[0]?.city ?? profile.workLocation?.cityId ?? null;

  const mentioned = findMentionedLocalities(question, index, homeCity).slice(0, 3);
  // "Koramangala or Indiranagar for a student?": two places named and nothing else said is a comparison.
  // One place named and nothing else we know said ("more about Santacruz East pls"): about that place.
  const intent: Intent =
    mentioned.length >= 2 && COMPARED_WHEN_TWO.has(understanding.intent)
      ? 'compare'
      : mentioned.length === 1 && understanding.intent === 'unknown'
        ? 'about_neighbourhood'
        : // "Electronic City to Koramangala daily travel": between two places, not from the office.
          mentioned.length >= 2 && understanding.intent === 'commute' && !profile.workLocation
          ? 'transit'
          : understanding.intent;
  const namedCity = findMentionedCity(question, index);
  const cityId = namedCity?.id ?? mentioned[0]?.city ?? homeCity;
  const city = cityId ? dataset.citiesById.get(cityId) : undefined;

  const work = workPoint(profile, dataset);
  const secondWork = secondWorkPoint(profile, dataset);
  const describe = (locality: Locality): NeighbourhoodFacts => {
    const recommendation = profile.recommended.find((n) => n.id === locality.id);
    const localityCity = dataset.citiesById.get(locality.city);
    return {
      locality,
      cityName: localityCity?.name ?? locality.city,
      safety: safetyBasis(locality, localityCity, today),
      matchScore: recommendation?.matchScore ?? null,
      matchingFactors: recommendation?.matchingFactors ?? [],
      commutes:
        work && profile.preferences ? estimateCommutes(locality, work, profile.preferences.commute.travelModes) : [],
      secondCommutes: secondWork ? estimateCommutes(locality, secondWork, secondWork.travelModes) : [],
      renter: renterFactsOf(locality, localityCity?.name ?? locality.city, dataset.renterFacts, today),
    };
  };

  const size = FOCUS_SIZE[intent] ?? 1;
  let focusReason: FocusReason = 'none';
  let focus: Locality[] = [];
  // "Which of my neighbourhoods …", "compare them": the person's own results, before their pick.
  const aboutMine = entities.mine && recommendedLocalities.length > 0 && MY_LIST_INTENTS.has(intent);
  // A city named with no neighbourhood ("which areas of Bangalore flood?") is about the city, not the
  // person's own picks elsewhere or in it.
  const aboutCity = !mentioned.length && !aboutMine && namedCity !== null && CITY_LEVEL.has(intent);
  if (mentioned.length) [focus, focusReason] = [mentioned, 'mentioned'];
  else if (aboutMine) [focus, focusReason] = [recommendedLocalities.slice(0, Math.max(size, 5)), 'recommended'];
  else if (aboutCity) [focus, focusReason] = [[], 'none'];
  else if (selectedLocality) [focus, focusReason] = [[selectedLocality], 'selected'];
  else if (recommendedLocalities.length) [focus, focusReason] = [recommendedLocalities.slice(0, size), 'recommended'];

  const needs = INTENT_NEEDS[intent];
  const budget = profile.preferences ? SPENDING_CATEGORIES[profile.preferences.userCategory] : null;
  const reachable = (l: Locality) =>
    !work ||
    !profile.preferences ||
    estimateCommutes(l, work, profile.preferences.commute.travelModes).some((c) => c.withinLimit);
  const familyPicksFrom = mentioned.length ? 'named' : aboutMine ? 'yours' : 'city';
  const familyPicks = !needs.familyPicks
    ? []
    : familyPicksFrom === 'named'
      ? rankForFamilies(mentioned)
      : familyPicksFrom === 'yours'
        ? rankForFamilies(recommendedLocalities)
        : city
          ? pickForFamilies(dataset, city.id, budget?.max ?? null, reachable)
          : [];
  const placesAround = familyPicks[0] ?? focus[0] ?? null;

  const [places, events] = await Promise.all([
    needs.places && placesAround ? placesNear(services, profile, placesAround) : null,
    needs.events && (focus[0] || city)
      ? eventsIn(
          services,
          profile,
          // Events in the city the question names, even when the person's picks are elsewhere.
          namedCity && focus[0]?.city !== namedCity.id ? null : (focus[0] ?? null),
          city?.name ?? null,
          question,
        )
      : null,
  ]);

  const landmark = intent === 'rents' ? findMentionedLandmark(question, dataset.landmarks, city?.id ?? homeCity) : null;
  const rentQuery =
    intent === 'rents'
      ? rentQueryOf(dataset, profile, entities, {
          landmark,
          mentioned,
          recommended: aboutMine || !mentioned.length ? recommendedLocalities : [],
          cityId: landmark?.city ?? cityId,
          near: /\b(near|around|close to|next to|walking distance)\b/i.test(question),
          describe,
        })
      : null;
  const ride =
    intent === 'transit' && mentioned.length >= 2
      ? {
          from: describe(mentioned[0]!),
          to: describe(mentioned[1]!),
          route: transitRoute(mentioned[0]!, workPointOf(mentioned[1]!, dataset.localities, dataset.transitLines)),
        }
      : null;

  return {
    intent,
    entities,
    ranking: understanding.ranking.map((r) => r.kind),
    rentQuery,
    ride,
    outOfScopeTopic: intent === 'out_of_scope' ? outOfScopeTopic(question) : null,
    firstName: profile.name?.trim().split(/\s+/)[0] ?? null,
    budget: budget ? { label: budget.label, min: budget.min, max: budget.max } : null,
    persona: profile.persona,
    work: work ? { label: work.label } : null,
    secondWork: secondWork ? { label: secondWork.label } : null,
    city: city ? { id: city.id, name: city.name } : null,
    focus: focus.map(describe),
    focusReason,
    recommended: recommendedLocalities.slice(0, 5).map(describe),
    selectedId,
    familyPicks: familyPicks.map(describe),
    familyPicksFrom,
    citySafety:
      intent === 'safety' && !mentioned.length
        ? findMentionedCities(question, index).map((c) => ({
            city: c.name,
            basis: safetyBasis({ city: c.id }, c, today),
          }))
        : [],
    places,
    events,
    utilities: (city && dataset.utilities.get(city.id)) ?? null,
    // The city's own facts: no locality, so only what is published for the city at large.
    cityRenter: city ? renterFactsOf({ id: '', city: city.id }, city.name, dataset.renterFacts, today) : null,
    floodSpots: city ? floodSpotsOf(dataset, city.id) : [],
  };
}

// Questions a city answers as a whole when it is named without a neighbourhood.
const CITY_LEVEL = new Set<Intent>([
  'flooding',
  'air_quality',
  'water_supply',
  'utilities',
  'who_can_rent',
  'rent_deposit',
  'social',
  'safety',
]);

const COMPARED_WHEN_TWO = new Set<Intent>([
  'unknown',
  'about_neighbourhood',
  'best_neighbourhood',
  'shopping',
  'places_nearby',
]);

// Intents where "my" means the person's own results ("which of my neighbourhoods is best for a family").
const MY_LIST_INTENTS = new Set<Intent>([
  'best_for_families',
  'compare',
  'commute',
  'safety',
  'flooding',
  'best_neighbourhood',
  'transit',
  'rents',
]);

const familyScore = (l: Locality) => l.amenities.schools + l.amenities.parks + l.amenities.hospitals;

/** The person's own results, the most schools, parks and hospitals around first (their order among equals). */
function rankForFamilies(localities: readonly Locality[]): Locality[] {
  return localities
    .map((l, i) => ({ l, i }))
    .sort((a, b) => familyScore(b.l) - familyScore(a.l) || a.i - b.i)
    .slice(0, 3)
    .map(({ l }) => l);
}

const RENT_ROWS = 5;
const NEAR_KM = 4;

/**
 * What a rent question is about: the kind it names (else the person's, else one assumed from their
 * budget), the most they said they would pay, and the neighbourhoods to price: near the landmark or
 * neighbourhood named after "near", else those named, else the person's results, else the city's.
 */
function rentQueryOf(
  dataset: Dataset,
  profile: ChatProfile,
  entities: Understanding['entities'],
  where: {
    landmark: { name: string; lat: number; lng: number } | null;
    mentioned: Locality[];
    recommended: Locality[];
    cityId: string | null;
    near: boolean;
    describe: (l: Locality) => NeighbourhoodFacts;
  },
): AssistantFacts['rentQuery'] {
  const preferences = profile.preferences;
  const [kind, kindFrom] = entities.homeKind
    ? [entities.homeKind, 'question' as const]
    : preferences?.homeKind
      ? [preferences.homeKind, 'preferences' as const]
      : [
          assumedHomeKind(
            preferences ?? { userCategory: 'moderate', lifestylePreferences: [], prioritizedMustHaves: [] },
          ),
          'budget' as const,
        ];
  const centre = where.landmark ?? (where.near && where.mentioned[0] ? where.mentioned[0] : null);
  let pool: Locality[];
  if (centre) {
    pool = dataset.localities
      .filter((l) => (!where.cityId || l.city === where.cityId) && haversineKm(l, centre) <= NEAR_KM)
      .sort((a, b) => haversineKm(a, centre) - haversineKm(b, centre));
  } else if (where.mentioned.length) pool = where.mentioned;
  else if (where.recommended.length) pool = where.recommended;
  else pool = where.cityId ? dataset.localities.filter((l) => l.city === where.cityId) : [];
  const band = (l: Locality) => rentBandOf(l.rent, kind);
  const max = entities.amount;
  const fits = (l: Locality) => max === null || (band(l)?.min ?? Number.POSITIVE_INFINITY) <= max;
  const priced = pool
    .map((l, i) => ({ l, i }))
    .sort((a, b) => {
      // Named or the person's own: in their order. Near a place or in a city: cheapest first.
      if (!centre && (where.mentioned.length || where.recommended.length)) return a.i - b.i;
      return (band(a.l)?.min ?? Number.POSITIVE_INFINITY) - (band(b.l)?.min ?? Number.POSITIVE_INFINITY) || a.i - b.i;
    })
    .map(({ l }) => l);
  const shown = priced.filter(fits);
  return {
    kind,
    kindFrom,
    max,
    near: centre ? centre.name : null,
    rows: (shown.length ? shown : priced).slice(0, RENT_ROWS).map(where.describe),
    aboveMax: priced.length - shown.length,
  };
}

function floodSpotsOf(dataset: Dataset, cityId: string): AssistantFacts['floodSpots'] {
  return dataset.renterFacts.floodLists
    .filter((list) => list.city === cityId)
    .flatMap((list) =>
      list.entries.map((entry) => ({
        neighbourhood: dataset.localitiesById.get(entry.locality)?.name ?? entry.locality,
        spot: entry.spot,
        list: list.name,
        year: list.year,
        source: list.source,
        ...(list.url ? { url: list.url } : {}),
      })),
    );
}

/** Where the person works: from their last search, else the pin they put in the finder. */
function workPoint(profile: ChatProfile, dataset: Dataset) {
  const point = profile.workLocation ?? profile.preferences?.commute.coordinates ?? null;
  if (!point) return null;
  const label = profile.workLocation?.label || profile.preferences?.commute.workAddress || 'your office';
  return { ...workPointOf(point, dataset.localities, dataset.transitLines), label };
}

/** The second workplace of the last search, while the preferences still have one. */
function secondWorkPoint(profile: ChatProfile, dataset: Dataset) {
  const place = profile.secondWorkLocation;
  const commute = profile.preferences?.secondCommute;
  if (!place || !commute) return null;
  return {
    ...workPointOf(place, dataset.localities, dataset.transitLines),
    label: place.label || commute.workAddress || 'the second workplace',
    travelModes: commute.travelModes,
  };
}

/**
 * The three localities of a city with the most schools, parks and hospitals (our 0–5 estimates),
 * whose typical 2 BHK rent starts within the budget, among those within the person's commute limits
 * when we know where they work (all of the city's if none is); the cheaper first among equals.
 */
function pickForFamilies(
  dataset: Dataset,
  cityId: string,
  budgetMax: number | null,
  reachable: (l: Locality) => boolean,
): Locality[] {
  const affordable = dataset.localities.filter(
    (l) => l.city === cityId && (budgetMax === null || l.rent.bhk2.min <= budgetMax),
  );
  const withinReach = affordable.filter(reachable);
  return (withinReach.length ? withinReach : affordable)
    .sort((a, b) => familyScore(b) - familyScore(a) || a.rent.bhk2.min - b.rent.bhk2.min)
    .slice(0, 3);
}

async function placesNear(
  services: FactServices,
  profile: ChatProfile,
  locality: Locality,
): Promise<AssistantFacts['places']> {
  try {
    const found = await searchPlaces(
      services,
      { neighborhoodId: locality.id, type: 'all', radius: 5, priceLevel: 0 },
      priorityProfileOf(profile.preferences, profile.analysis),
    );
    const nearestFirst = found.places.toSorted((a, b) => a.distance - b.distance);
    return { neighbourhood: found.neighborhood.name, provider: found.provider.label, items: nearestFirst };
  } catch (error) {
    services.logger.warn({ err: error }, 'assistant: places lookup failed');
    return null;
  }
}

/** The words of a question that can name an event ("marathon", "christmas", "padwa"). */
const eventWords = (question: string) =>
  new Set(
    question
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(
        (w) => w.length >= 4 && !['where', 'when', 'what', 'events', 'event', 'date', 'time', 'timing'].includes(w),
      ),
  );

async function eventsIn(
  services: FactServices,
  profile: ChatProfile,
  locality: Locality | null,
  cityName: string | null,
  question: string,
): Promise<AssistantFacts['events']> {
  try {
    const request = locality ? { neighborhoodId: locality.id } : { city: cityName ?? undefined };
    const found = await upcomingEvents(services, request, profile.interests);
    // An event the question names comes first ("when is the Mumbai marathon?"), then the person's best matches.
    const asked = eventWords(question);
    const named = (name: string) =>
      name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => asked.has(w) && !cityName?.toLowerCase().includes(w)).length;
    const forYouFirst = found.events.toSorted(
      (a, b) => named(b.name) - named(a.name) || b.personalScore - a.personalScore || a.date.localeCompare(b.date),
    );
    return { city: found.location.city, provider: found.provider.label, items: forYouFirst };
  } catch (error) {
    services.logger.warn({ err: error }, 'assistant: events lookup failed');
    return null;
  }
}
