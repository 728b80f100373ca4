import { z } from 'zod';
import { HOME_KIND_KEYS } from '../constants/home-kinds';
import { TRAVEL_MODE_KEYS } from '../constants/travel-modes';
import { analysisResultsSchema } from './analysis';
import { localityFactsSchema } from './locality-facts';
import { preferencesSchema, savePreferencesResponse } from './preferences';
import { renterFactsSchema } from './renter-facts';
import { journeySchema } from './transit';

export const FACTORS = ['budget', 'commute', 'lifestyle', 'mustHaves', 'safety', 'walkability'] as const;
export type Factor = (typeof FACTORS)[number];

const commuteDetailsSchema = z.object({
  distance: z.number().nonnegative(),
  time: z.number().int().nonnegative(),
  travelMode: z.enum(TRAVEL_MODE_KEYS),
});

/** The rent band of the kind of home the search is about: the person's choice, or the one assumed. */
export const rentForSchema = z.object({
  kind: z.enum(HOME_KIND_KEYS),
  min: z.number(),
  max: z.number(),
  /** What the figure is, in the card's words: "estimate, June 2025". */
  basis: z.string(),
});

/** One enabled travel mode's commute: null minutes where no time can be honestly given. */
export const commuteOptionSchema = z.object({
  mode: z.enum(TRAVEL_MODE_KEYS),
  minutes: z.number().int().nonnegative().nullable(),
  km: z.number().nonnegative(),
  /** How, in words: the line and stations for transit, or why there is no time. */
  how: z.string(),
  /** A transit commute planned on timetables: its changes, its legs and the feeds they came from. */
  journey: journeySchema.pick({ changes: true, legs: true, basis: true }).optional(),
});
export type CommuteOptionView = z.infer<typeof commuteOptionSchema>;

/**
 * What a card says of a neighbourhood's amenities, and on what basis (docs/recommendation-formula.md,
 * "What the card claims"): counted from mapped places, or our estimate, checked against what Discover
 * Places lists there.
 */
export const amenityClaimsSchema = z.object({
  basis: z.enum(['counted', 'estimate']),
  /** "Estimated: plenty of schools and nightlife." or "Counted from OpenStreetMap (…): plenty of …"; null: none. */
  claim: z.string().nullable(),
  /** What Discover Places lists of the claimed kinds, its radius and source; null where the claim is counted. */
  listed: z.string().nullable(),
  /** Kinds our estimate rates highly that Discover Places lists none of there: named, not claimed. */
  unlisted: z.string().nullable(),
});
export type AmenityClaimsView = z.infer<typeof amenityClaimsSchema>;

/** spec §3 Neighbourhood, plus the facts behind it (rents with their date, stations, sources). */
export const neighbourhoodSchema = localityFactsSchema.extend({
  matchScore: z.number().int().min(0).max(100),
  /** Its place in the results, 1 first: ties in the rounded score are broken and said (reasons). */
  rank: z.number().int().min(1),
  /** The rent band of the chosen or assumed kind of home; null where that kind is not known here. */
  rentFor: rentForSchema.nullable(),
  /** The cheapest home of that kind costs more than the top of the person's budget band. */
  overBudget: z.boolean(),
  /** The commute for each enabled travel mode (to the first workplace). */
  commutes: z.array(commuteOptionSchema),
  /** The same to the second workplace, when the search has one. */
  secondCommutes: z.array(commuteOptionSchema).optional(),
  /**
   * spec §3: the commute by the person's active travel mode (or the fastest timed one when that has
   * no time). Absent when the person does not commute (`commute.anchor` "none").
   */
  commuteDetails: commuteDetailsSchema.optional(),
  /** To the second workplace, when the search has one. */
  secondCommuteDetails: commuteDetailsSchema.optional(),
  /**
   * Deposits, who can rent, flooding, air and water, with sources (docs/data.md, "Renter facts").
   * Every recommendation has them; only a selection saved before they existed lacks them.
   */
  renterFacts: renterFactsSchema.optional(),
  /** The kinds of place it has plenty of, as far as the card may claim them (amenityClaims says on what basis). */
  amenities: z.array(z.string()),
  /** Missing only from a selection saved before it existed. */
  amenityClaims: amenityClaimsSchema.optional(),
  matchingFactors: z.array(z.string()),
  breakdown: z.array(
    z.object({ factor: z.enum(FACTORS), label: z.string(), score: z.number().min(0).max(100), weight: z.number() }),
  ),
});
export type Neighbourhood = z.infer<typeof neighbourhoodSchema>;

export const workLocationSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  cityId: z.string(),
  cityName: z.string(),
  state: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.enum(['coordinates', 'landmark', 'locality', 'city', 'google']),
});
export type WorkLocation = z.infer<typeof workLocationSchema>;

export const recommendInputSchema = z.strictObject({
  preferences: preferencesSchema,
  analysis: analysisResultsSchema.nullish(),
});
export type RecommendInput = z.infer<typeof recommendInputSchema>;

/**
 * Everything one set of results is computed from, given the dataset (the engine is pure): what a
 * search stores, and what `latest` recomputes from. Keys in this order: a stored input is read back
 * through this schema, so equal input hashes alike.
 */
export const recommendationInputSchema = z.object({
  preferences: preferencesSchema,
  analysis: analysisResultsSchema.nullable(),
  workLocation: workLocationSchema,
  /** Where the second workplace is, when the preferences have one. */
  secondWorkLocation: workLocationSchema.optional(),
});
export type RecommendationInput = z.infer<typeof recommendationInputSchema>;

export const recommendationsResultSchema = z.object({
  success: z.literal(true),
  recommendations: z.array(neighbourhoodSchema),
  workLocation: workLocationSchema,
  secondWorkLocation: workLocationSchema.optional(),
  /** Plain-words notes about the whole search, e.g. why fewer results than usual. */
  notes: z.array(z.string()),
  /** The kind of home the rents are about, and whether the person chose it or it was assumed. */
  homeKind: z.object({
    kind: z.enum(HOME_KIND_KEYS),
    /** Every kind the person asked for ("PG or shared"); each result's rentFor is the best fitting. */
    kinds: z.array(z.enum(HOME_KIND_KEYS)).min(1),
    assumed: z.boolean(),
  }),
  /** How many reachable neighbourhoods cost more than the budget for that kind (listed last, if at all). */
  overBudgetCount: z.number().int().nonnegative(),
});
export type RecommendationsResult = z.infer<typeof recommendationsResultSchema>;

/** The user's last results, recomputed on today's data; null before a first search. */
export const latestResultsResponse = recommendationsResultSchema.nullable();

/**
 * spec §7 POST /api/housing/recommend-housing, one path with two bodies: the finder form, which is
 * saved, or `{ preferences, analysis? }`, which is ranked. The REST surface documents the path with these.
 */
export const recommendHousingRequest = z
  .union([preferencesSchema, recommendInputSchema])
  .meta({ id: 'RecommendHousingRequest' });
export const recommendHousingResponse = z
  .union([savePreferencesResponse, recommendationsResultSchema])
  .meta({ id: 'RecommendHousingResponse' });
