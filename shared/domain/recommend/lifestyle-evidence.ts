import type { LifestyleKey } from '../../constants/lifestyles';
import type { Locality } from '../dataset/schema';
import { affordability, amenityBreadth, mean, transitAccess } from './locality-signals';

// How well a locality supports each of the 25 lifestyle keys, from its amenity levels, transit,
// rents and its published safety figure. Keys the amenities cannot speak to (arts, culture,
// cleanliness, community) rely on the curated lifestyle tags alone and read 0 here.

/** What is known of a locality beyond its own fields: its safety, 0–1, or null without a published figure. */
export interface LocalityEvidence {
  safety: number | null;
}

type Evidence = (l: Locality, known: LocalityEvidence) => number;
const a = (l: Locality) => l.amenities;
const quietness = (l: Locality) => 1 - a(l).nightlife / 5;

export const LIFESTYLE_EVIDENCE: Record<LifestyleKey, Evidence> = {
  accessibility: transitAccess,
  activeLifestyle: (l) => mean(a(l).gyms, a(l).parks) / 5,
  affordability,
  amenities: amenityBreadth,
  artsAndMusic: () => 0,
  casual: (l) => mean(a(l).cafes, a(l).restaurants) / 5,
  casualDining: (l) => a(l).restaurants / 5,
  cleanliness: () => 0,
  community: () => 0,
  convenient: (l) => mean(a(l).groceries / 5, transitAccess(l)),
  cultural: () => 0,
  entertainment: (l) => mean(a(l).malls, a(l).nightlife) / 5,
  familyFriendly: (l, { safety }) =>
    mean(a(l).schools / 5, a(l).parks / 5, a(l).hospitals / 5, ...(safety === null ? [] : [safety])),
  fineDining: (l) => Math.max(0, (a(l).restaurants - 2) / 3),
  greenSpaces: (l) => a(l).parks / 5,
  healthy: (l) => mean(a(l).gyms, a(l).parks, a(l).hospitals) / 5,
  internationalCuisine: (l) => Math.max(0, (a(l).restaurants - 2) / 3),
  nightlife: (l) => a(l).nightlife / 5,
  outdoorActivities: (l) => a(l).parks / 5,
  quiet: quietness,
  relaxing: (l) => mean(a(l).parks / 5, quietness(l)),
  // Without a published figure, neither for nor against (the reasons say it could not be assessed).
  safety: (_l, { safety }) => safety ?? 0.5,
  shopping: (l) => a(l).malls / 5,
  socialGatherings: (l) => mean(a(l).cafes, a(l).restaurants, a(l).nightlife) / 5,
  petFriendly: (l) => a(l).parks / 5,
};

/**
 * A curated tag is the strongest evidence (at least 0.85); without it the amenity evidence counts,
 * capped at 0.9 so a tagged locality always edges out an untagged one with the same amenities.
 */
export function lifestyleMatch(locality: Locality, key: LifestyleKey, known: LocalityEvidence): number {
  const evidence = LIFESTYLE_EVIDENCE[key](locality, known);
  return locality.lifestyle.includes(key) ? Math.max(0.85, evidence) : Math.min(0.9, evidence);
}
