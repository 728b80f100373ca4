import { z } from 'zod';

// Facts about a curated locality that several replies carry (recommendations, locality search, the
// selected neighbourhood): defined once here, so the replies cannot drift apart.

const rupeeRange = z.object({ min: z.number(), max: z.number() });

/** Monthly asking-rent bands per flat size, with the month they were estimated for. */
export const rentSchema = z.object({
  asOf: z.string(),
  bhk1: rupeeRange.optional(),
  bhk2: rupeeRange,
  bhk3: rupeeRange.optional(),
});

export const stationSchema = z.object({
  name: z.string(),
  system: z.string(),
  lines: z.array(z.string()),
  distanceKm: z.number(),
});

export const pointSchema = z.object({ lat: z.number(), lng: z.number() });

/** The fields every reply about a locality shares (spec §3 Neighbourhood, minus the scoring). */
export const localityFactsSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string(),
  safetyScore: z.number().min(0).max(10),
  walkabilityScore: z.number().min(0).max(10),
  nearbyHighlights: z.array(z.string()),
  coordinates: pointSchema,
  rent: rentSchema,
  stations: z.array(stationSchema),
  sources: z.array(z.string()),
});
