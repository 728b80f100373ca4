import {
  categoryOfOsmTags,
  PLACE_CATEGORIES,
  PLACE_CATEGORY_TABLE,
  type PlaceCategory,
} from '../../../../shared/constants/place-categories';
import { PLACE_CATEGORY_LABELS } from '../../../../shared/constants/places';
import type { OverpassElement } from '../../../../shared/contracts/overpass';
import type { FoundPlace } from '../places-provider';

// Overpass QL for a search, and its reply read into places. The query asks for every category at
// once, so one cached answer serves every filter, with a cap per category so that a dense category
// (restaurants) cannot crowd out a sparse one (pharmacies) at 20 km.

/** Changes whenever the query or the mapping changes, so cached tiles of an older shape are not reused. */
export const QUERY_VERSION = 'q2';

/** The Overpass QL selector of one `key=value` tag on named features. */
function selectorOf(tag: string): string {
  const [key, value] = tag.split('=');
  return `["${key}"="${value}"]["name"]`;
}

/**
 * Every category's named features within `radiusM` of a point, at most `perCategory` of each
 * (Overpass returns them in id order: a cap, not a ranking; our own distance orders the list).
 */
export function overpassQuery(
  centre: { lat: number; lng: number },
  radiusM: number,
  options: { perCategory: number; timeoutS: number; categories?: readonly PlaceCategory[] },
): string {
  const around = `(around:${Math.round(radiusM)},${centre.lat.toFixed(5)},${centre.lng.toFixed(5)})`;
  const blocks = (options.categories ?? PLACE_CATEGORIES).map((category) => {
    const union = PLACE_CATEGORY_TABLE[category].osm.map((tag) => `nwr${selectorOf(tag)}${around};`).join('');
    return `(${union});out center tags ${options.perCategory};`;
  });
  return `[out:json][timeout:${options.timeoutS}];${blocks.join('')}`;
}

/** An Overpass reply's elements as places: named, placed, of a category we know; each once. */
export function placesFromElements(elements: readonly OverpassElement[]): FoundPlace[] {
  const seen = new Set<string>();
  return elements.flatMap((element): FoundPlace[] => {
    const tags = element.tags ?? {};
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    const id = `osm-${element.type}-${element.id}`;
    if (!tags.name || typeof lat !== 'number' || typeof lng !== 'number' || seen.has(id)) return [];
    seen.add(id);
    const category = categoryOfOsmTags(tags) ?? 'other';
    const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
    const address = [street, tags['addr:suburb'], tags['addr:city'], tags['addr:postcode']].filter(Boolean).join(', ');
    const website = tags.website ?? tags['contact:website'];
    return [
      {
        id,
        name: tags.name,
        category,
        description: tags.cuisine
          ? `${PLACE_CATEGORY_LABELS[category]}; cuisine: ${tags.cuisine.replace(/_/g, ' ').replace(/;/g, ', ')}.`
          : `${PLACE_CATEGORY_LABELS[category]} mapped on OpenStreetMap.`,
        address,
        coordinates: { lat, lng },
        priceLevel: null,
        rating: null,
        imageUrl: null,
        website: website?.startsWith('https://') ? website : null,
        openingHours: tags.opening_hours?.trim() || null,
        phone: (tags.phone ?? tags['contact:phone'])?.split(';')[0]?.trim() || null,
        source: { provider: 'osm', url: `https://www.openstreetmap.org/${element.type}/${element.id}` },
      },
    ];
  });
}

/** An Overpass reply's body → its elements; throws on anything else (an error page, a runtime error remark). */
export function elementsOf(body: unknown): OverpassElement[] {
  if (typeof body !== 'object' || body === null) throw new Error('not a JSON object');
  const { elements, remark } = body as { elements?: unknown; remark?: unknown };
  // Overpass reports a timeout or memory error in `remark` beside a partial (often empty) list.
  if (typeof remark === 'string' && /error/i.test(remark)) throw new Error(`Overpass: ${remark}`);
  if (!Array.isArray(elements)) throw new Error('no elements');
  return elements.filter(
    (e): e is OverpassElement =>
      typeof e === 'object' && e !== null && (e.type === 'node' || e.type === 'way' || e.type === 'relation'),
  );
}
