import type { LifestyleKey } from '../../constants/lifestyles';
import type { Locality } from '../dataset/schema';
import { affordability, amenityBreadth, mean, transitAccess } from './locality-signals';

// How well a locality supports each of the 25 lifestyle keys, from its amenity levels, transit,
// rents and its published safety figure. Keys the amenities cannot speak to (arts, culture,
// cleanliness, community) rely on the curated lifestyle tags alone: without a tag they are not
// known (null), never scored from something else. Safety without a published figure likewise.

/** What is known of a locality beyond its own fields: its safety, 0–1, or null without a published figure. */
export interface LocalityEvidence {
  safety: number | null;
}

type Evidence = (l: Locality, known: LocalityEvidence) => number | null;
const a = (l: Locality) => l.amenities;
const quietness = (l: Locality) => 1 - a(l).nightlife / 5;

export const LIFESTYLE_EVIDENCE: Record<LifestyleKey, Evidence> = {
  accessibility: transitAccess,
  activeLifestyle: (l) => mean(a(l).gyms, a(l).parks) / 5,
  affordability,
  amenities: amenityBreadth,
  artsAndMusic: () => null,
  casual: (l) => mean(a(l).cafes, a(l).restaurants) / 5,
  casualDining: (l) => a(l).restaurants / 5,
  cleanliness: () => null,
  community: () => null,
  convenient: (l) => mean(a(l).groceries / 5, transitAccess(l)),
  cultural: () => null,
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
  // Without a published figure, not known (the reasons say it could not be assessed).
  safety: (_l, { safety }) => safety,
  shopping: (l) => a(l).malls / 5,
  socialGatherings: (l) => mean(a(l).cafes, a(l).restaurants, a(l).nightlife) / 5,
  petFriendly: (l) => a(l).parks / 5,
};

/**
 * A curated tag is the strongest evidence (at least 0.85); without it the amenity evidence counts,
 * capped at 0.9 so a tagged locality always edges out an untagged one with the same amenities.
 * Null: our data cannot judge this key here (no tag, and nothing else speaks to it).
 */
export function lifestyleMatch(locality: Locality, key: LifestyleKey, known: LocalityEvidence): number | null {
  const evidence = LIFESTYLE_EVIDENCE[key](locality, known);
  if (locality.lifestyle.includes(key)) return Math.max(0.85, evidence ?? 0);
  return evidence === null ? null : Math.min(0.9, evidence);
}

/**
 * Below this, a locality is a strong mismatch for a lifestyle the person chose (quiet where
 * nightlife is 4 or 5 of 5; parks at 1 of 5 for green spaces): a requirement it fails, not a
 * weaker garnish.
 */
export const STRONG_MISMATCH = 0.25;
/**
 * Each strong mismatch multiplies the score by this: enough that a matching place ranks above it
 * unless the mismatch wins clearly on commute or budget (docs/recommendation-formula.md, "Lifestyle").
 */
export const MISMATCH_FACTOR = 0.85;

/** What a lifestyle's evidence was read from here, for the reason that names a strong mismatch. */
export function mismatchFact(locality: Locality, key: LifestyleKey): string | null {
  const level = (name: string, k: keyof Locality['amenities']) => `${name} ${a(locality)[k]} of 5`;
  switch (key) {
    case 'quiet':
    case 'relaxing':
      return level('nightlife', 'nightlife');
    case 'greenSpaces':
    case 'outdoorActivities':
    case 'petFriendly':
      return level('parks', 'parks');
    case 'nightlife':
      return level('nightlife', 'nightlife');
    case 'shopping':
      return level('malls', 'malls');
    default:
      return null;
  }
}
