import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  type CuratedEvent,
  curatedEventSchema,
  type Festival,
  festivalSchema,
} from '../../shared/domain/dataset/event-schema';
import { type CuratedPlace, curatedPlaceSchema } from '../../shared/domain/dataset/place-schema';
import {
  airQualitySchema,
  cityTenancySchema,
  floodListSchema,
  type RenterFactsData,
  waterSupplySchema,
  whoCanRentReportSchema,
} from '../../shared/domain/dataset/renter-facts-schema';
import {
  type City,
  citySchema,
  type Landmark,
  type Locality,
  landmarkSchema,
  localitySchema,
  type TransitLine,
  transitLineSchema,
} from '../../shared/domain/dataset/schema';
import { type CityUtilities, cityUtilitiesSchema } from '../../shared/domain/dataset/utilities-schema';
import { deepFreeze } from '../lib/deep-freeze';
import { projectPath } from '../paths';

export interface Dataset {
  cities: readonly City[];
  citiesById: ReadonlyMap<string, City>;
  /** City id → display name, for the engine's output. */
  cityNames: Readonly<Record<string, string>>;
  localities: readonly Locality[];
  localitiesById: ReadonlyMap<string, Locality>;
  landmarks: readonly Landmark[];
  /** Real, named places near the localities (docs/data.md, "Places"), every city's in one list. */
  places: readonly (CuratedPlace & { city: string })[];
  /** The curated events calendar (docs/data.md, "Events"), with each event's city. */
  events: readonly (CuratedEvent & { city: string })[];
  /** Festivals and the rules that date them, by id (dates computed: shared/domain/festivals/). */
  festivals: ReadonlyMap<string, Festival>;
  /** Who supplies electricity, water and piped gas, per city id. */
  utilities: ReadonlyMap<string, CityUtilities>;
  /** Deposits, who can rent, flood lists, air and water (docs/data.md, "Renter facts"). */
  renterFacts: RenterFactsData;
  /** Every line the localities' stations name, with the opening of each section. */
  transitLines: readonly TransitLine[];
  /** The spec's default city (§9: New Delhi). */
  defaultCity: City;
  /** A hash of all the data: results computed from another version are computed afresh. */
  version: string;
}

function readJson<T>(path: string, schema: z.ZodType<T>): T[] {
  return z.array(schema).parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The JSON files of a data folder, in name order, with their names (without .json). */
function listJson(folder: string): { name: string; path: string }[] {
  const dir = projectPath('server', 'data', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.json'.length), path: `${dir}/${file}` }));
}

function readFolder<T>(folder: string, schema: z.ZodType<T>): T[] {
  return listJson(folder).flatMap(({ path }) => readJson(path, schema));
}

function readRenterFacts(): RenterFactsData {
  const file = (name: string) => projectPath('server', 'data', 'renter-facts', `${name}.json`);
  return {
    tenancy: readJson(file('tenancy'), cityTenancySchema),
    whoCanRent: readJson(file('who-can-rent'), whoCanRentReportSchema),
    floodLists: readJson(file('flood-lists'), floodListSchema),
    airQuality: readJson(file('air-quality'), airQualitySchema),
    waterSupply: readJson(file('water-supply'), waterSupplySchema),
  };
}

let cached: Dataset | undefined;

/** The curated data in server/data, validated once and kept in memory (about 1 MB). */
export function loadDataset(): Dataset {
  if (cached) return cached;
  // Frozen: every request shares these objects, and results hand parts of them out as they are.
  const cities = deepFreeze(readJson(projectPath('server', 'data', 'cities.json'), citySchema));
  const localities = deepFreeze(readFolder('localities', localitySchema));
  const landmarks = deepFreeze(readFolder('landmarks', landmarkSchema));
  // A place's city is its file's name (places/<city>.json).
  const places = deepFreeze(
    listJson('places').flatMap(({ name, path }) =>
      readJson(path, curatedPlaceSchema).map((p) => ({ ...p, city: name })),
    ),
  );
  const eventFiles = listJson('events').filter((f) => f.name !== 'festivals');
  const events = deepFreeze(
    eventFiles.flatMap(({ name, path }) => readJson(path, curatedEventSchema).map((e) => ({ ...e, city: name }))),
  );
  const festivalList = deepFreeze(readJson(projectPath('server', 'data', 'events', 'festivals.json'), festivalSchema));
  const transitLines = deepFreeze(readJson(projectPath('server', 'data', 'transit-lines.json'), transitLineSchema));
  const renterFacts = deepFreeze(readRenterFacts());
  const citiesById = new Map(cities.map((c) => [c.id, c]));
  const defaultCity = citiesById.get('new-delhi');
  if (!defaultCity) throw new Error('cities.json must contain new-delhi, the default city');
  cached = {
    cities,
    citiesById,
    cityNames: Object.fromEntries(cities.map((c) => [c.id, c.name])),
    localities,
    localitiesById: new Map(localities.map((l) => [l.id, l])),
    landmarks,
    places,
    events,
    festivals: new Map(festivalList.map((f) => [f.id, f])),
    utilities: new Map(
      deepFreeze(readJson(projectPath('server', 'data', 'utilities.json'), cityUtilitiesSchema)).map((u) => [
        u.city,
        u,
      ]),
    ),
    renterFacts,
    transitLines,
    defaultCity,
    version: createHash('sha256')
      .update(JSON.stringify([cities, localities, landmarks, places, events, festivalList, transitLines, renterFacts]))
      .digest('hex')
      .slice(0, 16),
  };
  return cached;
}
