import { z } from 'zod';
import { LIFESTYLE_KEYS } from '../constants/lifestyles';
import { localityFactsSchema } from './locality-facts';
import { neighbourhoodSchema } from './recommendations';

// POST /api/neighborhoods/search: free text, city and filters over the curated localities.
export const searchInputSchema = z
  .strictObject({
    query: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    city: z.string().trim().max(60, 'must be at most 60 characters').optional(),
    filters: z
      .strictObject({
        lifestyle: z.array(z.enum(LIFESTYLE_KEYS)).max(LIFESTYLE_KEYS.length),
        maxRent: z.number().int().min(1000).max(2_000_000),
        bhk: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        nearMetro: z.boolean(),
      })
      .partial()
      .optional(),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .meta({ id: 'NeighbourhoodSearchRequest' });
export type SearchInput = z.input<typeof searchInputSchema>;

/** A curated locality as search and selection show it, without a user's scores. */
export const localitySummarySchema = localityFactsSchema.extend({
  cityId: z.string(),
  lifestyle: z.array(z.enum(LIFESTYLE_KEYS)),
});
export type LocalitySummary = z.infer<typeof localitySummarySchema>;

export const searchResultSchema = z
  .object({
    results: z.array(localitySummarySchema),
    total: z.number().int(),
    /** The city searched; `isFallback` when the name was unknown and New Delhi was used (spec §8). */
    city: z.object({ id: z.string(), name: z.string(), isFallback: z.boolean() }).nullable(),
  })
  .meta({ id: 'NeighbourhoodSearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The neighbourhood a user picked, kept for the places and events pages and the assistant. */
export const selectedNeighbourhoodSchema = z.union([neighbourhoodSchema, localitySummarySchema]);
export type SelectedNeighbourhood = z.infer<typeof selectedNeighbourhoodSchema>;

export const selectInputSchema = z.strictObject({ id: z.string().min(1).max(120) });
export type SelectInput = z.infer<typeof selectInputSchema>;
export const selectionResponseSchema = z.object({ selectedNeighborhood: selectedNeighbourhoodSchema.nullable() });
