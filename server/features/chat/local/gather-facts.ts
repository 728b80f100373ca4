import { SPENDING_CATEGORIES } from '../../../../shared/constants/spending-categories';
import type { AssistantFacts, FocusReason, NeighbourhoodFacts } from '../../../../shared/domain/assistant/facts';
import {
  buildMentionIndex,
  findMentionedCity,
  findMentionedLocalities,
} from '../../../../shared/domain/assistant/find-mentions';
import type { Intent } from '../../../../shared/domain/assistant/intents';
import { INTENT_NEEDS } from '../../../../shared/domain/assistant/write-answer';
import type { Locality } from '../../../../shared/domain/dataset/schema';
import { safetyBasis } from '../../../../shared/domain/locality-basis';
import { perOwner } from '../../../../shared/domain/per-owner';
import { priorityProfileOf } from '../../../../shared/domain/places/priority-types';
import { estimateCommutes, workPointOf } from '../../../../shared/domain/recommend/estimate-commute';
import { renterFactsOf } from '../../../../shared/domain/renter-facts/renter-facts-of';
import type { Dataset } from '../../../data/load-dataset';
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
  intent: Intent,
): Promise<AssistantFacts> {
  const { dataset } = services;
  const index = mentionIndexOf(dataset);
  const selectedId = profile.selected?.id ?? null;
  const selectedLocality = selectedId ? dataset.localitiesById.get(selectedId) : undefined;
  const recommendedLocalities = profile.recommended
    .map((n) => dataset.localitiesById.get(n.id))
    .filter((l): l is Locality => l !== undefined);
  const homeCity = selectedLocality?.city ?? recommendedLocalities[0]?.city ?? profile.workLocation?.cityId ?? null;

  const mentioned = findMentionedLocalities(question, index, homeCity).slice(0, 3);
  const cityId = findMentionedCity(question, index)?.id ?? mentioned[0]?.city ?? homeCity;
  const city = cityId ? dataset.citiesById.get(cityId) : undefined;

  const work = workPoint(profile, dataset);
  const secondWork = secondWorkPoint(profile, dataset);
  const describe = (locality: Locality): NeighbourhoodFacts => {
    const recommendation = profile.recommended.find((n) => n.id === locality.id);
    const localityCity = dataset.citiesById.get(locality.city);
    return {
      locality,
      cityName: localityCity?.name ?? locality.city,
      safety: safetyBasis(locality, localityCity),
      matchScore: recommendation?.matchScore ?? null,
      matchingFactors: recommendation?.matchingFactors ?? [],
      commutes:
        work && profile.preferences ? estimateCommutes(locality, work, profile.preferences.commute.travelModes) : [],
      secondCommutes: secondWork ? estimateCommutes(locality, secondWork, secondWork.travelModes) : [],
      renter: renterFactsOf(locality, localityCity?.name ?? locality.city, dataset.renterFacts),
    };
  };

  const size = FOCUS_SIZE[intent] ?? 1;
  let focusReason: FocusReason = 'none';
  let focus: Locality[] = [];
  if (mentioned.length) [focus, focusReason] = [mentioned, 'mentioned'];
  else if (selectedLocality) [focus, focusReason] = [[selectedLocality], 'selected'];
  else if (recommendedLocalities.length) [focus, focusReason] = [recommendedLocalities.slice(0, size), 'recommended'];

  const needs = INTENT_NEEDS[intent];
  const budget = profile.preferences ? SPENDING_CATEGORIES[profile.preferences.userCategory] : null;
  const reachable = (l: Locality) =>
    !work ||
    !profile.preferences ||
    estimateCommutes(l, work, profile.preferences.commute.travelModes).some((c) => c.withinLimit);
  const familyPicks =
    needs.familyPicks && city ? pickForFamilies(dataset, city.id, budget?.max ?? null, reachable) : [];
  const placesAround = familyPicks[0] ?? focus[0] ?? null;

  const [places, events] = await Promise.all([
    needs.places && placesAround ? placesNear(services, profile, placesAround) : null,
    needs.events && (focus[0] || city) ? eventsIn(services, profile, focus[0] ?? null, city?.name ?? null) : null,
  ]);

  return {
    intent,
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
    places,
    events,
    utilities: (city && dataset.utilities.get(city.id)) ?? null,
    // The city's own facts: no locality, so only what is published for the city at large.
    cityRenter: city ? renterFactsOf({ id: '', city: city.id }, city.name, dataset.renterFacts) : null,
    floodSpots: city ? floodSpotsOf(dataset, city.id) : [],
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
  const score = (l: Locality) => l.amenities.schools + l.amenities.parks + l.amenities.hospitals;
  const affordable = dataset.localities.filter(
    (l) => l.city === cityId && (budgetMax === null || l.rent.bhk2.min <= budgetMax),
  );
  const withinReach = affordable.filter(reachable);
  return (withinReach.length ? withinReach : affordable)
    .sort((a, b) => score(b) - score(a) || a.rent.bhk2.min - b.rent.bhk2.min)
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

async function eventsIn(
  services: FactServices,
  profile: ChatProfile,
  locality: Locality | null,
  cityName: string | null,
): Promise<AssistantFacts['events']> {
  try {
    const request = locality ? { neighborhoodId: locality.id } : { city: cityName ?? undefined };
    const found = await upcomingEvents(services, request, profile.interests);
    const forYouFirst = found.events.toSorted(
      (a, b) => b.personalScore - a.personalScore || a.date.localeCompare(b.date),
    );
    return { city: found.location.city, provider: found.provider.label, items: forYouFirst };
  } catch (error) {
    services.logger.warn({ err: error }, 'assistant: events lookup failed');
    return null;
  }
}
