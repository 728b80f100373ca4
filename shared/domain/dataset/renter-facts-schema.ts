import { z } from 'zod';
import { WHO_CAN_RENT_TOPICS } from '../../constants/renter-filters';

// The facts renters in India ask about first (server/data/renter-facts/, docs/data.md "Renter
// facts"): tenancy customs and rules per city, restrictions on who can rent where a published source
// reports them, flood-prone spots from a corporation's or disaster authority's published list, the
// city's annual PM2.5 and water supply. Every fact names its source; one without a source we can
// name is left out, and docs/data.md lists what was.

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = z.string().trim().min(10).max(400);
const year = z.number().int().min(1950).max(2100);

/** Where a fact comes from: the publisher and title (and date), and its page where we are sure of it. */
export const factSourceSchema = z.strictObject({
  source: z.string().trim().min(10).max(300),
  url: z.url({ protocol: /^https?$/ }).optional(),
  year,
});
export type FactSource = z.infer<typeof factSourceSchema>;

/** A deposit, brokerage or registration norm of a city: a rule in force, or a reported custom. */
export const tenancyNormSchema = z.strictObject({
  topic: z.enum(['deposit', 'brokerage', 'registration']),
  /** 'law': a statute or rule in force; 'reported': a custom a publication reports. */
  kind: z.enum(['law', 'reported']),
  text,
  ...factSourceSchema.shape,
});

export const cityTenancySchema = z.strictObject({ city: slug, norms: z.array(tenancyNormSchema).min(1) });
export type CityTenancy = z.infer<typeof cityTenancySchema>;

/**
 * A restriction on who can rent that a publication reports: always shown as "reported", with its
 * source, never as a rule; about a kind of tenant (bachelors, pet owners, people who eat meat),
 * never about who lives somewhere. `localities` names the neighbourhoods the report names, if any;
 * without them the report is about the city at large and decides no neighbourhood's filter.
 */
export const whoCanRentReportSchema = z.strictObject({
  city: slug,
  topic: z.enum(WHO_CAN_RENT_TOPICS),
  localities: z.array(slug).optional(),
  text,
  ...factSourceSchema.shape,
});
export type WhoCanRentReport = z.infer<typeof whoCanRentReportSchema>;

/**
 * A published list of flood-prone spots (a municipal corporation's or disaster authority's), as far
 * as we hold it. `complete` only when we hold the whole list: then a locality of the city that is
 * not on it is known to be off it; otherwise that is not known.
 */
export const floodListSchema = z.strictObject({
  id: slug,
  city: slug,
  /** "BBMP's list of flood-vulnerable areas". */
  name: z.string().trim().min(5).max(120),
  publisher: z.string().trim().min(3).max(120),
  complete: z.boolean(),
  ...factSourceSchema.shape,
  entries: z
    .array(
      z.strictObject({
        locality: slug,
        /** The spot as the list names it ("Hindmata", "Sarjapur Road"). */
        spot: z.string().trim().min(2).max(120),
      }),
    )
    .min(1),
});
export type FloodList = z.infer<typeof floodListSchema>;

/** A published annual PM2.5 average (µg/m³): the city's, or a monitoring station's near localities. */
export const airQualitySchema = z.strictObject({
  city: slug,
  scope: z.enum(['city', 'station']),
  /** The station's name, and the localities it is near (within about 2 km), for a station figure. */
  station: z.string().trim().min(3).max(120).optional(),
  localities: z.array(slug).optional(),
  pm25: z.number().positive().max(500),
  ...factSourceSchema.shape,
});
export type AirQuality = z.infer<typeof airQualitySchema>;

/** How water reaches homes, where a publication says: the city at large, or named localities. */
export const waterSupplySchema = z.strictObject({
  city: slug,
  localities: z.array(slug).optional(),
  supply: z.enum(['piped', 'tankers', 'mixed']),
  text,
  ...factSourceSchema.shape,
});
export type WaterSupply = z.infer<typeof waterSupplySchema>;

export interface RenterFactsData {
  tenancy: readonly CityTenancy[];
  whoCanRent: readonly WhoCanRentReport[];
  floodLists: readonly FloodList[];
  airQuality: readonly AirQuality[];
  waterSupply: readonly WaterSupply[];
}
