import { z } from 'zod';
import { PLACE_CATEGORY_KEYS, PLACE_TYPE_OPTIONS, PRICE_LEVEL_OPTIONS, RADIUS_OPTIONS_KM } from '../constants/places';
import { pointSchema } from './locality-facts';

// Discover Places (spec §2 "Place recommender page", §3 Place, §4 "Place search", §5 filters):
// tRPC places.search and POST /api/places/recommendations.

const radius = z.literal(RADIUS_OPTIONS_KM, { error: `must be one of ${RADIUS_OPTIONS_KM.join(', ')} (km)` });

export const placesSearchInput = z
  .strictObject({
    /** A curated neighbourhood's id (the finder's results, the neighbourhood search). */
    neighborhoodId: z.string().trim().min(1).max(120).optional(),
    /** For a client that knows only a name: geocoded on the server (spec §4 step 1). */
    neighborhood: z
      .strictObject({
        name: z.string().trim().min(1).max(120),
        city: z.string().trim().min(1).max(60),
        state: z.string().trim().max(60).optional(),
      })
      .optional(),
    type: z.enum(PLACE_TYPE_OPTIONS, { error: `must be one of ${PLACE_TYPE_OPTIONS.join(', ')}` }).default('all'),
    radius: radius.default(5),
    priceLevel: z
      .number({ error: 'must be a number from 0 to 4' })
      .int('must be a whole number from 0 to 4')
      .min(0, 'must be from 0 to 4')
      .max(Math.max(...PRICE_LEVEL_OPTIONS), 'must be from 0 to 4')
      .default(0),
  })
  .superRefine((input, ctx) => {
    if (!input.neighborhoodId === !input.neighborhood) {
      ctx.addIssue({
        code: 'custom',
        path: ['neighborhoodId'],
        message: input.neighborhoodId
          ? 'give either neighborhoodId or neighborhood, not both'
          : 'give neighborhoodId, or neighborhood with its name and city',
      });
    }
  })
  .meta({ id: 'PlacesSearchRequest' });
export type PlacesSearchInput = z.input<typeof placesSearchInput>;

/** Who found a place: our curated list, or a live provider; `ai` places are labelled AI suggestions. */
export const placeSourceSchema = z.object({
  provider: z.enum(['curated', 'google', 'osm', 'ai']),
  /** The page or listing behind it, where there is one. */
  url: z.string().nullable(),
});

/** spec §3 Place (with `source`). Distance is ours, from the neighbourhood's centre. */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(PLACE_CATEGORY_KEYS),
  description: z.string(),
  address: z.string(),
  coordinates: pointSchema,
  /** 0 free, 1–4 ₹ to ₹₹₹₹; null where no price applies or is known. */
  priceLevel: z.number().int().min(0).max(4).nullable(),
  /** A provider's rating (1–5); null for a curated place: we never make one up. */
  rating: z.number().min(0).max(5).nullable(),
  /** km from the neighbourhood's centre. */
  distance: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  website: z.string().nullable(),
  /** As the provider gives them (OpenStreetMap's opening_hours syntax, e.g. "Mo-Su 07:00-22:00"); null when unknown. */
  openingHours: z.string().nullable(),
  phone: z.string().nullable(),
  /** 1 for the person's first priority type, 2 for the second…; null when not a priority type. */
  priorityRank: z.number().int().positive().nullable(),
  /** Set only for the person's own must-have categories: the card's PRIORITY badge. */
  isPriority: z.boolean(),
  source: placeSourceSchema,
});
export type Place = z.infer<typeof placeSchema>;

export const placesNeighbourhoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  coordinates: pointSchema,
});

export const placesSearchResponse = z
  .object({
    success: z.literal(true),
    neighborhood: placesNeighbourhoodSchema,
    places: z.array(placeSchema),
    /** The priority types used, in order (spec §7). */
    priorityTypes: z.array(z.enum(PLACE_CATEGORY_KEYS)),
    /**
     * Which provider answered, as the page names it ("Basera's curated places", "OpenStreetMap and
     * Basera's curated places"…), with the attribution its licence requires (OpenStreetMap's ODbL).
     */
    provider: z.object({
      kind: placeSourceSchema.shape.provider,
      label: z.string(),
      attribution: z.object({ text: z.string(), url: z.string() }).nullable(),
    }),
    /**
     * Set when a live provider failed and the curated places stand in, when live map data is
     * unavailable ("Showing Basera's curated places; live map data is unavailable"), or similar.
     */
    notice: z.string().nullable(),
  })
  .meta({ id: 'PlacesSearchResponse' });
export type PlacesSearchResponse = z.infer<typeof placesSearchResponse>;
