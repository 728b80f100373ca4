import { z } from 'zod';
import { PLACE_CATEGORY_KEYS, PLACE_CATEGORY_LABELS, type PlaceCategoryKey } from '../../../shared/constants/places';
import { haversineKm, randomPointWithin } from '../../../shared/domain/geo';
import type { LlmProvider } from '../ai';
import type { Geocoder } from '../geocoding';
import { type FoundPlace, type PlacesProvider, PlacesProviderError, type PlacesQuery } from './places-provider';

// Place suggestions from a model (PLACES_PROVIDER=gemini), with the spec's prompt rules (§7) and
// normalisation defaults (§3). Every such place is labelled an AI suggestion and is never stored.

const SETTINGS = { temperature: 0.4, topP: 0.95, topK: 40, maxOutputTokens: 4096 }; // spec §7: 4,096

export function buildPlacesPrompt(query: PlacesQuery): { system: string; prompt: string } {
  const types = query.type === 'all' ? query.priorityTypes : [query.type];
  const price = query.priceLevel > 0 ? `Only places with priceLevel ${query.priceLevel} or lower.` : 'Any price level.';
  return {
    system:
      'You recommend real places in Indian cities for people who are moving there. Reply with a JSON array ' +
      'only, no prose. Use numbers as numbers. Never invent a place: suggest only places you know exist.',
    prompt: [
      `Suggest places near ${query.neighbourhood.name}, ${query.neighbourhood.city} ` +
        `(centre ${query.centre.lat.toFixed(4)}, ${query.centre.lng.toFixed(4)}), within ${query.radiusKm} km.`,
      `Priority categories, in order: ${types.join(', ')}. At least 3 places for each priority category and at least 15 in total.`,
      query.type === 'all' ? 'Any category is allowed after the priority ones.' : `Only the category ${query.type}.`,
      price,
      `Each item: {"id": unique string, "name", "category" (one of ${PLACE_CATEGORY_KEYS.join(', ')}), "description" (one line), ` +
        '"address", "coordinates": {"lat", "lng"}, "priceLevel" (1-4), "rating" (3.5-4.8), "distance" (km from the centre, ' +
        `0.1-${query.radiusKm}), "website" (https URL or omit)}.`,
      'Sort by priority category, then by distance.',
    ].join('\n'),
  };
}

const aiPlaceSchema = z.object({
  name: z.string().trim().min(1).max(120),
  category: z.string().optional(),
  description: z.string().max(400).optional(),
  address: z.string().max(240).optional(),
  coordinates: z.object({ lat: z.number().optional(), lng: z.number().optional() }).optional(),
  priceLevel: z.number().optional(),
  rating: z.number().optional(),
  distance: z.number().optional(),
  website: z.string().optional(),
});

const categoryOf = (value: string | undefined): PlaceCategoryKey =>
  (PLACE_CATEGORY_KEYS as readonly string[]).includes(value ?? '') ? (value as PlaceCategoryKey) : 'other'; // spec §3: other

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function createAiPlacesProvider(options: {
  llm: LlmProvider;
  geocoder: Geocoder;
  random?: () => number;
}): PlacesProvider {
  return {
    kind: 'ai',
    label: `AI suggestions (${options.llm.label})`,
    attribution: null,
    async search(query) {
      let reply: unknown;
      try {
        reply = await options.llm.generateJson({ ...buildPlacesPrompt(query), settings: SETTINGS });
      } catch (error) {
        throw new PlacesProviderError('The model did not answer', { cause: error });
      }
      const items = Array.isArray(reply) ? reply : (reply as { places?: unknown } | null)?.places;
      if (!Array.isArray(items)) throw new PlacesProviderError('The model did not answer with a list of places');
      const places: FoundPlace[] = [];
      for (const [index, item] of items.entries()) {
        const parsed = aiPlaceSchema.safeParse(item);
        if (!parsed.success) continue; // a malformed item is dropped, not repaired
        places.push(await normalise(parsed.data, index, query, options));
      }
      return places;
    },
  };
}

/** spec §3 defaults (category other, price 1, rating 4, distance 1) and §4 step 5 placement. */
async function normalise(
  item: z.infer<typeof aiPlaceSchema>,
  index: number,
  query: PlacesQuery,
  options: { geocoder: Geocoder; random?: () => number },
): Promise<FoundPlace> {
  const category = categoryOf(item.category);
  const distance = clamp(item.distance ?? 1, 0, query.radiusKm);
  const { lat = 0, lng = 0 } = item.coordinates ?? {};
  let coordinates = { lat, lng };
  if (lat === 0 && lng === 0) {
    const found = item.address ? await options.geocoder.geocode(item.address).catch(() => null) : null;
    // A geocoded point far outside the search is the wrong place: placed near the centre instead.
    coordinates =
      found && haversineKm(found, query.centre) <= query.radiusKm * 2
        ? { lat: found.lat, lng: found.lng }
        : randomPointWithin(query.centre, distance, options.random);
  }
  return {
    id: `ai-${index + 1}-${item.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)}`,
    name: item.name,
    category,
    description: item.description?.trim() || `${PLACE_CATEGORY_LABELS[category]} suggested by an AI.`,
    address: item.address?.trim() || `${query.neighbourhood.name}, ${query.neighbourhood.city}`,
    coordinates,
    priceLevel: Math.round(clamp(item.priceLevel ?? 1, 0, 4)),
    rating: Math.round(clamp(item.rating ?? 4, 1, 5) * 10) / 10,
    imageUrl: null,
    website: item.website && /^https?:\/\//.test(item.website) ? item.website : null,
    openingHours: null,
    phone: null,
    source: { provider: 'ai', url: null },
  };
}
