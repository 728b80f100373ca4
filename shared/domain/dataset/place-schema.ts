import { z } from 'zod';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../constants/place-categories';

// Curated places (server/data/places/<city>.json): real, named places near the curated localities.
// Every field is a fact someone can check: the position to within ~300 m, the address, and the page
// that confirms them (`source`). A curated place has no rating: only a provider gives one.

const latitude = z.number().min(6).max(37.5);
const longitude = z.number().min(68).max(97.5);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const https = z.url({ protocol: /^https$/ });

export { PLACE_CATEGORIES, type PlaceCategory } from '../../constants/place-categories';

/** Places that open and close as businesses do: each says when its status was last checked. */
export const FOOD_CATEGORIES: readonly PlaceCategory[] = ['restaurant', 'cafe', 'bar'];

export const curatedPlaceSchema = z
  .strictObject({
    id: slug,
    name: z.string().trim().min(2).max(120),
    category: z.enum(PLACE_CATEGORIES),
    /** Street address that names the city (checked by the data test). */
    address: z.string().trim().min(10).max(240),
    lat: latitude,
    lng: longitude,
    /**
     * 0 free entry; 1–4 from the typical cost for two (docs/data.md: 1 under ₹600, 2 ₹600–1,500,
     * 3 ₹1,500–3,000, 4 over ₹3,000); null where a price does not apply or is not known.
     */
    priceLevel: z.number().int().min(0).max(4).nullable(),
    /** One factual line: what it is, not how good it is. */
    description: z.string().trim().min(20).max(240),
    website: https.optional(),
    /** The page that confirms the name, address and position. */
    source: https,
    /**
     * A food place's status when last checked (docs/data.md, "Places"): only open places are kept; one
     * found closed is removed, with the reason in its commit.
     */
    status: z.literal('open').optional(),
    statusCheckedAt: z.iso.date().optional(),
  })
  .refine((p) => !FOOD_CATEGORIES.includes(p.category) || (p.status && p.statusCheckedAt), {
    message: 'a restaurant, café or bar says when its status was last checked (status, statusCheckedAt)',
    path: ['statusCheckedAt'],
  });

export type CuratedPlace = z.infer<typeof curatedPlaceSchema>;
