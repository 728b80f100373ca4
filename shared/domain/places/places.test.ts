import { describe, expect, it } from 'vitest';
import { circleRing, haversineKm, randomPointWithin } from '../geo';
import { filterPlaces } from './filter-places';
import { directionsUrl, formatDistance, formatPriceLevel, formatRating } from './format-place';
import { mergeWithCurated } from './merge-places';
import { priorityTypes } from './priority-types';
import { rankPlaces } from './rank-places';
import { walkAccess, walkCredit } from './walk-access';

const place = (id: string, category: string, distance: number, priceLevel: number | null = 2) => ({
  id,
  name: id,
  category,
  distance,
  priceLevel,
});

describe('spec §5 place filter', () => {
  const places = [
    place('near-cafe', 'cafe', 0.4, 1),
    place('dear-cafe', 'cafe', 1.5, 4),
    place('park', 'park', 3, 0),
    place('hospital', 'hospital', 4.9, null),
    place('far-mall', 'shopping_mall', 7),
  ];
  const ids = (filters: Parameters<typeof filterPlaces>[1]) => filterPlaces(places, filters).map((p) => p.id);

  it('keeps every type with "all", within the radius', () => {
    expect(ids({ type: 'all', radius: 5, priceLevel: 0 })).toEqual(['near-cafe', 'dear-cafe', 'park', 'hospital']);
    expect(ids({ type: 'all', radius: 20, priceLevel: 0 })).toHaveLength(5);
    expect(ids({ type: 'all', radius: 1, priceLevel: 0 })).toEqual(['near-cafe']);
  });

  it('keeps only the chosen type', () => {
    expect(ids({ type: 'cafe', radius: 5, priceLevel: 0 })).toEqual(['near-cafe', 'dear-cafe']);
    expect(ids({ type: 'gym', radius: 20, priceLevel: 0 })).toEqual([]);
  });

  it('drops places above the price level, keeps free and unpriced ones', () => {
    expect(ids({ type: 'all', radius: 5, priceLevel: 1 })).toEqual(['near-cafe', 'park', 'hospital']);
    expect(ids({ type: 'all', radius: 5, priceLevel: 4 })).toHaveLength(4);
  });

  it('reads radius and price as integers', () => {
    expect(ids({ type: 'all', radius: 1.9, priceLevel: 1.7 })).toEqual(['near-cafe']);
  });
});

describe('spec §7 priority types', () => {
  it('maps lifestyle, then must-haves, then indicators, without repeats', () => {
    expect(
      priorityTypes({
        lifestylePreferences: ['nightlife', 'greenSpaces', 'casualDining'],
        mustHaves: ['gym', 'parks', 'publicTransport', 'groceryStores'],
        lifestyleIndicators: ['Enjoys fine dining and music'],
      }),
    ).toEqual(['bar', 'entertainment', 'park', 'restaurant', 'gym', 'grocery']);
  });

  it('falls back to restaurant, cafe, park, gym, shopping mall', () => {
    expect(priorityTypes({})).toEqual(['restaurant', 'cafe', 'park', 'gym', 'shopping_mall']);
    expect(priorityTypes({ lifestylePreferences: ['safety'], mustHaves: ['parking'] })).toEqual([
      'restaurant',
      'cafe',
      'park',
      'gym',
      'shopping_mall',
    ]);
  });
});

describe('ranking', () => {
  it('puts priority types first in their order, then nearest first', () => {
    const ranked = rankPlaces(
      [place('far-gym', 'gym', 3), place('bar', 'bar', 0.2), place('near-gym', 'gym', 1), place('park', 'park', 2)],
      ['park', 'gym'],
      ['gym'],
    );
    expect(ranked.map((p) => [p.id, p.priorityRank])).toEqual([
      ['park', 1],
      ['near-gym', 2],
      ['far-gym', 2],
      ['bar', null],
    ]);
    // The PRIORITY badge marks the person's must-haves only (gym), not every priority type.
    expect(ranked.map((p) => p.isPriority)).toEqual([false, true, true, false]);
  });

  it('badges nothing for someone with no must-haves', () => {
    const ranked = rankPlaces([place('park', 'park', 2)], ['park']);
    expect(ranked[0]).toMatchObject({ priorityRank: 1, isPriority: false });
  });
});

describe('curated and mapped places together', () => {
  const at = (name: string, lat: number) => ({ name, coordinates: { lat, lng: 73.76 } });
  it('keeps the curated entry where both name the same place within 100 m', () => {
    const merged = mergeWithCurated(
      [at('Phoenix Marketcity', 18.6)],
      [at('Phoenix Marketcity Mall', 18.6005), at('Phoenix Marketcity', 18.61), at('Cafe Nook', 18.6)],
    );
    // The near namesake is dropped; one 1.1 km away is another place; other names stay.
    expect(merged.map((p) => [p.name, p.coordinates.lat])).toEqual([
      ['Phoenix Marketcity', 18.6],
      ['Phoenix Marketcity', 18.61],
      ['Cafe Nook', 18.6],
    ]);
  });
});

describe('spec §9 card display', () => {
  it('shows metres under 1 km, one decimal above; rupees; one-decimal ratings', () => {
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(0.9996)).toBe('1000 m');
    expect(formatDistance(2.44)).toBe('2.4 km');
    expect(formatPriceLevel(0)).toBe('Free');
    expect(formatPriceLevel(3)).toBe('₹₹₹');
    expect(formatPriceLevel(null)).toBe('');
    expect(formatRating(4)).toBe('4.0');
    expect(directionsUrl({ name: 'x', coordinates: { lat: 12.97, lng: 77.59 } })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.97,77.59',
    );
  });
});

describe('map geometry', () => {
  const centre = { lat: 19.076, lng: 72.8777 };
  it('draws the radius circle at the radius', () => {
    const ring = circleRing(centre, 5);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    for (const [lng, lat] of ring) expect(haversineKm(centre, { lat, lng })).toBeCloseTo(5, 6);
  });

  it('places a point it cannot locate within the distance (spec §4)', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647; // a fixed-seed Lehmer generator: the same points every run
      return (seed - 1) / 2147483646;
    };
    for (let i = 0; i < 200; i++)
      expect(haversineKm(centre, randomPointWithin(centre, 2, random))).toBeLessThanOrEqual(2);
  });
});

describe('walking credit (Walk Score-style)', () => {
  it('counts a place fully within 400 m, half at 1 km, nothing from 1.6 km', () => {
    expect(walkCredit(0.1)).toBe(1);
    expect(walkCredit(0.4)).toBe(1);
    expect(walkCredit(1)).toBeCloseTo(0.5, 10);
    expect(walkCredit(1.6)).toBe(0);
    expect(walkCredit(3)).toBe(0);
  });

  it('scales each kind of place to 0–5 and weighs groceries and restaurants most', () => {
    const here = { lat: 19, lng: 73 };
    const near = (category: 'grocery' | 'park' | 'restaurant', n: number) =>
      Array.from({ length: n }, () => ({ category, lat: 19.001, lng: 73 }));
    const groceries = walkAccess(here, near('grocery', 3));
    const parks = walkAccess(here, near('park', 3));
    expect(groceries.levels.groceries).toBe(5);
    expect(parks.levels.parks).toBe(5);
    expect(groceries.walkability).toBeGreaterThan(parks.walkability);
    expect(walkAccess(here, [...near('grocery', 3), ...near('restaurant', 10)]).walkability).toBe(4);
    expect(walkAccess(here, []).walkability).toBe(0);
  });
});
