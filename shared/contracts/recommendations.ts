import { z } from 'zod';
import { TRAVEL_MODE_KEYS } from '../constants/travel-modes';
import { analysisResultsSchema } from './analysis';
import { localityFactsSchema } from './locality-facts';
import { preferencesSchema } from './preferences';
import { renterFactsSchema } from './renter-facts';

export const FACTORS = ['budget', 'commute', 'lifestyle', 'mustHaves', 'safety', 'walkability'] as const;
export type Factor = (typeof FACTORS)[number];

const commuteDetailsSchema = z.object({
  distance: z.number().nonnegative(),
  time: z.number().int().nonnegative(),
  travelMode: z.enum(TRAVEL_MODE_KEYS),
});

/** spec §3 Neighbourhood, plus the facts behind it (rents with their date, stations, sources). */
export const neighbourhoodSchema = localityFactsSchema.extend({
  matchScore: z.number().int().min(0).max(100),
  commuteDetails: commuteDetailsSchema,
  /** To the second workplace, when the search has one. */
  secondCommuteDetails: commuteDetailsSchema.optional(),
  /**
   * Deposits, who can rent, flooding, air and water, with sources (docs/data.md, "Renter facts").
   * Every recommendation has them; only a selection saved before they existed lacks them.
   */
  renterFacts: renterFactsSchema.optional(),
  amenities: z.array(z.string()),
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
});
export type RecommendationsResult = z.infer<typeof recommendationsResultSchema>;

/** The user's last results, recomputed on today's data; null before a first search. */
export const latestResultsResponse = recommendationsResultSchema.nullable();
