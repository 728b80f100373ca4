import { z } from 'zod';

// Transit journeys from timetables (tRPC transit.journey and transit.reach; REST GET
// /api/transit/journey and GET /api/transit/reach): planned over the GTFS feeds of a city's network
// (docs/recommendation-formula.md, "Transit"). Times are the city's local time, India's +05:30.

/** Where India lies, with its islands: a point outside it is refused, not searched. */
const INDIA = { south: 6.4, north: 37.6, west: 68, east: 97.5 } as const;
const POINT_MESSAGE = 'Give a point as latitude,longitude in India, such as 17.4948,78.3996';

/** "17.4948,78.3996" (a query string's point) to { lat, lng }, in India. */
const pointText = z
  .string({ error: POINT_MESSAGE })
  .trim()
  .max(60, POINT_MESSAGE)
  .transform((text, ctx) => {
    const match = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
    const lat = match ? Number(match[1]) : Number.NaN;
    const lng = match ? Number(match[2]) : Number.NaN;
    if (!(lat >= INDIA.south && lat <= INDIA.north && lng >= INDIA.west && lng <= INDIA.east)) {
      ctx.addIssue({ code: 'custom', message: match ? 'This point is outside India' : POINT_MESSAGE });
      return z.NEVER;
    }
    return { lat, lng };
  });

const AT_MESSAGE = 'Give a local date and time such as 2027-01-12T08:30';

/** "2027-01-12T08:30": a day and a time of day, local to the city; 25:00 is refused. */
const localDateTime = z
  .string({ error: AT_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, AT_MESSAGE)
  .refine((text) => {
    const [y, m, d] = text.slice(0, 10).split('-').map(Number);
    const day = new Date(Date.UTC(y!, m! - 1, d!));
    return day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
  }, AT_MESSAGE);

const byOption = z.enum(['depart', 'arrive'], { error: 'Give by=depart or by=arrive' });

export const transitJourneyInput = z.strictObject({
  from: pointText,
  to: pointText,
  /** The departure (by=depart) or the latest arrival (by=arrive); the next weekday's 08:30 when absent. */
  at: localDateTime.optional(),
  by: byOption.default('depart'),
});
export type TransitJourneyInput = z.input<typeof transitJourneyInput>;

export const TRANSIT_MODES = ['walk', 'metro', 'suburban', 'monorail', 'rrts', 'bus', 'tram', 'ferry'] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];

const placeSchema = z.object({ name: z.string(), lat: z.number(), lng: z.number() });

/** 'HH:MM' local time; a journey past midnight goes on counting (24:10). */
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

export const journeyLegSchema = z.object({
  mode: z.enum(TRANSIT_MODES),
  /** The line or route, for a ride: "Red Line", "Route 47". */
  line: z.string().optional(),
  from: placeSchema,
  to: placeSchema,
  /** A ride's times; a walk has its minutes only. */
  departAt: clockTime.optional(),
  arriveAt: clockTime.optional(),
  minutes: z.number().int().nonnegative(),
});
export type JourneyLeg = z.infer<typeof journeyLegSchema>;

export const transitFeedSchema = z.object({
  id: z.string(),
  name: z.string(),
  publisher: z.string(),
  /** The day the feed was published or its data was read ('YYYY-MM-DD'). */
  asOf: z.iso.date(),
  /** A published timetable, or our own lines at their published headways and run times. */
  kind: z.enum(['timetable', 'frequency']),
  /** Said where the feed's calendar has ended and its weekly pattern is used. */
  note: z.string().optional(),
});
export type TransitFeedView = z.infer<typeof transitFeedSchema>;

export const journeyBasisSchema = z.object({
  feeds: z.array(transitFeedSchema),
  /** The attribution the feeds used ask for, to be shown with the journey. */
  attribution: z.string().optional(),
});

export const journeySchema = z.object({
  minutes: z.number().int().nonnegative(),
  departAt: clockTime,
  arriveAt: clockTime,
  changes: z.number().int().nonnegative(),
  legs: z.array(journeyLegSchema),
  basis: journeyBasisSchema,
});
export type JourneyView = z.infer<typeof journeySchema>;

export const transitJourneyResponse = z
  .object({
    success: z.literal(true),
    journey: journeySchema.nullable(),
    /** Why there is no journey, in words: the points are in different networks, nothing under 90 minutes… */
    reason: z.string().optional(),
  })
  .meta({ id: 'TransitJourneyResponse' });
export type TransitJourneyResponse = z.infer<typeof transitJourneyResponse>;

const MINUTES_MESSAGE = 'Give minutes from 5 to 180';

export const transitReachInput = z.strictObject({
  lat: z.coerce.number({ error: POINT_MESSAGE }).min(INDIA.south, POINT_MESSAGE).max(INDIA.north, POINT_MESSAGE),
  lng: z.coerce.number({ error: POINT_MESSAGE }).min(INDIA.west, POINT_MESSAGE).max(INDIA.east, POINT_MESSAGE),
  minutes: z.coerce
    .number({ error: MINUTES_MESSAGE })
    .int(MINUTES_MESSAGE)
    .min(5, MINUTES_MESSAGE)
    .max(180, MINUTES_MESSAGE)
    .default(45),
  by: byOption.default('arrive'),
  at: localDateTime.optional(),
});
export type TransitReachInput = z.input<typeof transitReachInput>;

export const reachedLocalitySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  minutes: z.number().int().nonnegative(),
  changes: z.number().int().nonnegative(),
});

export const transitReachResponse = z
  .object({
    success: z.literal(true),
    /** The localities within the minutes, quickest first. */
    localities: z.array(reachedLocalitySchema),
    basis: journeyBasisSchema,
    reason: z.string().optional(),
  })
  .meta({ id: 'TransitReachResponse' });
export type TransitReachResponse = z.infer<typeof transitReachResponse>;
