import type { NeighbourhoodFacts } from '../../../../../shared/domain/assistant/facts';
import type { Locality } from '../../../../../shared/domain/dataset/schema';
import { safetyBasis } from '../../../../../shared/domain/locality-basis';
import { estimateCommutes, type WorkPoint, workPointOf } from '../../../../../shared/domain/recommend/estimate-commute';
import { renterFactsOf } from '../../../../../shared/domain/renter-facts/renter-facts-of';
import type { Dataset } from '../../../../data/load-dataset';
import type { ChatProfile } from '../../chat-profile';

// A neighbourhood as every answer talks about it: its safety, the person's match and commutes,
// and its renter facts.

export type Workplace = WorkPoint & { label: string };

/** Where the person works: from their last search, else the pin they put in the finder. */
export function workplaceOf(profile: ChatProfile, dataset: Dataset): Workplace | null {
  const point = profile.workLocation ?? profile.preferences?.commute.coordinates ?? null;
  if (!point) return null;
  const label = profile.workLocation?.label || profile.preferences?.commute.workAddress || 'your office';
  return { ...workPointOf(point, dataset.localities, dataset.transitLines), label };
}

/** The second workplace of the last search, while the preferences still have one. */
export function secondWorkplaceOf(profile: ChatProfile, dataset: Dataset) {
  const place = profile.secondWorkLocation;
  const commute = profile.preferences?.secondCommute;
  if (!place || !commute) return null;
  return {
    ...workPointOf(place, dataset.localities, dataset.transitLines),
    label: place.label || commute.workAddress || 'the second workplace',
    travelModes: commute.travelModes,
  };
}

export function neighbourhoodDescriber(
  dataset: Dataset,
  profile: ChatProfile,
  today: string,
  work: Workplace | null,
  secondWork: ReturnType<typeof secondWorkplaceOf>,
): (locality: Locality) => NeighbourhoodFacts {
  return (locality) => {
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
}
