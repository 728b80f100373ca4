import { z } from 'zod';

// Facts about a curated locality that several replies carry (recommendations, locality search, the
// selected neighbourhood): defined once here, so the replies cannot drift apart.

const rupeeRange = z.object({ min: z.number(), max: z.number() });

/**
 * Monthly asking-rent bands per kind of home, with the month they were estimated for: per person for
 * a PG bed and a room in a shared flat, per flat otherwise; null, not known there (docs/data.md).
 */
export const rentSchema = z.object({
  asOf: z.string(),
  pg: rupeeRange.nullable().optional(),
  shared: rupeeRange.nullable().optional(),
  rk1: rupeeRange.nullable().optional(),
  bhk1: rupeeRange.optional(),
  bhk2: rupeeRange,
  bhk3: rupeeRange.optional(),
  /** A published page with a rent figure for the locality, where one was found (docs/data.md). */
  source: z.string().optional(),
});

export const stationSchema = z.object({
  name: z.string(),
  system: z.string(),
  lines: z.array(z.string()),
  distanceKm: z.number(),
});

export const pointSchema = z.object({ lat: z.number(), lng: z.number() });

/** What a figure is and where it comes from (shared/domain/locality-basis.ts, docs/data.md). */
export const factBasisSchema = z.object({
  /**
   * 'published': a published figure, with its source; 'derived': counted from mapped places;
   * 'estimate': ours; 'none': no figure at all.
   */
  kind: z.enum(['published', 'derived', 'estimate', 'none']),
  /** Whose figure it is: the whole city's, or this locality's own. */
  scope: z.enum(['city', 'locality']),
  text: z.string(),
  source: z.string().nullable(),
  /**
   * Past its shelf life: how old the figure is and what to do, in plain words ("NCRB 2023 figures;
   * newer ones may exist: check locally."); null while it is within it. The figure still counts.
   */
  outOfDate: z.string().nullable(),
});
export type FactBasis = z.infer<typeof factBasisSchema>;

/** The fields every reply about a locality shares (spec §3 Neighbourhood, minus the scoring). */
export const localityFactsSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string(),
  /** Null where no published figure exists (basis.safety says so). */
  safetyScore: z.number().min(0).max(10).nullable(),
  walkabilityScore: z.number().min(0).max(10),
  nearbyHighlights: z.array(z.string()),
  coordinates: pointSchema,
  rent: rentSchema,
  stations: z.array(stationSchema),
  sources: z.array(z.string()),
  /** What the safety, walkability, amenity, rent and station figures are, in plain words, with sources. */
  basis: z.object({
    safety: factBasisSchema,
    walkability: factBasisSchema,
    amenities: factBasisSchema,
    rent: factBasisSchema,
    transit: factBasisSchema,
  }),
});
