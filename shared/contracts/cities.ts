import { z } from 'zod';

/** The curated cities, for the home map and the business forms' city list. */
export const citySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Curated neighbourhoods in the city (0: geocoding only). */
  localities: z.number(),
});
export type CitySummary = z.infer<typeof citySummarySchema>;

export const citiesListResponse = z.object({ cities: z.array(citySummarySchema) });
