import { MUST_HAVE_LABELS, type MustHaveKey } from '../../constants/must-haves';
import type { Locality } from '../dataset/schema';
import { amenityLevel, transitAccess } from './locality-signals';

/**
 * Evidence per must-have; `null` where the curated data cannot say (parking, pharmacies: neither is
 * among the amenities we count or estimate). A daily market is read from the grocery level, which
 * counts markets and greengrocers with the shops.
 */
const EVIDENCE: Record<MustHaveKey, (l: Locality) => number | null> = {
  parking: () => null,
  publicTransport: transitAccess,
  parks: (l) => amenityLevel(l, 'parks'),
  schools: (l) => amenityLevel(l, 'schools'),
  groceryStores: (l) => amenityLevel(l, 'groceries'),
  gym: (l) => amenityLevel(l, 'gyms'),
  restaurants: (l) => amenityLevel(l, 'restaurants'),
  cafes: (l) => amenityLevel(l, 'cafes'),
  bars: (l) => amenityLevel(l, 'nightlife'),
  hospitals: (l) => amenityLevel(l, 'hospitals'),
  shoppingCenters: (l) => amenityLevel(l, 'malls'),
  pharmacies: () => null,
  dailyMarket: (l) => amenityLevel(l, 'groceries'),
};

export interface MustHaveResult {
  score: number;
  met: string[];
  unmet: string[];
  unknown: string[];
}

/**
 * Weighted by rank: with n items, priority 1 weighs n, priority n weighs 1. Unknowable items count
 * as 0.5 so they neither help nor sink a locality, and are named in the explanation.
 */
export function scoreMustHaves(locality: Locality, ranked: { name: MustHaveKey; priority: number }[]): MustHaveResult {
  // Asked once per candidate locality with the same list, which is almost always in rank order.
  const inOrder = ranked.every((item, i) => i === 0 || ranked[i - 1]!.priority <= item.priority);
  const items = inOrder ? ranked : [...ranked].sort((a, b) => a.priority - b.priority);
  const result: MustHaveResult = { score: 0, met: [], unmet: [], unknown: [] };
  let total = 0;
  items.forEach((item, index) => {
    const weight = items.length - index;
    const evidence = EVIDENCE[item.name](locality);
    const label = MUST_HAVE_LABELS[item.name];
    if (evidence === null) result.unknown.push(label);
    else if (evidence >= 0.6) result.met.push(label);
    else result.unmet.push(label);
    result.score += weight * (evidence ?? 0.5);
    total += weight;
  });
  result.score = total ? result.score / total : 0;
  return result;
}
