import { z } from 'zod';
import { WHO_CAN_RENT_TOPICS } from '../constants/renter-filters';

// What a reply says about renting in a neighbourhood (docs/data.md, "Renter facts"): each fact with
// its source and year, and whether it meets each renter filter ('unknown' never counts as meeting it).

const sourced = {
  /** The publisher and title (and date) of the source. */
  source: z.string(),
  /** Its page, where we are sure of it. */
  url: z.string().optional(),
  year: z.number().int(),
  /** Past its shelf life: its age and what to do, in plain words; null while within it (docs/data.md). */
  outOfDate: z.string().nullable(),
};

export const factStatusSchema = z.enum(['yes', 'no', 'unknown']);
export type FactStatus = z.infer<typeof factStatusSchema>;

export const renterFactsSchema = z.object({
  /** The city's deposit, brokerage and registration rules ('law') and reported customs. */
  tenancy: z.array(
    z.object({
      topic: z.enum(['deposit', 'brokerage', 'registration']),
      kind: z.enum(['law', 'reported']),
      text: z.string(),
      ...sourced,
    }),
  ),
  /** Restrictions on kinds of tenant that a publication reports, for the city or this neighbourhood. */
  whoCanRent: z.array(
    z.object({ topic: z.enum(WHO_CAN_RENT_TOPICS), scope: z.enum(['city', 'locality']), text: z.string(), ...sourced }),
  ),
  /** 'listed': on a published flood list; 'off-list': not on a list we hold whole; else 'unknown'. */
  flood: z.object({
    status: z.enum(['listed', 'off-list', 'unknown']),
    text: z.string(),
    source: z.string().nullable(),
    url: z.string().optional(),
    year: z.number().int().nullable(),
    outOfDate: z.string().nullable(),
  }),
  /** The annual PM2.5 average of a nearby monitoring station, else of the city; null when none is published. */
  airQuality: z
    .object({
      pm25: z.number(),
      scope: z.enum(['city', 'station']),
      station: z.string().nullable(),
      text: z.string(),
      ...sourced,
    })
    .nullable(),
  water: z
    .object({
      supply: z.enum(['piped', 'tankers', 'mixed']),
      scope: z.enum(['city', 'locality']),
      text: z.string(),
      ...sourced,
    })
    .nullable(),
  /** Whether the neighbourhood is known to meet each renter filter. */
  filters: z.object({
    petsAllowed: factStatusSchema,
    bachelorFriendly: factStatusSchema,
    awayFromFloodSpots: factStatusSchema,
    cleanerAir: factStatusSchema,
  }),
});
export type RenterFacts = z.infer<typeof renterFactsSchema>;
