import { MUST_HAVE_LABELS, type MustHaveKey } from '../../constants/must-haves';
import type { PlaceCategoryKey } from '../../constants/places';
import type { AmenityClaimsView } from '../../contracts/recommendations';
import type { Locality } from '../dataset/schema';
import { formatDay } from '../format-dates';
import { NO_CREDIT_KM, WALK_CATEGORIES } from '../places/walk-access';
import { AMENITY_LABELS } from './locality-signals';

// What a result card may say of a neighbourhood's amenities, "Plenty of …" and "Has your
// must-haves: …" (docs/recommendation-formula.md, "What the card claims"). Levels counted from
// mapped places (`derived`) are claimed as counted. Our editorial estimates are claimed as estimates,
// and only for kinds Discover Places lists at least one of around the neighbourhood: a kind it lists
// none of is named as such, never claimed. The scores still read the levels, counted or estimated.

export type AmenityKey = keyof Locality['amenities'];

/**
 * What Discover Places lists around a neighbourhood at its default filters (every type, any price,
 * its default radius), per amenity kind; counted by the server through the places provider.
 */
export interface ListedNearby {
  /** As the places page names its source: "Basera's curated places". */
  source: string;
  radiusKm: number;
  counts: Partial<Record<AmenityKey, number>>;
  /**
   * true: this is all the page lists (the curated places alone, as offline). false: a live provider
   * (OpenStreetMap) adds its own, so these are the least it lists.
   */
  complete: boolean;
}

export interface AmenityClaims {
  basis: 'counted' | 'estimate';
  /** Kinds at level 4 or 5 that the card may claim, strongest first. */
  claimed: AmenityKey[];
  /** Kinds at level 4 or 5 by our estimate that Discover Places does not list there: not claimed. */
  unlisted: AmenityKey[];
}

/** A level this high is "plenty" (docs/data.md: 3 is typical urban, 5 among the densest in the city). */
const PLENTY = 4;

const KEYS = Object.keys(AMENITY_LABELS) as AmenityKey[];

/** Each amenity kind's place category on the places page (bars for nightlife). */
const CATEGORY_OF = Object.fromEntries(
  Object.entries(WALK_CATEGORIES).flatMap(([category, { amenity }]) => (amenity ? [[amenity, category]] : [])),
) as Record<AmenityKey, PlaceCategoryKey>;

/** How a count of each kind is said: "1 school", "3 schools". */
const NOUNS: Record<AmenityKey, [string, string]> = {
  restaurants: ['restaurant', 'restaurants'],
  cafes: ['cafe', 'cafes'],
  gyms: ['gym', 'gyms'],
  parks: ['park', 'parks'],
  schools: ['school', 'schools'],
  hospitals: ['hospital', 'hospitals'],
  groceries: ['grocery', 'groceries'],
  malls: ['shopping mall', 'shopping malls'],
  nightlife: ['bar', 'bars'],
};

/** The must-haves whose evidence is an amenity level (score-must-haves.ts reads the same). */
export const MUST_HAVE_AMENITIES: Partial<Record<MustHaveKey, AmenityKey>> = {
  parks: 'parks',
  schools: 'schools',
  groceryStores: 'groceries',
  gym: 'gyms',
  restaurants: 'restaurants',
  cafes: 'cafes',
  bars: 'nightlife',
  hospitals: 'hospitals',
  shoppingCenters: 'malls',
  dailyMarket: 'groceries',
};
const AMENITY_OF_LABEL = new Map<string, AmenityKey>(
  Object.entries(MUST_HAVE_AMENITIES).map(([key, amenity]) => [MUST_HAVE_LABELS[key as MustHaveKey], amenity]),
);

/** Counts places by amenity kind: the categories the places page shows them under. */
export function countByAmenity(places: readonly { category: PlaceCategoryKey }[]): ListedNearby['counts'] {
  const counts: ListedNearby['counts'] = {};
  for (const key of KEYS) {
    const n = places.filter((p) => p.category === CATEGORY_OF[key]).length;
    if (n) counts[key] = n;
  }
  return counts;
}

const isListed = (key: AmenityKey, listed: ListedNearby | undefined) => !listed || (listed.counts[key] ?? 0) > 0;

/**
 * Whether the card may say a locality has this kind of place: counted levels always, an estimate
 * only where Discover Places lists at least one (and, with no list to check, as an estimate).
 */
export function mayClaimAmenity(
  locality: Pick<Locality, 'derived'>,
  key: AmenityKey,
  listed: ListedNearby | undefined,
): boolean {
  return locality.derived !== undefined || isListed(key, listed);
}

/** The kinds a locality has plenty of (level 4 or 5), split into those the card may claim and those it may not. */
export function claimAmenities(
  locality: Pick<Locality, 'amenities' | 'derived'>,
  listed: ListedNearby | undefined,
): AmenityClaims {
  const strong = KEYS.filter((k) => locality.amenities[k] >= PLENTY).sort(
    (x, y) => locality.amenities[y] - locality.amenities[x],
  );
  const basis = locality.derived ? 'counted' : 'estimate';
  if (basis === 'counted') return { basis, claimed: strong, unlisted: [] };
  return {
    basis,
    claimed: strong.filter((k) => isListed(k, listed)),
    unlisted: strong.filter((k) => !isListed(k, listed)),
  };
}

const and = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lower = (keys: AmenityKey[]) => keys.map((k) => AMENITY_LABELS[k].toLowerCase());
const counted = (n: number, key: AmenityKey) => `${n} ${NOUNS[key][n === 1 ? 0 : 1]}`;

/**
 * "Discover Places lists 1 school and 2 bars within 5 km (Basera's curated places)"; with a live map
 * answering too, "…within 5 km from Basera's curated places, besides the live map's".
 */
function listedText(keys: AmenityKey[], listed: ListedNearby): string {
  const counts = and(keys.map((k) => counted(listed.counts[k] ?? 0, k)));
  const within = `within ${listed.radiusKm} km`;
  return listed.complete
    ? `Discover Places lists ${counts} ${within} (${listed.source})`
    : `Discover Places lists ${counts} ${within} from ${listed.source}, besides the live map's`;
}

/** Where the list shows none of a kind our estimate rates well: what the card says instead of claiming it. */
function unlistedReason(listed: ListedNearby): string {
  return listed.complete
    ? `Discover Places lists none within ${listed.radiusKm} km, check locally`
    : 'not yet counted on the map, see Discover Places';
}

/** The card's amenity lines, in words. */
export function describeAmenityClaims(
  locality: Pick<Locality, 'derived'>,
  claims: AmenityClaims,
  listed: ListedNearby | undefined,
): AmenityClaimsView {
  const { derived } = locality;
  const plenty = and(lower(claims.claimed));
  if (derived) {
    const walk = `within ${NO_CREDIT_KM} km (a 20-minute walk)`;
    return {
      basis: 'counted',
      claim: plenty
        ? `Counted from ${derived.source} (${formatDay(derived.asOf)}): plenty of ${plenty} ${walk}.`
        : null,
      listed: null,
      unlisted: null,
    };
  }
  return {
    basis: 'estimate',
    claim: plenty ? `Estimated: plenty of ${plenty}.` : null,
    listed: listed && claims.claimed.length ? `${listedText(claims.claimed, listed)}.` : null,
    unlisted:
      listed && claims.unlisted.length
        ? `Also rated highly by our estimate, but ${unlistedReason(listed)}: ${and(lower(claims.unlisted))}.`
        : null,
  };
}

/**
 * The reasons for the must-haves a locality meets (`met`, labels as scoreMustHaves gives them): a
 * fact (a station) or a counted level is "Has your must-haves"; an estimate says so, with what
 * Discover Places lists; an estimate the list shows none of is not claimed.
 */
export function describeMetMustHaves(
  met: readonly string[],
  locality: Pick<Locality, 'derived'>,
  listed: ListedNearby | undefined,
): string[] {
  const facts: string[] = [];
  const estimated: AmenityKey[] = [];
  const estimatedLabels: string[] = [];
  const unlisted: string[] = [];
  for (const label of met) {
    const key = AMENITY_OF_LABEL.get(label);
    if (!key || locality.derived) facts.push(label);
    else if (!mayClaimAmenity(locality, key, listed)) unlisted.push(label);
    else {
      estimated.push(key);
      estimatedLabels.push(label);
    }
  }
  const reasons: string[] = [];
  if (facts.length) {
    const counted = locality.derived && facts.some((l) => AMENITY_OF_LABEL.has(l));
    const source = counted ? ` (places counted from ${locality.derived!.source})` : '';
    reasons.push(`Has your must-haves: ${facts.join(', ')}${source}`);
  }
  if (estimated.length) {
    const list = listed ? `; ${listedText(estimated, listed)}` : '';
    reasons.push(`Has your must-haves, by our estimate: ${estimatedLabels.join(', ')}${list}`);
  }
  if (unlisted.length && listed) {
    reasons.push(`Your must-haves by our estimate, but ${unlistedReason(listed)}: ${unlisted.join(', ')}`);
  }
  return reasons;
}
