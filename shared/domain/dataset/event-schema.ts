import { z } from 'zod';

// The curated events calendar (server/data/events/): real recurring city events with their
// published rule, festivals with their published date per year, and public days at real venues.
// Dates are never computed from a lunar calendar: festivals.json lists each year's published date.

const latitude = z.number().min(6).max(37.5);
const longitude = z.number().min(68).max(97.5);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const https = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const weekday = z.enum(WEEKDAYS);
const month = z.number().int().min(1).max(12);

/**
 * A subset of RFC 5545 RRULE: enough for every published rule in the calendar. A plain union: two
 * shapes share freq "yearly".
 */
export const recurrenceSchema = z.union([
  /** Every week on these days ("every Sunday"); `months` limits it to a season. */
  z.strictObject({ freq: z.literal('weekly'), byDay: z.array(weekday).min(1), months: z.array(month).optional() }),
  /** One weekday a month ("second Saturday", -1: "last Sunday"). */
  z.strictObject({
    freq: z.literal('monthly'),
    byDay: weekday,
    bySetPos: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
    months: z.array(month).optional(),
  }),
  /** A fixed day every year (Republic Day: 26 January). */
  z.strictObject({ freq: z.literal('yearly'), byMonth: month, byMonthDay: z.number().int().min(1).max(31) }),
  /** One weekday of one month every year ("third Sunday of January"). */
  z.strictObject({
    freq: z.literal('yearly'),
    byMonth: month,
    byDay: weekday,
    bySetPos: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
  }),
]);

const dateRange = z
  .strictObject({ start: isoDate, end: isoDate.optional() })
  .refine((r) => !r.end || r.end >= r.start, 'end must not be before start');

export const EVENT_CATEGORIES = [
  'festival',
  'music',
  'arts',
  'culture',
  'heritage',
  'food',
  'market',
  'sports',
  'comedy',
  'quiz',
  'literature',
  'community',
  'public-event',
] as const;

export const curatedEventSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(3).max(140),
  category: z.enum(EVENT_CATEGORIES),
  description: z.string().trim().min(20).max(300),
  venue: z.strictObject({
    name: z.string().trim().min(2).max(140),
    address: z.string().trim().min(10).max(240),
    lat: latitude,
    lng: longitude,
  }),
  /** Local start time ("HH:MM") where it is published; null otherwise. */
  time: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .nullable(),
  /** Typical ticket price for one person in rupees; 0 is free. */
  priceInr: z.number().int().min(0).max(100_000),
  officialSite: https,
  bookingLink: https.optional(),
  /** The page that confirms the rule or the dates. */
  source: https,
  /** Exactly one of: a published recurrence, a festival from festivals.json, or listed dates. */
  schedule: z.union([
    z.strictObject({
      rule: recurrenceSchema,
      from: isoDate.optional(),
      until: isoDate.optional(),
      /** How many days each occurrence lasts (a fair, a season); 1 when absent. */
      durationDays: z.number().int().min(1).max(120).optional(),
    }),
    z.strictObject({ festival: slug }),
    z.strictObject({ dates: z.array(dateRange).min(1) }),
  ]),
});

/** A festival's published date per year (server/data/events/festivals.json). */
export const festivalSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(2).max(80),
  /** Year → its published date (or span), for this year and the next two at least. */
  dates: z.record(z.string().regex(/^20[0-9]{2}$/), dateRange),
  /** One page per year's date, or one calendar page that lists them all. */
  sources: z.array(https).min(1),
});

export type Recurrence = z.infer<typeof recurrenceSchema>;
export type CuratedEvent = z.infer<typeof curatedEventSchema>;
export type Festival = z.infer<typeof festivalSchema>;
