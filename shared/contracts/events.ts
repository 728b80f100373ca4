import { z } from 'zod';
import { LIFESTYLE_KEYS } from '../constants/lifestyles';
import { personaSchema } from './analysis';
import { pointSchema } from './locality-facts';

// Social Events (spec §2 "Social Events page", §3 Social event and Location state, §4 location
// precedence, §9 scoring): tRPC events.upcoming and POST /api/social/groups; GET /api/user/interests.

export { DEFAULT_EVENTS_LOCATION } from '../constants/events';

export const EVENTS_LOCATION_SOURCES = [
  'neighborhood',
  'geolocation',
  'neighborhood_fallback',
  'default',
  'city',
] as const;
export type EventsLocationSource = (typeof EVENTS_LOCATION_SOURCES)[number];

export const eventsInput = z
  .strictObject({
    /** The selected neighbourhood (spec §4 step 1). */
    neighborhoodId: z.string().trim().min(1).max(120).optional(),
    /** A city by name ("Bangalore" works). */
    city: z.string().trim().min(1).max(60, 'must be at most 60 characters').optional(),
    /** The browser's position (spec §4 step 2), reverse-geocoded to a city. */
    coordinates: z
      .strictObject({
        lat: z.number().min(-90, 'must be from -90 to 90').max(90, 'must be from -90 to 90'),
        lng: z.number().min(-180, 'must be from -180 to 180').max(180, 'must be from -180 to 180'),
      })
      .optional(),
    /** How the page settled on this location (spec §3 Location state), echoed back. */
    source: z.enum(EVENTS_LOCATION_SOURCES).optional(),
  })
  .superRefine((input, ctx) => {
    const given = [input.neighborhoodId, input.city, input.coordinates].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['neighborhoodId'],
        message: 'give one of neighborhoodId, city or coordinates',
      });
    }
  })
  .meta({ id: 'EventsRequest' });
export type EventsInput = z.input<typeof eventsInput>;

/** spec §3 Social event, plus what we add: id, venue position, recurrence, source and scoring. */
export const socialEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** YYYY-MM-DD, never in the past: an event under way shows today's date and its endDate. */
  date: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** Local start time "HH:MM" where published. */
  time: z.string().nullable(),
  location: z.string(),
  description: z.string(),
  ticket_details: z.object({
    /** Typical price in rupees for one person; 0 is free. */
    price: z.number().int().min(0),
    booking_link: z.string().nullable(),
  }),
  official_source: z.string(),
  coordinates: pointSchema.nullable(),
  /** For a repeating event, its rule in words ("Every Sunday"); only its next date in each month is listed. */
  recurrence: z.string().nullable(),
  source: z.object({ provider: z.enum(['curated', 'ics', 'ai']), url: z.string().nullable() }),
  personalScore: z.number().int().min(0),
  isPersonalized: z.boolean(),
});
export type SocialEvent = z.infer<typeof socialEventSchema>;

export const eventsLocationSchema = z.object({
  city: z.string(),
  cityId: z.string().nullable(),
  coordinates: pointSchema,
  source: z.enum(EVENTS_LOCATION_SOURCES),
  /** The neighbourhood's name when there is one (the page's "events near …" line). */
  neighborhood: z.string().nullable(),
});

export const eventsResponse = z
  .object({
    success: z.literal(true),
    location: eventsLocationSchema,
    events: z.array(socialEventSchema),
    provider: z.object({ kind: z.enum(['curated', 'ics', 'ai']), label: z.string() }),
    notice: z.string().nullable(),
  })
  .meta({ id: 'EventsResponse' });
export type EventsResponse = z.infer<typeof eventsResponse>;

/** GET /api/user/interests: what the events are scored against (spec §9). */
export const interestsResponse = z
  .object({
    lifestyleKeys: z.array(z.enum(LIFESTYLE_KEYS)),
    traits: z.array(z.string()),
    indicators: z.array(z.string()),
    persona: personaSchema.nullable(),
  })
  .meta({ id: 'InterestsResponse' });
export type Interests = z.infer<typeof interestsResponse>;
