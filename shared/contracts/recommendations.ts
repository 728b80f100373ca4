import { z } from 'zod';
import { TRAVEL_MODE_KEYS } from '../constants/travel-modes';
import { type AnalysisResults, analysisResultsSchema } from './analysis';
import { type Preferences, preferencesSchema } from './preferences';

const rupeeRange = z.object({ min: z.number(), max: z.number() });

export const FACTORS = ['budget', 'commute', 'lifestyle', 'mustHaves', 'safety', 'walkability'] as const;
export type Factor = (typeof FACTORS)[number];

/** spec §3 Neighbourhood, plus the facts behind it (rents with their date, stations, sources). */
export const neighbourhoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string(),
  matchScore: z.number().int().min(0).max(100),
  safetyScore: z.number().min(0).max(10),
  walkabilityScore: z.number().min(0).max(10),
  commuteDetails: z.object({
    distance: z.number().nonnegative(),
    time: z.number().int().nonnegative(),
    travelMode: z.enum(TRAVEL_MODE_KEYS),
  }),
  amenities: z.array(z.string()),
  matchingFactors: z.array(z.string()),
  nearbyHighlights: z.array(z.string()),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  breakdown: z.array(
    z.object({ factor: z.enum(FACTORS), label: z.string(), score: z.number().min(0).max(100), weight: z.number() }),
  ),
  rent: z.object({ asOf: z.string(), bhk1: rupeeRange.optional(), bhk2: rupeeRange, bhk3: rupeeRange.optional() }),
  stations: z.array(
    z.object({ name: z.string(), system: z.string(), lines: z.array(z.string()), distanceKm: z.number() }),
  ),
  sources: z.array(z.string()),
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

/** Everything one set of results is computed from, given the dataset: the engine is pure. */
export type RecommendationInput = {
  preferences: Preferences;
  analysis: AnalysisResults | null;
  workLocation: WorkLocation;
};

export const recommendationsResultSchema = z.object({
  success: z.literal(true),
  recommendations: z.array(neighbourhoodSchema),
  workLocation: workLocationSchema,
  /** Plain-words notes about the whole search, e.g. why fewer results than usual. */
  notes: z.array(z.string()),
});
export type RecommendationsResult = z.infer<typeof recommendationsResultSchema>;
