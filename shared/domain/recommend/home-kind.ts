import { HOME_KINDS, type HomeKind } from '../../constants/home-kinds';
import type { Preferences } from '../../contracts/preferences';
import type { Locality } from '../dataset/schema';
import { formatYearMonth } from '../format-dates';

// What kind of home a search is about (docs/recommendation-formula.md, "What kind of home"): the
// person's choice, or one assumed from the spending band and household, so that the rent line, the
// reasons and the budget factor all speak of the same kind.

/** A flat for a household with children; otherwise the size a band typically rents. */
export function assumedHomeKind(
  preferences: Pick<Preferences, 'userCategory' | 'lifestylePreferences' | 'prioritizedMustHaves'>,
): HomeKind {
  const household =
    preferences.lifestylePreferences.includes('familyFriendly') ||
    preferences.prioritizedMustHaves.some((m) => m.name === 'schools');
  switch (preferences.userCategory) {
    case 'budget':
      return household ? '2bhk' : '1bhk';
    case 'moderate':
    case 'comfort':
      return '2bhk';
    default:
      return '3bhk';
  }
}

/**
 * The kinds of home a search is about: the person's (several at once, or the one of older saved
 * preferences), else one assumed. `kind` is the first, which speaks for the search as a whole.
 */
export function homeKindOf(preferences: Preferences): { kind: HomeKind; kinds: HomeKind[]; assumed: boolean } {
  const chosen = preferences.homeKinds ?? (preferences.homeKind ? [preferences.homeKind] : null);
  if (chosen?.length) return { kind: chosen[0]!, kinds: chosen, assumed: false };
  const kind = assumedHomeKind(preferences);
  return { kind, kinds: [kind], assumed: true };
}

/** The locality's rent band for that kind, or null where it is not known there (never another kind's). */
export function rentBandOf(rent: Locality['rent'], kind: HomeKind): { min: number; max: number } | null {
  return rent[HOME_KINDS[kind].rentKey] ?? null;
}

/** "a month per person, estimate for June 2025": what the figure is, as the card says it. */
export function rentBasisFor(kind: HomeKind, asOf: string): string {
  return `${HOME_KINDS[kind].perPerson ? 'a month per person' : 'a month'}, estimate for ${formatYearMonth(asOf)}`;
}
