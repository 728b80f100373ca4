import { z } from 'zod';

// Festival dates of a year (tRPC events.festivals, REST GET /api/festivals): computed from the Sun's
// and Moon's positions, by computus, or fixed (shared/domain/festivals/, docs/data.md "Festival dates").

const YEAR_MESSAGE = 'Give a year from 1900 to 2100, such as 2027';

export const festivalsInput = z.strictObject({
  /** A query string's year comes as text: numbers and their text alike. */
  year: z.coerce.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
  /** One of our cities, by id or name: national festivals reckoned as its almanac would. */
  city: z.string().trim().min(1).max(60, 'must be at most 60 characters').optional(),
});
export type FestivalsInput = z.input<typeof festivalsInput>;

export const festivalDateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD', in IST. */
  start: z.iso.date(),
  /** The last day, for a festival of several days (Durga Puja, Pongal, Navratri). */
  end: z.iso.date().optional(),
  /** How the date was found, in words: "computed from the Sun and Moon's positions (rule: …)", "fixed date"… */
  basis: z.string(),
  /** Days other almanacs keep, each with its convention in words ("Smarta calendars: 15 Aug"). */
  alternativeDates: z.array(z.object({ date: z.iso.date(), note: z.string() })).optional(),
  /**
   * True for a day that depends on the sighting of the moon (the Islamic festivals): expected, and may
   * move by a day either way; `basis` says so in words.
   */
  expected: z.boolean().optional(),
});
export type FestivalDate = z.infer<typeof festivalDateSchema>;

export const festivalsResponse = z
  .object({
    success: z.literal(true),
    year: z.number().int(),
    /** The city asked for, by name; null for the national lists (New Delhi's almanac). */
    city: z.string().nullable(),
    festivals: z.array(festivalDateSchema),
  })
  .meta({ id: 'FestivalsResponse' });
export type FestivalsResponse = z.infer<typeof festivalsResponse>;
