import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../shared/domain/geo';
import { normalizeText } from '../../shared/domain/text-match';
import { loadDataset } from './load-dataset';

// The curated data: schema (loadDataset validates every file with zod), coverage, and sanity checks
// that catch a wrong coordinate or a typo'd rent before a user sees it.
const dataset = loadDataset();
const EIGHT_LARGEST = ['mumbai', 'new-delhi', 'bengaluru', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad'];
const FIFTEEN_METROS = [...EIGHT_LARGEST, 'gurugram', 'noida', 'jaipur', 'lucknow', 'kochi', 'chandigarh', 'indore'];

describe('curated dataset', () => {
  it('covers about 30 cities with their common aliases, New Delhi first and default', () => {
    expect(dataset.cities.length).toBeGreaterThanOrEqual(28);
    expect(dataset.cities[0]?.id).toBe('new-delhi');
    const aliasOf = (alias: string) =>
      dataset.cities.find((c) => c.aliases.map(normalizeText).includes(normalizeText(alias)))?.id;
    expect(aliasOf('Bangalore')).toBe('bengaluru');
    expect(aliasOf('Gurgaon')).toBe('gurugram');
    expect(aliasOf('Bombay')).toBe('mumbai');
    expect(aliasOf('Calcutta')).toBe('kolkata');
  });

  it('has at least 300 localities across the 15 metros, at least 15 in each of the 8 largest', () => {
    expect(dataset.localities.length).toBeGreaterThanOrEqual(300);
    const perCity = (id: string) => dataset.localities.filter((l) => l.city === id).length;
    for (const id of EIGHT_LARGEST) expect(perCity(id), id).toBeGreaterThanOrEqual(15);
    for (const id of FIFTEEN_METROS) expect(perCity(id), id).toBeGreaterThanOrEqual(10);
  });

  it('has unique ids (per collection) and only known cities', () => {
    for (const rows of [dataset.localities, dataset.landmarks]) {
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const row of [...dataset.localities, ...dataset.landmarks])
      expect(dataset.citiesById.has(row.city), row.id).toBe(true);
  });

  it('places every locality and landmark near its city, and no two localities on top of each other', () => {
    for (const row of [...dataset.localities, ...dataset.landmarks]) {
      const city = dataset.citiesById.get(row.city)!;
      // 45 km: metropolitan regions (Thane, Greater Noida, airports) reach well beyond the centre.
      expect(haversineKm(row, city), row.id).toBeLessThan(45);
    }
    for (const [i, a] of dataset.localities.entries()) {
      for (const b of dataset.localities.slice(i + 1)) {
        expect(haversineKm(a, b), `${a.id} / ${b.id}`).toBeGreaterThan(0.3);
      }
    }
  });

  it('has rents that rise with flat size and sit in a plausible band', () => {
    for (const l of dataset.localities) {
      const { bhk1, bhk2, bhk3 } = l.rent;
      if (bhk1) expect(bhk1.min, l.id).toBeLessThanOrEqual(bhk2.min);
      if (bhk3) expect(bhk3.min, l.id).toBeGreaterThanOrEqual(bhk2.min);
      expect(bhk2.min, l.id).toBeGreaterThanOrEqual(5000);
      expect(bhk2.max, l.id).toBeLessThanOrEqual(500_000);
    }
  });

  it('says where every locality fact comes from', () => {
    for (const l of dataset.localities) {
      expect(
        l.sources.some((s) => /rent/i.test(s)),
        l.id,
      ).toBe(true);
      expect(
        l.sources.some((s) => /centre|center/i.test(s)),
        l.id,
      ).toBe(true);
    }
  });
});

// ../shared/data holds Indian Railways stations (datameet, CC0) for checking, not copying: every
// suburban or mainline station we list must lie where we say, within 1.5 km of our stated distance.
const STATIONS = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'indian-railways-stations.geojson');

describe.skipIf(!existsSync(STATIONS))('stations against the Indian Railways reference', () => {
  it('puts listed suburban and mainline stations at their stated distance', () => {
    const features = JSON.parse(readFileSync(STATIONS, 'utf8')).features as {
      geometry: { coordinates: [number, number] } | null;
      properties: { name: string };
    }[];
    const reference = features
      .filter((f) => f.geometry)
      .map((f) => ({
        name: normalizeText(f.properties.name),
        lng: f.geometry!.coordinates[0],
        lat: f.geometry!.coordinates[1],
      }));
    let checked = 0;
    const wrong: string[] = [];
    for (const l of dataset.localities) {
      for (const station of l.transit.stations.filter((s) => s.system === 'suburban' || s.system === 'rail')) {
        const name = normalizeText(
          station.name.replace(/\b(junction|jn|terminus|railway station|station|halt)\b/gi, ''),
        );
        const match = reference
          .filter((r) => r.name === name || r.name.startsWith(`${name} `))
          .map((r) => haversineKm(l, r))
          .filter((d) => d < 15)
          .sort((a, b) => Math.abs(a - station.distanceKm) - Math.abs(b - station.distanceKm))[0];
        if (match === undefined) continue;
        checked++;
        if (Math.abs(match - station.distanceKm) > 1.5)
          wrong.push(`${l.id}: ${station.name} ${station.distanceKm} km, reference ${match.toFixed(1)} km`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
