import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_REVIEWED_ON } from '../../shared/domain/dataset/freshness/reviewed-on';
import { localityTarget } from '../../shared/domain/dataset/schema';
import { TRANSIT_CUTOFF } from '../../shared/domain/dataset/transit-cutoff';
import { haversineKm } from '../../shared/domain/geo';
import { safetyScoreFromCrimeRate, safetyScoreOf } from '../../shared/domain/locality-basis';
import { workPointOf } from '../../shared/domain/recommend/estimate-commute';
import { transitRoute } from '../../shared/domain/recommend/transit-route';
import { normalizeText } from '../../shared/domain/text-match';
import { loadDataset } from './load-dataset';

// The curated data: schema (loadDataset validates every file with zod), coverage, and sanity checks
// that catch a wrong coordinate or a typo'd rent before a user sees it.
const dataset = loadDataset();
const EIGHT_LARGEST = ['mumbai', 'new-delhi', 'bengaluru', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad'];

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

  it('gives every listed city its target of localities: 15 over 20 lakh people, 8 otherwise', () => {
    const short = dataset.cities.flatMap((city) => {
      const have = dataset.localities.filter((l) => l.city === city.id).length;
      const target = localityTarget(city.population);
      return have < target ? [`${city.name}: ${have} of ${target}`] : [];
    });
    expect(short).toEqual([]);
    for (const id of EIGHT_LARGEST) expect(localityTarget(dataset.citiesById.get(id)!.population), id).toBe(15);
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

  it('gives every locality a PG, shared-room and 1 RK band or says it is not known', () => {
    // Students and sharers rent beds and rooms, in every city. null is "not known", never borrowed.
    const missing = dataset.localities.flatMap((l) =>
      (['pg', 'shared', 'rk1'] as const).filter((kind) => l.rent[kind] === undefined).map((kind) => `${l.id} ${kind}`),
    );
    expect(missing).toEqual([]);
  });

  it('prices a bed or a room below a 2 BHK, and a 1 RK no dearer than a 1 BHK', () => {
    for (const l of dataset.localities) {
      const { pg, shared, rk1, bhk1, bhk2 } = l.rent;
      for (const [kind, band] of Object.entries({ pg, shared, rk1 })) {
        if (!band) continue;
        expect(band.min, `${l.id} ${kind}`).toBeLessThanOrEqual(band.max);
        expect(band.min, `${l.id} ${kind}`).toBeGreaterThanOrEqual(2000);
      }
      if (pg) expect(pg.max, l.id).toBeLessThan(bhk2.max);
      if (shared) expect(shared.max, l.id).toBeLessThan(bhk2.min);
      if (rk1 && bhk1) expect(rk1.max, l.id).toBeLessThanOrEqual(bhk1.max);
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

// docs/data.md, "Safety": a locality carries its city's published figure unless it has its own,
// sourced one; nothing is scored or said from religion, caste or community composition.
describe('safety without prejudice', () => {
  it("gives every locality its city's figure unless a sourced locality-level input says otherwise", () => {
    for (const l of dataset.localities) {
      const city = dataset.citiesById.get(l.city);
      const cityScore = city?.crimeRate ? safetyScoreFromCrimeRate(city.crimeRate.perLakh) : null;
      if (l.safety) expect(l.safety.source, l.id).toMatch(/^https:\/\//);
      else expect(safetyScoreOf(l, city), l.id).toBe(cityScore);
    }
    for (const c of dataset.cities.filter((x) => x.crimeRate)) {
      expect(c.crimeRate!.source, c.id).toMatch(/^https:\/\//);
    }
  });

  it('uses no religion, caste or community composition, nor a proxy, in any text, tag or name', () => {
    // Proper names that contain such a word (a hospital, a college) are fine; describing who lives
    // somewhere is not.
    const people =
      '(muslim|hindu|christian|sikh|parsi|jain|buddhist|marathi|gujarati|bengali|tamil|telugu|kannada|malayali|punjabi|sindhi|marwari|bihari|north indian|south indian|saurashtra)';
    const composition = new RegExp(
      [
        '\\b(castes?|dalits?|brahmins?|migrants?|minority|majority|ghettos?|communal)\\b',
        '-(origin|majority)\\b',
        '\\b(communit(y|ies))\\b(?<!gated communit(y|ies))',
        `\\b(largely|mainly|mostly|predominantly|strong|large|traditional) ${people}\\b`,
        `\\b${people},? (and \\w+ )?(communit|famil|household|presence|population|resident|colon|cultural|settle)`,
        '\\bsettled (largely |mainly )?by\\b',
      ].join('|'),
      'i',
    );
    const properNames =
      /Hindu Rao Hospital|Madras Christian College|Hindu Colony|Sindhi Camp|Bengali (Market|Square)|Punjabi Bagh/g;
    const offending: string[] = [];
    for (const l of dataset.localities) {
      const text = [l.description, ...l.highlights, ...l.aliases].join(' | ').replace(properNames, '');
      const found = composition.exec(text);
      if (found) offending.push(`${l.id}: “${found[0]}”`);
    }
    expect(offending).toEqual([]);
    // An unsourced safety claim may not come in through a lifestyle tag either.
    expect(dataset.localities.filter((l) => l.lifestyle.includes('safety')).map((l) => l.id)).toEqual([]);
  });

  it('describes places, not who lives there: no class, wealth, trade or origin of the residents', () => {
    // docs/data.md, "Description and highlights". Buildings may be premium; people are not described.
    const whoLivesThere = new RegExp(
      [
        '\\b(working|middle|upper|lower)([- ]middle)?[- ]class\\b',
        '\\b(low|lower|middle|high|higher)[- ]income\\b',
        '\\b(affluent|elite|posh|wealthy|well[- ](off|heeled|to[- ]do)|upmarket|up-?scale|exclusive|cosmopolitan)\\b',
        '\\b(popular|favou?red|preferred|favou?rite)\\s+(with|by|of|among)\\b',
        '\\b(families|family[- ]oriented|business famil(y|ies)|professionals|employees|workers|students|diplomats)\\b',
        '\\b(expatriates|expats|refugees?|personalities|celebrities|retirees|bachelors|techies|aspirants)\\b',
      ].join('|'),
      'i',
    );
    const offending: string[] = [];
    for (const l of dataset.localities) {
      const found = whoLivesThere.exec([l.description, ...l.highlights].join(' | '));
      if (found) offending.push(`${l.id}: “${found[0]}”`);
    }
    expect(offending).toEqual([]);
  });
});

// docs/data.md, "Transit": one cut-off for every city, and every line with its opening dates.
describe('transit as it runs on the cut-off date', () => {
  it('dates every line the stations name, all opened by the cut-off', () => {
    const lines = new Map(dataset.transitLines.map((t) => [`${t.city}|${t.system}|${t.name}`, t]));
    const unknown: string[] = [];
    for (const l of dataset.localities) {
      for (const station of l.transit.stations) {
        for (const line of station.lines) {
          if (!lines.has(`${l.city}|${station.system}|${line}`)) unknown.push(`${l.id}: ${station.system} ${line}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    for (const line of dataset.transitLines) {
      for (const section of line.sections) expect(section.opened <= TRANSIT_CUTOFF, line.id).toBe(true);
    }
  });
});

describe('forked lines', () => {
  const forked = dataset.transitLines.filter((line) => line.branches);

  it('name their branches’ stations as the localities do', () => {
    expect(forked.map((line) => line.id).sort()).toEqual(
      ['ahmedabad-red-line', 'ghaziabad-blue-line', 'mumbai-harbour-line', 'new-delhi-blue-line'].sort(),
    );
    for (const line of forked) {
      const listed = new Set(
        dataset.localities
          .filter((l) => l.city === line.city)
          .flatMap((l) => l.transit.stations.filter((s) => s.lines.includes(line.name)).map((s) => s.name)),
      );
      for (const branch of line.branches!)
        expect(
          branch.stations.some((name) => listed.has(name)),
          `${line.id}: ${branch.name}`,
        ).toBe(true);
    }
  });

  it('give no direct ride from one branch to the other: Goregaon to Kurla is not one Harbour Line train', () => {
    const byId = (id: string) => dataset.localities.find((l) => l.id === id)!;
    const rideTo = (from: string, to: string) =>
      transitRoute(byId(from), workPointOf(byId(to), dataset.localities, dataset.transitLines));
    expect(rideTo('mumbai-goregaon-east', 'mumbai-kurla')?.line).not.toBe('Harbour Line');
    expect(rideTo('mumbai-vashi', 'mumbai-kurla')?.line).toBe('Harbour Line');
    expect(rideTo('new-delhi-laxmi-nagar', 'new-delhi-mayur-vihar')?.line).not.toBe('Blue Line');
    expect(rideTo('new-delhi-laxmi-nagar', 'new-delhi-karol-bagh')?.line).toBe('Blue Line');
    // Ahmedabad's metro forks at GNLU: GIFT City trains do not run on to Gandhinagar's sectors.
    expect(rideTo('ahmedabad-gift-city', 'ahmedabad-gandhinagar')).toBeNull();
    expect(rideTo('ahmedabad-sabarmati', 'ahmedabad-gandhinagar')?.line).toBe(
      'Red Line (APMC–Gandhinagar / GIFT City)',
    );
  });
});

// docs/data.md, "Places": real places near the localities, each where its city is.
describe('curated places', () => {
  it('lie within 5 km of a locality of their city, with an address that names the city', () => {
    const wrong: string[] = [];
    const ids = new Set<string>();
    for (const place of dataset.places) {
      if (ids.has(place.id)) wrong.push(`${place.id}: listed twice`);
      ids.add(place.id);
      const city = dataset.citiesById.get(place.city);
      if (!city) {
        wrong.push(`${place.id}: no city ${place.city}`);
        continue;
      }
      const nearest = Math.min(
        ...dataset.localities.filter((l) => l.city === place.city).map((l) => haversineKm(l, place)),
      );
      if (nearest > 5) wrong.push(`${place.id}: ${nearest.toFixed(1)} km from the nearest locality of ${city.name}`);
      const names = [city.name, ...city.aliases].map((n) => n.toLowerCase());
      if (!names.some((n) => place.address.toLowerCase().includes(n)))
        wrong.push(`${place.id}: address without ${city.name}`);
    }
    expect(wrong).toEqual([]);
    expect(dataset.places.length).toBeGreaterThan(300);
    // A curated place carries no rating (only a provider gives one): the schema has no such field.
    expect(dataset.places.some((p) => 'rating' in p)).toBe(false);
  });

  it('says when each restaurant, café and bar was last found open, and lists none known closed', () => {
    // Closed for good, with the page that reports it: never listed again.
    const CLOSED: Record<string, string> = {
      'B. Merwan & Co.': 'Grant Road, Mumbai: closed on 1 January 2026 (Free Press Journal, 20 January 2026)',
    };
    const food = dataset.places.filter((p) => ['restaurant', 'cafe', 'bar'].includes(p.category));
    expect(food.filter((p) => p.status !== 'open' || !p.statusCheckedAt).map((p) => p.id)).toEqual([]);
    expect(food.filter((p) => p.statusCheckedAt! > DATA_REVIEWED_ON).map((p) => p.id)).toEqual([]);
    expect(dataset.places.filter((p) => p.name in CLOSED).map((p) => p.id)).toEqual([]);
  });

  it('files stadiums and sports complexes as sports venues, not as a gym or as entertainment', () => {
    const venue = /\b(stadium|sports (complex|centre|center|hub|club)|ground|kreeda sankul|cricket|athletics?)\b/i;
    const wrong = dataset.places
      .filter((p) => (p.category === 'gym' || p.category === 'entertainment') && venue.test(p.name))
      .map((p) => p.id);
    expect(wrong).toEqual([]);
    // Eden Gardens is a cricket ground whose name says so nowhere.
    expect(dataset.places.find((p) => p.id === 'kolkata-eden-gardens-maidan')?.category).toBe('stadium');
    expect(dataset.places.filter((p) => p.category === 'stadium').length).toBeGreaterThan(0);
  });
});

// docs/data.md, "Events": every event at a venue in its city, every festival it names listed.
describe('curated events', () => {
  it('have a venue near their city and a festival that exists', () => {
    const wrong: string[] = [];
    for (const event of dataset.events) {
      const city = dataset.citiesById.get(event.city);
      if (!city) wrong.push(`${event.id}: no city ${event.city}`);
      else if (haversineKm(city, event.venue) > 60) wrong.push(`${event.id}: venue far from ${city.name}`);
      if ('festival' in event.schedule && !dataset.festivals.has(event.schedule.festival))
        wrong.push(`${event.id}: unknown festival ${event.schedule.festival}`);
    }
    expect(wrong).toEqual([]);
    const ids = dataset.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

// docs/data.md states the counts; they must be the data's.
describe('the documented counts', () => {
  it('match the data', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'data.md'), 'utf8');
    const stated = (what: string) => Number(new RegExp(`(\\d[\\d,]*) ${what}`).exec(doc)?.[1]?.replace(',', ''));
    expect(stated('cities')).toBe(dataset.cities.length);
    expect(stated('localities')).toBe(dataset.localities.length);
    expect(stated('landmarks')).toBe(dataset.landmarks.length);
    expect(stated('lines')).toBe(dataset.transitLines.length);
    expect(stated('curated places')).toBe(dataset.places.length);
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

// Points in the reference file (2016) without passenger service today are not "the nearest station":
// closed lines, goods yards, cabins, stations of a metre-gauge line since converted. Each is named
// here with the reason (the names as the reference spells them, normalised), and skipped.
const NO_PASSENGER_SERVICE: Record<string, string> = {
  'shivaji bridge': 'Delhi Ring Railway: suburban service reported discontinued',
  'patel nagar': 'Delhi Ring Railway: suburban service reported discontinued',
  'kirti nagar': 'Delhi Ring Railway: suburban service reported discontinued',
  'lajpat nagar': 'Delhi Ring Railway: suburban service reported discontinued',
  'sewa nagar': 'Delhi Ring Railway: suburban service reported discontinued',
  chanakyapuri: 'Delhi Ring Railway: suburban service reported discontinued',
  shankar: 'Delhi Ring Railway (Shankar Vihar): suburban service reported discontinued',
  'lodi colony': 'Delhi Ring Railway: suburban service reported discontinued',
  'ambli road': 'Ahmedabad: no passenger service',
  chandlodiya: 'Ahmedabad: no passenger service',
  'gora ghuma': 'Ahmedabad: no passenger service',
  'kali road': 'Ahmedabad: no passenger service',
  'bais godam': 'Jaipur: goods yard',
  ghorpadi: 'Pune: goods yard',
  'ghorpuri west': 'Pune: goods yard',
  ghorpuri: 'Pune: beside the Ghorpadi goods yard; passenger service not confirmed',
  'saifinagar halt': 'Indore: metre-gauge line closed for gauge conversion',
  'lokmanya nagar': 'Indore: metre-gauge line closed for gauge conversion',
  'kankurgachhi road': 'Kolkata: passenger service not confirmed',
  'mysore new good': 'Mysuru: the New Goods Terminal, freight only',
};
const withoutPassengers = (name: string) => {
  const key = normalizeText(name);
  return (
    /\b(cabin|yard)\b/.test(key) || Object.keys(NO_PASSENGER_SERVICE).some((n) => key === n || key.startsWith(`${n} `))
  );
};

describe.skipIf(!existsSync(STATIONS))('the nearest railway station is the one listed', () => {
  it('lists a passenger railway station for every locality with one within 2 km, at least as near', () => {
    const features = JSON.parse(readFileSync(STATIONS, 'utf8')).features as {
      geometry: { coordinates: [number, number] } | null;
      properties: { name: string; code: string };
    }[];
    const reference = features
      .filter((f) => f.geometry && !withoutPassengers(f.properties.name))
      .map((f) => ({ name: f.properties.name, lng: f.geometry!.coordinates[0], lat: f.geometry!.coordinates[1] }));
    const missing: string[] = [];
    for (const l of dataset.localities) {
      const nearest = reference.map((r) => ({ name: r.name, km: haversineKm(l, r) })).sort((a, b) => a.km - b.km)[0];
      if (!nearest || nearest.km > 2) continue;
      const listed = l.transit.stations.filter((s) => s.system === 'rail' || s.system === 'suburban');
      if (!listed.some((s) => s.distanceKm <= nearest.km + 0.5))
        missing.push(`${l.id}: ${nearest.name} ${nearest.km.toFixed(1)} km not listed`);
    }
    expect(missing).toEqual([]);
  });
});
