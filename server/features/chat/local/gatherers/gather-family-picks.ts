import type { Locality } from '../../../../../shared/domain/dataset/schema';
import { estimateCommutes } from '../../../../../shared/domain/recommend/estimate-commute';
import type { GatherContext } from './gather-context';

// Best for families: the neighbourhoods with the most schools, parks and hospitals around (our 0–5
// estimates), from those the question names, else the person's results when it says "my", else
// the city's.

const PICKS = 3;

const familyScore = (l: Locality) => l.amenities.schools + l.amenities.parks + l.amenities.hospitals;

export function gatherFamilyPicks({ services, profile, resolved, city, recommended, budget, work }: GatherContext) {
  const { familyPicksFrom } = resolved.focus;
  if (familyPicksFrom === 'named') return rankForFamilies(resolved.mentioned);
  if (familyPicksFrom === 'yours') return rankForFamilies(recommended);
  if (!city) return [];
  const preferences = profile.preferences;
  const reachable = (l: Locality) =>
    !work || !preferences || estimateCommutes(l, work, preferences.commute.travelModes).some((c) => c.withinLimit);
  return pickForFamilies(services.dataset.localities, city.id, budget?.max ?? null, reachable);
}

/** Of the given neighbourhoods, the most schools, parks and hospitals around first (their order among equals). */
function rankForFamilies(localities: readonly Locality[]): Locality[] {
  return localities
    .map((l, i) => ({ l, i }))
    .sort((a, b) => familyScore(b.l) - familyScore(a.l) || a.i - b.i)
    .slice(0, PICKS)
    .map(({ l }) => l);
}

/**
 * The three localities of a city with the most schools, parks and hospitals whose typical 2 BHK
 * rent starts within the budget, among those within the person's commute limits when we know where
 * they work (all of the city's if none is); the cheaper first among equals.
 */
function pickForFamilies(
  localities: readonly Locality[],
  cityId: string,
  budgetMax: number | null,
  reachable: (l: Locality) => boolean,
): Locality[] {
  const affordable = localities.filter(
    (l) => l.city === cityId && (budgetMax === null || l.rent.bhk2.min <= budgetMax),
  );
  const withinReach = affordable.filter(reachable);
  return (withinReach.length ? withinReach : affordable)
    .sort((a, b) => familyScore(b) - familyScore(a) || a.rent.bhk2.min - b.rent.bhk2.min)
    .slice(0, PICKS);
}
