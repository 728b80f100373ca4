import type { HomeKind } from '../../../constants/home-kinds';
import type { PlaceCategory } from '../../../constants/place-categories';

// The things a question names beside its subject: an amount of rupees, a kind of home, whether it
// is about the person's own list ("my", "our", "them"), whether it asks near a place, and whether
// it asks us to act ("book … for me"). Places, localities and cities are found against the dataset
// (find-mentions.ts).

export interface Entities {
  /** Rupees, as written: "12k", "₹12,000", "12 thousand", "1.2 lakh". */
  amount: number | null;
  homeKind: HomeKind | null;
  /** "which of my neighbourhoods", "the best one for us", "compare them". */
  mine: boolean;
  /** "a PG near Christ University", "flats around Baner": about what is close to a place it names. */
  near: boolean;
  /** The verb of a request to act on the person's behalf ("book", "pay"), which we cannot do. */
  actRequest: string | null;
  /**
   * The kind of place asked for: one of ours ("parks near Hinjewadi"), or `other` with its word for
   * a kind our places do not hold ("museums", "lakes"); null when none is named.
   */
  placeKind: { category: PlaceCategory } | { other: string } | null;
}

const PLACE_WORDS: [RegExp, PlaceCategory][] = [
  [/\b(restaurants?|eater(y|ies)|food|dining|khana)\b/, 'restaurant'],
  [/\b(cafes?|cafés?|coffee)\b/, 'cafe'],
  [/\b(gyms?|fitness)\b/, 'gym'],
  [/\b(parks?|gardens?|play ?areas?|playgrounds?)\b/, 'park'],
  [/\b(malls?)\b/, 'shopping_mall'],
  [/\b(hospitals?|clinics?)\b/, 'hospital'],
  [/\b(schools?)\b/, 'school'],
  [/\b(bars?|pubs?|nightlife|clubs?|breweries|brewery)\b/, 'bar'],
  [/\b(cinemas?|movies?|theatres?|multiplex)\b/, 'entertainment'],
  [/\b(stadiums?|sports venues?)\b/, 'stadium'],
];
const OTHER_PLACES =
  /\b(museums?|lakes?|beach(es)?|temples?|churches|mosques?|libraries|library|banks?|atms?|chemists?|pharmac(y|ies)|salons?|laundr(y|ies)|petrol pumps?)\b/;

export function findPlaceKind(question: string): Entities['placeKind'] {
  const text = question.toLowerCase();
  const ours = PLACE_WORDS.find(([pattern]) => pattern.test(text));
  if (ours) return { category: ours[1] };
  const other = text.match(OTHER_PLACES);
  return other ? { other: other[1]! } : null;
}

const MULTIPLIERS: Record<string, number> = { k: 1000, thousand: 1000, lakh: 100_000, lac: 100_000, lakhs: 100_000 };

/** The first amount of rupees in a question: "under 12k", "₹12,000", "Rs 15000", "1.5 lakh". */
export function findAmount(question: string): number | null {
  const text = question.toLowerCase().replace(/,(?=\d{2,3}\b)/g, '');
  const scaled = text.match(/(?:₹|rs\.?|inr)?\s*(\d+(?:\.\d+)?)\s*(k|thousand|lakhs?|lac)\b/);
  if (scaled) return Math.round(Number(scaled[1]) * MULTIPLIERS[scaled[2]!]!);
  const marked = text.match(/(?:₹|rs\.?\s?|inr\s?)(\d{3,7})\b/);
  if (marked) return Number(marked[1]);
  // A bare number is rupees only where it is a plausible monthly rent, next to a word of money.
  const bare = text.match(
    /\b(\d{4,6})\b(?=[^\d]*\b(rent|budget|a month|per month|pm|rupees)\b)|\b(under|below|within|upto|up to|max) (\d{4,6})\b/,
  );
  if (bare) return Number(bare[1] ?? bare[4]);
  return null;
}

const HOME_KIND_WORDS: [RegExp, HomeKind][] = [
  [/\b(pg|p\.g\.|paying guest|hostel)s?\b/, 'pg'],
  [
    /\b((shared|sharing) (flat|room|apartment|accommodation)|flat ?share|flatmates?|room ?mates?|room in a (shared )?flat)\b/,
    'shared',
  ],
  [/\b1\s?rk\b|\bone (room|rk)\b/, '1rk'],
  [/\b(1|one)\s?bhk\b/, '1bhk'],
  [/\b(2|two)\s?bhk\b/, '2bhk'],
  [/\b(3|three)\s?bhk\b/, '3bhk'],
];

export function findHomeKind(question: string): HomeKind | null {
  const text = question.toLowerCase();
  return HOME_KIND_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const NEAR = /\b(near|around|close to|next to|walking distance)\b/;

const MINE = /\b(my|our|ours|mine|us|them|these|those|both of them|my (options|results|list|picks|shortlist))\b/;

// "Book packers for me", "can you pay the deposit", "order furniture": a request, not a question.
const ACT =
  /^(?:\s*(?:please|pls|kindly|can you|could you|will you|would you)\s+)*(book|order|buy|pay|hire|call|arrange|schedule|reserve|contact|negotiate|sign|transfer|apply|register|message|email|whatsapp|get me|find me)\b|\b(book|order|buy|pay|hire|arrange|reserve|apply|register|message|contact)\b[^?]*\b(for me|for us|on my behalf)\b/;

export function findActRequest(question: string): string | null {
  const match = question.toLowerCase().match(ACT);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function extractEntities(question: string): Entities {
  const text = question.toLowerCase();
  return {
    amount: findAmount(question),
    homeKind: findHomeKind(question),
    mine: MINE.test(text),
    near: NEAR.test(text),
    actRequest: findActRequest(question),
    placeKind: findPlaceKind(question),
  };
}
