import type { Locality } from '../../dataset/schema';
import type { FocusReason } from '../facts';
import type { Intent } from '../intents';

// Which neighbourhoods an answer is about: those the question names, else the person's own results
// when it says "my", else none when it names only a city, else the person's pick, else their results.

/** How many neighbourhoods an answer of each kind weighs at once (one when not listed). */
const FOCUS_SIZE: Partial<Record<Intent, number>> = { compare: 3, commute: 3, safety: 3, flooding: 3 };

/** Kinds where "my" means the person's own results ("which of my neighbourhoods is best for a family"). */
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

/** Questions a city answers as a whole when it is named without a neighbourhood. */
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

export interface FocusInput {
  intent: Intent;
  /** The question says "my", "our", "them". */
  mine: boolean;
  /** Our neighbourhoods the question names, in its order. */
  mentioned: readonly Locality[];
  /** The city the question names, if any. */
  namedCity: { id: string } | null;
  /** The person's chosen neighbourhood, when it is one of ours. */
  selected: Locality | null;
  /** The person's last results that are ours, best first. */
  recommended: readonly Locality[];
}

export interface Focus {
  localities: Locality[];
  reason: FocusReason;
  /** The question is about the person's own results ("which of my neighbourhoods…", "compare them"). */
  aboutMine: boolean;
  /** Where a family's picks come from: the neighbourhoods named, the person's results, or the city. */
  familyPicksFrom: 'named' | 'yours' | 'city';
}

export function resolveFocus({ intent, mine, mentioned, namedCity, selected, recommended }: FocusInput): Focus {
  const size = FOCUS_SIZE[intent] ?? 1;
  const aboutMine = mine && recommended.length > 0 && MY_LIST_INTENTS.has(intent);
  const familyPicksFrom = mentioned.length ? 'named' : aboutMine ? 'yours' : 'city';
  const focus = (localities: readonly Locality[], reason: FocusReason): Focus => ({
    localities: [...localities],
    reason,
    aboutMine,
    familyPicksFrom,
  });
  if (mentioned.length) return focus(mentioned, 'mentioned');
  // The person's own results, before their pick.
  if (aboutMine) return focus(recommended.slice(0, Math.max(size, 5)), 'recommended');
  // A city named with no neighbourhood ("which areas of Bangalore flood?") is about the city, not
  // the person's own picks elsewhere or in it.
  if (namedCity !== null && CITY_LEVEL.has(intent)) return focus([], 'none');
  if (selected) return focus([selected], 'selected');
  if (recommended.length) return focus(recommended.slice(0, size), 'recommended');
  return focus([], 'none');
}
