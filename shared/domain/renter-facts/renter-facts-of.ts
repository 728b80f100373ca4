import { PM25_ANNUAL_LIMIT, type RenterFilter } from '../../constants/renter-filters';
import type { FactStatus, RenterFacts } from '../../contracts/renter-facts';
import { endOfYear, outOfDateNote } from '../dataset/freshness/out-of-date';
import type { FactKind } from '../dataset/freshness/shelf-lives';
import type { AirQuality, FloodList, RenterFactsData, WaterSupply } from '../dataset/renter-facts-schema';
import { perOwner } from '../per-owner';

// A neighbourhood's renter facts (docs/data.md, "Renter facts") and whether it meets each renter
// filter. Pure. A filter is met only by a fact we hold: no source either way is 'unknown', never 'yes'.
// Each fact past its shelf life on `today` (YYYY-MM-DD, the caller's clock) says so, and still counts.

interface Place {
  id: string;
  city: string;
  /** Its rent bands: where PG beds or rooms in shared flats are let, single tenants rent. */
  rent?: { pg?: unknown; shared?: unknown };
}

/** Whether our rent data has PG beds or rooms in shared flats here: homes let to single people. */
export const letsToSingles = (place: Place) => Boolean(place.rent?.pg || place.rent?.shared);

/** The data indexed once per dataset: facts by city and by locality. */
const indexOf = perOwner((data: RenterFactsData) => {
  const byCity = <T extends { city: string }>(rows: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.city, [...(map.get(row.city) ?? []), row]);
    return map;
  };
  const floodEntries = new Map<string, { list: FloodList; spot: string }>();
  for (const list of data.floodLists)
    for (const entry of list.entries)
      if (!floodEntries.has(entry.locality)) floodEntries.set(entry.locality, { list, spot: entry.spot });
  const airByLocality = new Map<string, AirQuality>();
  for (const a of data.airQuality) for (const id of a.localities ?? []) airByLocality.set(id, a);
  const waterByLocality = new Map<string, WaterSupply>();
  for (const w of data.waterSupply) for (const id of w.localities ?? []) waterByLocality.set(id, w);
  return {
    tenancy: new Map(data.tenancy.map((t) => [t.city, t.norms])),
    whoCanRent: byCity(data.whoCanRent),
    floodLists: byCity(data.floodLists),
    floodEntries,
    cityAir: new Map(data.airQuality.filter((a) => a.scope === 'city').map((a) => [a.city, a])),
    airByLocality,
    cityWater: new Map(data.waterSupply.filter((w) => !w.localities?.length).map((w) => [w.city, w])),
    waterByLocality,
  };
});

/** A fact's source and year, and its age in words once past its shelf life (null for a law: it holds until changed). */
const sourceOf = <T extends { source: string; url?: string; year: number }>(
  fact: T,
  kind: FactKind | null,
  today: string,
) => ({
  source: fact.source,
  ...(fact.url ? { url: fact.url } : {}),
  year: fact.year,
  outOfDate: kind && outOfDateNote(kind, endOfYear(fact.year), today),
});

function airOf(place: Place, data: RenterFactsData) {
  const index = indexOf(data);
  return index.airByLocality.get(place.id) ?? index.cityAir.get(place.city) ?? null;
}

function reportsOf(place: Place, data: RenterFactsData) {
  return (indexOf(data).whoCanRent.get(place.city) ?? []).filter(
    (r) => !r.localities?.length || r.localities.includes(place.id),
  );
}

/** Whether a neighbourhood is known to meet each renter filter; cheap, for every candidate. */
export function renterFilterStatuses(place: Place, data: RenterFactsData): Record<RenterFilter, FactStatus> {
  const index = indexOf(data);
  // A restriction reported for the neighbourhood itself rules it out; one reported for the city at
  // large says nothing about this neighbourhood, and no source ever says a place is open to all.
  const restricted = (topic: 'pets' | 'bachelors'): FactStatus =>
    reportsOf(place, data).some((r) => r.topic === topic && r.localities?.includes(place.id)) ? 'no' : 'unknown';
  const lists = index.floodLists.get(place.city) ?? [];
  const flood: FactStatus = index.floodEntries.has(place.id) ? 'no' : lists.some((l) => l.complete) ? 'yes' : 'unknown';
  const air = airOf(place, data);
  return {
    petsAllowed: restricted('pets'),
    // A restriction reported here rules it out; PG beds or shared rooms let here are our fact for it.
    bachelorFriendly: restricted('bachelors') === 'no' ? 'no' : letsToSingles(place) ? 'yes' : 'unknown',
    awayFromFloodSpots: flood,
    cleanerAir: air === null ? 'unknown' : air.pm25 <= PM25_ANNUAL_LIMIT ? 'yes' : 'no',
  };
}

function floodOf(place: Place, cityName: string, data: RenterFactsData, today: string): RenterFacts['flood'] {
  const index = indexOf(data);
  const entry = index.floodEntries.get(place.id);
  if (entry) {
    return {
      status: 'listed',
      text: `${entry.spot} is on ${entry.list.name} (${entry.list.year}).`,
      ...sourceOf(entry.list, 'floodList', today),
    };
  }
  const lists = index.floodLists.get(place.city) ?? [];
  const whole = lists.find((l) => l.complete);
  if (whole)
    return {
      status: 'off-list',
      text: `Not on ${whole.name} (${whole.year}).`,
      ...sourceOf(whole, 'floodList', today),
    };
  const partial = lists[0];
  if (partial) {
    return {
      status: 'unknown',
      text: `Not among the spots of ${partial.name} (${partial.year}) that our source names; we do not hold the whole list, so flood exposure here is not known.`,
      ...sourceOf(partial, 'floodList', today),
    };
  }
  return {
    status: 'unknown',
    text: `We hold no published flood list for ${cityName}, so flood exposure here is not known.`,
    source: null,
    year: null,
    outOfDate: null,
  };
}

function airText(air: AirQuality, cityName: string): string {
  const where = air.scope === 'station' ? `The ${air.station} monitoring station's` : `${cityName}'s`;
  const times = Math.round((air.pm25 / PM25_ANNUAL_LIMIT) * 10) / 10;
  const against =
    air.pm25 <= PM25_ANNUAL_LIMIT
      ? `within the national annual limit of ${PM25_ANNUAL_LIMIT}`
      : `${times} times the national annual limit of ${PM25_ANNUAL_LIMIT}`;
  return `${where} annual average PM2.5 was ${air.pm25} µg/m³ in ${air.year}, ${against}.`;
}

/** Everything we hold about renting in a neighbourhood on `today`, each fact with its source. */
export function renterFactsOf(place: Place, cityName: string, data: RenterFactsData, today: string): RenterFacts {
  const index = indexOf(data);
  const air = airOf(place, data);
  const water = index.waterByLocality.get(place.id) ?? index.cityWater.get(place.city) ?? null;
  return {
    tenancy: (index.tenancy.get(place.city) ?? []).map((n) => ({
      topic: n.topic,
      kind: n.kind,
      text: n.text,
      ...sourceOf(n, n.kind === 'reported' ? 'tenancyCustom' : null, today),
    })),
    whoCanRent: reportsOf(place, data).map((r) => ({
      topic: r.topic,
      scope: r.localities?.length ? ('locality' as const) : ('city' as const),
      text: r.text,
      ...sourceOf(r, 'whoCanRent', today),
    })),
    flood: floodOf(place, cityName, data, today),
    airQuality: air && {
      pm25: air.pm25,
      scope: air.scope,
      station: air.station ?? null,
      text: airText(air, cityName),
      ...sourceOf(air, 'airQuality', today),
    },
    water: water && {
      supply: water.supply,
      scope: water.localities?.length ? ('locality' as const) : ('city' as const),
      text: water.text,
      ...sourceOf(water, 'waterSupply', today),
    },
    filters: renterFilterStatuses(place, data),
  };
}

/** No facts at all: the engine's default when it is given none. */
export const NO_RENTER_FACTS: RenterFactsData = Object.freeze({
  tenancy: [],
  whoCanRent: [],
  floodLists: [],
  airQuality: [],
  waterSupply: [],
});
