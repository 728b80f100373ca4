import { z } from 'zod';
import { LIFESTYLE_KEYS } from '../../constants/lifestyles';

// Schemas of the curated data in server/data. Every file there must parse with these; the data
// test (server/data/dataset.test.ts) enforces it, so a typo in a JSON file fails CI instead of reaching a user.

const latitude = z.number().min(6).max(37.5); // India's mainland and islands
const longitude = z.number().min(68).max(97.5);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const nonEmpty = z.string().trim().min(1).max(400);
const https = z.url({ protocol: /^https$/ });
const year = z.number().int().min(2000).max(2100);

/**
 * A city's recorded crime (NCRB, Crime in India: cognisable offences, IPC and SLL, registered per
 * 1 lakh people) for the year given; the page that reports it is the source. NCRB publishes it for
 * the 19 cities of over 20 lakh people only.
 */
export const crimeRateSchema = z.strictObject({ perLakh: z.number().positive().max(10_000), year, source: https });

/**
 * How many people a city holds (Census of India 2011: its urban agglomeration where the census lists
 * one, else the city), in lakh. It sets how many localities the city must have (docs/data.md).
 */
export const populationSchema = z.strictObject({
  lakh: z.number().positive().max(500),
  year,
  of: z.enum(['urban agglomeration', 'city']),
  source: nonEmpty,
});

/** Cities of over 20 lakh (2 million) people need 15 localities, every other listed city 8. */
export function localityTarget(population: z.infer<typeof populationSchema>): number {
  return population.lakh > 20 ? 15 : 8;
}

export const citySchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  state: nonEmpty,
  lat: latitude,
  lng: longitude,
  aliases: z.array(nonEmpty),
  population: populationSchema,
  crimeRate: crimeRateSchema.optional(),
  sources: z.array(nonEmpty).min(1),
});

const rupeeRange = z
  .strictObject({ min: z.number().int().min(1000), max: z.number().int().max(2_000_000) })
  .refine((r) => r.min <= r.max, 'min must not exceed max');

export const stationSchema = z.strictObject({
  name: nonEmpty,
  system: z.enum(['metro', 'suburban', 'rail', 'monorail', 'rrts', 'brts']),
  lines: z.array(nonEmpty).min(1),
  distanceKm: z.number().min(0).max(15),
});

const level = z.number().int().min(0).max(5);
export const AMENITY_KEYS = [
  'restaurants',
  'cafes',
  'gyms',
  'parks',
  'schools',
  'hospitals',
  'groceries',
  'malls',
  'nightlife',
] as const;

/** rubric-v1: our editorial estimate; walk-access-v1: derived from mapped places (see `derived`). */
const walkabilitySchema = z.strictObject({
  score: z.number().min(0).max(10),
  method: z.enum(['rubric-v1', 'walk-access-v1']),
});

/**
 * Set when the amenity levels and walkability were derived from an inventory of mapped places
 * (scripts/derive-walk-access.ts, the Walk Score-style method of shared/domain/places/walk-access.ts)
 * instead of estimated.
 */
const derivedSchema = z.strictObject({
  method: z.literal('walk-access-v1'),
  /** Whose places were counted, e.g. "OpenStreetMap". */
  source: nonEmpty,
  asOf: z.iso.date(),
  /** Places within the 1.6 km walk that counted. */
  counted: z.number().int().min(0),
});

/**
 * A locality's own safety figure. Only a published, locality-level source may set one (docs/data.md,
 * "Safety"): without it a locality carries its city's figure. Never religion, caste or community
 * composition, or a proxy for them.
 */
const localSafety = z.strictObject({
  score: z.number().min(0).max(10),
  /** What was measured, in plain words ("recorded crimes per 1 lakh people at the X police station"). */
  basis: nonEmpty,
  year,
  source: https,
});

export const localitySchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  aliases: z.array(nonEmpty),
  pincodes: z.array(z.string().regex(/^[1-9][0-9]{5}$/)),
  city: slug,
  state: nonEmpty,
  lat: latitude,
  lng: longitude,
  rent: z.strictObject({
    asOf: z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/),
    /**
     * How students and sharers rent (docs/data.md, "Estimates"), a month: per person, `pg`, a bed in a
     * PG or hostel, from a shared room to a single one, as advertised (meals often included), and
     * `shared`, one's own bedroom in a shared flat, one's share of the rent; per flat, `rk1`, a 1 RK
     * (one room and a kitchen). `null`: not known here, or not how people rent here (said so to the person,
     * never filled in from another kind). Given for every locality of the 15 largest cities.
     */
    pg: rupeeRange.nullable().optional(),
    shared: rupeeRange.nullable().optional(),
    rk1: rupeeRange.nullable().optional(),
    bhk1: rupeeRange.optional(),
    bhk2: rupeeRange,
    bhk3: rupeeRange.optional(),
    /** A published page that gives a rent figure for this locality, where one could be found. */
    source: https.optional(),
  }),
  transit: z.strictObject({ stations: z.array(stationSchema) }),
  amenities: z.strictObject(
    Object.fromEntries(AMENITY_KEYS.map((k) => [k, level])) as Record<(typeof AMENITY_KEYS)[number], typeof level>,
  ),
  walkability: walkabilitySchema,
  derived: derivedSchema.optional(),
  safety: localSafety.optional(),
  lifestyle: z.array(z.enum(LIFESTYLE_KEYS)).min(1),
  description: z.string().trim().min(40).max(600),
  highlights: z.array(nonEmpty).min(1).max(8),
  sources: z.array(nonEmpty).min(1),
});

export const landmarkSchema = z.strictObject({
  id: slug,
  name: nonEmpty,
  aliases: z.array(nonEmpty),
  kind: z.enum(['tech-park', 'business-district', 'station', 'airport', 'university', 'hospital', 'mall', 'landmark']),
  city: slug,
  lat: latitude,
  lng: longitude,
  sources: z.array(nonEmpty).min(1),
});

/** A metro, suburban, mainline, monorail, RRTS or BRTS line, with the opening of each section. */
export const transitLineSchema = z.strictObject({
  id: slug,
  city: slug,
  system: stationSchema.shape.system,
  /** As the localities' stations name it in `lines`. */
  name: nonEmpty,
  sections: z
    .array(
      z.strictObject({
        from: nonEmpty,
        to: nonEmpty,
        opened: z.iso.date(),
        /** The page that gives this section's opening, where it is not the line's page. */
        source: z.url({ protocol: /^https?$/ }).optional(),
      }),
    )
    .min(1),
  /** The page that gives the opening dates, at the address it was read from (some are http only). */
  source: z.url({ protocol: /^https?$/ }),
  /**
   * The published average (commercial) speed the transit commute is estimated at, with the page that
   * states it; `note` says when the figure is the system's rather than the line's. No figure, no field.
   */
  averageSpeed: z
    .strictObject({ kmh: z.number().min(10).max(120), source: https, note: nonEmpty.optional() })
    .optional(),
  /**
   * Where the line forks and its trains run to one branch or the other: the stations (as the
   * localities name them) beyond the junction on each branch. A station on no branch is on the trunk,
   * which every train runs on. A ride between two branches needs a change, so it is not a direct one.
   */
  branches: z
    .array(z.strictObject({ name: nonEmpty, stations: z.array(nonEmpty).min(1) }))
    .min(2)
    .optional(),
});

export type City = z.infer<typeof citySchema>;
export type Locality = z.infer<typeof localitySchema>;
export type Landmark = z.infer<typeof landmarkSchema>;
export type TransitLine = z.infer<typeof transitLineSchema>;
