import { HOME_KIND_KEYS, HOME_KINDS, type HomeKind } from '../../../shared/constants/home-kinds';
import type { TravelMode } from '../../../shared/constants/travel-modes';
import type {
  CommuteOptionView,
  Neighbourhood,
  RecommendationsResult,
} from '../../../shared/contracts/recommendations';
import { formatRupeeRange, formatRupees } from '../../../shared/domain/format-rupees';

// A result card's sentences: one kind of home throughout, every enabled mode's commute,
// and no "0 min · 0 km".

const MODE_NAMES: Record<TravelMode, string> = {
  walking: 'On foot',
  bicycling: 'By bicycle',
  transit: 'By transit',
  driving: 'By driving',
};
export const modeName = (mode: TravelMode) => MODE_NAMES[mode];

/**
 * One mode's commute: "34 min · Walk 0.4 km to Vanaz, Purple Line to …" for transit (the line is the
 * news), "28 min · 11.2 km" otherwise; where there is no time, why (`how`: under a kilometre, no
 * direct line).
 */
export function commuteText(option: CommuteOptionView): string {
  if (option.minutes === null) return option.how;
  if (option.mode !== 'transit') return `${option.minutes} min · ${option.km} km`;
  const changes = option.journey?.changes;
  const changed = changes ? `, ${changes} ${changes === 1 ? 'change' : 'changes'}` : '';
  return `${option.minutes} min${changed} · ${option.how}`;
}

/** A feed as the cards name it: "Hyderabad Metro Rail (timetable, 2026-01-03)". */
const feedLabel = (f: { name: string; kind: 'timetable' | 'frequency'; asOf: string }) =>
  `${f.name} (${f.kind === 'frequency' ? 'frequencies' : 'timetable'}, ${f.asOf})`;

/**
 * Where a timetable commute comes from, with the attribution its feeds ask for: "From the timetables
 * of Hyderabad Metro Rail (2026-01-03). Contains data provided by Hyderabad Metro Rail Ltd."
 */
export function journeySourceText(option: CommuteOptionView): string | null {
  const basis = option.journey?.basis;
  if (!basis?.feeds.length) return null;
  const feeds = basis.feeds.map(feedLabel);
  const weekly = basis.feeds.some((f) => f.note) ? ' An ended calendar is read as its usual week.' : '';
  return `From ${feeds.join(' and ')}.${weekly}${basis.attribution ? ` ${basis.attribution}` : ''}`;
}

/**
 * Under the results: every transit feed a card's journey came from, once, with the attribution
 * each asks for ("Contains data provided by Hyderabad Metro Rail Ltd."). Null when no card has a
 * journey from the timetables.
 */
export function transitSourcesText(
  recommendations: readonly {
    commutes: readonly CommuteOptionView[];
    secondCommutes?: readonly CommuteOptionView[] | undefined;
  }[],
): string | null {
  const feeds = new Map<string, string>();
  const attributions = new Set<string>();
  for (const n of recommendations) {
    for (const option of [...n.commutes, ...(n.secondCommutes ?? [])]) {
      const basis = option.journey?.basis;
      for (const f of basis?.feeds ?? []) {
        feeds.set(f.id, feedLabel(f));
      }
      if (basis?.attribution) attributions.add(basis.attribution);
    }
  }
  if (feeds.size === 0) return null;
  return [`Transit journeys from ${[...feeds.values()].join('; ')}.`, ...attributions].join(' ');
}

/**
 * The commutes in the card's order: the headline mode first (the person's active mode, or the one
 * the search headlined when that has no time here), then the others as the person listed them.
 */
export function orderedCommutes(commutes: readonly CommuteOptionView[], headline: TravelMode): CommuteOptionView[] {
  const first = commutes.filter((o) => o.mode === headline);
  return [...first, ...commutes.filter((o) => o.mode !== headline)];
}

/** "a 2 BHK", "a room in a shared flat": a kind of home inside a sentence. */
export function aHomeOf(kind: HomeKind): string {
  const { short } = HOME_KINDS[kind];
  return `a ${kind === 'shared' ? short.toLowerCase() : short}`;
}

// How a kind's rents are named when they are not known: "PG rents not known here".
const RENTS_OF: Record<HomeKind, string> = {
  pg: 'PG',
  shared: 'Shared-flat',
  '1rk': '1 RK',
  '1bhk': '1 BHK',
  '2bhk': '2 BHK',
  '3bhk': '3 BHK',
};

/** The card's rent line, of the kind the search is about: "PG bed ₹8,000–₹14,000 a month (estimate, June 2025)". */
export function rentLine(rentFor: Neighbourhood['rentFor'], kind: HomeKind): string {
  if (!rentFor) return `${RENTS_OF[kind]} rents not known here`;
  const { short } = HOME_KINDS[rentFor.kind];
  // The basis may say the period itself ("a month per person, estimate for June 2025").
  const basis = /^a month/.test(rentFor.basis) ? rentFor.basis : `a month (${rentFor.basis})`;
  return `${short} ${formatRupeeRange(rentFor)} ${basis}`;
}

export const overBudgetText = (rentFor: Neighbourhood['rentFor']) =>
  rentFor ? `Over your budget: from ${formatRupees(rentFor.min)}` : 'Over your budget';

/**
 * The rent table: every kind the locality gives a figure for, labelled (per person for a bed or a
 * room), "not known" where it says it is not known, and always the kind the search is about.
 */
export function rentRows(
  rent: Neighbourhood['rent'],
  kinds: HomeKind | readonly HomeKind[],
): { kind: HomeKind; label: string; text: string }[] {
  const asked = typeof kinds === 'string' ? [kinds] : kinds;
  return HOME_KIND_KEYS.flatMap((k) => {
    const range = rent[HOME_KINDS[k].rentKey];
    if (range === undefined && !asked.includes(k)) return [];
    const label = `${HOME_KINDS[k].short}${HOME_KINDS[k].perPerson ? ', per person' : ''}`;
    return [{ kind: k, label, text: range ? `${formatRupeeRange(range)} a month` : 'not known' }];
  });
}

/**
 * With several kinds asked for ("PG or shared"), the others' rents here beside the best fitting one
 * the card leads with: "Also: Room in a shared flat ₹16,000–₹29,000 a month per person".
 */
export function otherKindsLine(
  rent: Neighbourhood['rent'],
  kinds: readonly HomeKind[],
  shown: HomeKind | undefined,
): string | null {
  const others = kinds.filter((k) => k !== shown);
  if (kinds.length < 2 || !others.length) return null;
  const parts = others.map((k) => {
    const range = rent[HOME_KINDS[k].rentKey];
    const per = HOME_KINDS[k].perPerson ? 'a month per person' : 'a month';
    return range ? `${HOME_KINDS[k].short} ${formatRupeeRange(range)} ${per}` : `${HOME_KINDS[k].short} not known here`;
  });
  return `Also: ${parts.join('; ')}`;
}

/** Said once with the results when the person did not choose a kind of home. */
export function assumedKindNote(homeKind: RecommendationsResult['homeKind']): string | null {
  return homeKind.assumed
    ? `Rents shown for ${aHomeOf(homeKind.kind)}, assumed from your budget: choose what you will rent in the form.`
    : null;
}

export function overBudgetHeading(count: number): string {
  return count === 1 ? '1 neighbourhood is over your budget' : `${count} neighbourhoods are over your budget`;
}

/**
 * The card's amenity lines: the claim with its basis ("Estimated: plenty of …", "Counted from
 * OpenStreetMap …"), what Discover Places lists of those kinds, and what it lists none of. A selection
 * saved before the claims existed keeps its list as it was.
 */
export function amenityLines(n: Pick<Neighbourhood, 'amenities' | 'amenityClaims'>): string[] {
  const claims = n.amenityClaims;
  if (!claims) return n.amenities.length ? [`Plenty of: ${n.amenities.join(', ')}`] : [];
  return [claims.claim, claims.listed, claims.unlisted].filter((line) => line !== null);
}
