import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { TRANSIT_CUTOFF } from '../../../shared/domain/dataset/transit-cutoff';
import type { TransitNetwork } from '../../../shared/domain/dataset/transit-network-schema';
import { haversineKm } from '../../../shared/domain/geo';
import { buildGtfsFeed } from '../../../shared/domain/transit-feeds/build-gtfs-feed';
import { checkGtfs } from '../../../shared/domain/transit-feeds/check-gtfs';
import { parseCsv } from '../../../shared/domain/transit-feeds/csv';
import { loadDataset } from '../load-dataset';
import { loadTransitNetworks } from './load-networks';

let networks: TransitNetwork[];
let averageSpeeds: Map<string, number>;
let curated: Awaited<ReturnType<typeof loadDataset>>['transitLines'];

beforeAll(async () => {
  ({ networks, averageSpeeds } = await loadTransitNetworks());
  curated = (await loadDataset()).transitLines;
});

const FEED_OPTIONS = {
  version: TRANSIT_CUTOFF,
  startDate: TRANSIT_CUTOFF,
  endDate: '2027-11-30',
  publisherUrl: 'https://basera.in',
  serviceDay: { start: '06:00', end: '22:00' },
};

describe('our transit networks', () => {
  it('make NCR and MMR one network each, and give every city with a metro, suburban or RRTS line one network', () => {
    const cityOf = new Map<string, string>();
    for (const n of networks) for (const c of n.cities) cityOf.set(c, n.id);
    expect(networks.flatMap((n) => n.cities)).toHaveLength(cityOf.size);
    for (const c of ['new-delhi', 'noida', 'gurugram', 'ghaziabad', 'faridabad']) expect(cityOf.get(c)).toBe('ncr');
    expect(cityOf.get('mumbai')).toBe('mmr');
    const transitCities = new Set(curated.filter((l) => l.system !== 'rail').map((l) => l.city));
    expect([...transitCities].filter((c) => !cityOf.has(c))).toEqual([]);
  });

  it('account for every curated metro, suburban and RRTS line once: carried, or listed with the reason', () => {
    for (const n of networks) {
      const carried = n.lines.flatMap((l) => l.transitLines);
      const listed = n.notCarried.map((x) => x.transitLine);
      const expected = curated.filter((l) => n.cities.includes(l.city) && l.system !== 'rail').map((l) => l.id);
      expect([...carried, ...listed].sort(), n.id).toEqual([...expected].sort());
    }
  });

  it('carry every section of a carried line, between stations its trains stop at', () => {
    for (const n of networks) {
      for (const line of n.lines) {
        for (const id of line.transitLines) {
          const transit = curated.find((l) => l.id === id);
          for (const section of transit?.sections ?? []) {
            expect(section.opened <= TRANSIT_CUTOFF, `${id} ${section.from}–${section.to}`).toBe(true);
            const ours = line.sections.find(
              (s) => s.transitLine === id && s.from === section.from && s.to === section.to,
            );
            expect(ours, `${n.id}/${line.id}: ${id} ${section.from}–${section.to}`).toBeDefined();
            const onOnePattern = line.patterns.some(
              (p) => ours && p.stations.includes(ours.fromStation) && p.stations.includes(ours.toStation),
            );
            expect(onOnePattern, `${line.id}: ${section.from}–${section.to}`).toBe(true);
          }
        }
      }
    }
  });

  it('name each station once, use every station they list, and leave out only what a gap says', () => {
    for (const n of networks) {
      const ids = n.stations.map((s) => s.id);
      expect(new Set(ids).size, n.id).toBe(ids.length);
      const used = new Set(n.lines.flatMap((l) => l.patterns.flatMap((p) => p.stations)));
      expect(
        [...used].filter((id) => !ids.includes(id)),
        n.id,
      ).toEqual([]);
      expect(
        ids.filter((id) => !used.has(id)),
        n.id,
      ).toEqual([]);
      for (const line of n.lines) {
        const names = new Set(
          line.patterns.flatMap((p) => p.stations).map((id) => n.stations.find((s) => s.id === id)?.name),
        );
        expect(
          line.gaps.filter((g) => names.has(g.station)),
          line.id,
        ).toEqual([]);
      }
    }
  });

  it("list each branch's stations in the order the trains call: short hops, no doubling back", () => {
    for (const n of networks) {
      const at = new Map(n.stations.map((s) => [s.id, s]));
      for (const p of n.lines.flatMap((l) => l.patterns)) {
        const points = p.stations.flatMap((id) => at.get(id) ?? []);
        const hops = points.slice(1).map((s, i) => haversineKm(points[i] ?? s, s));
        const [first, last] = [points[0], points.at(-1)];
        // A station out of order, or placed at the wrong code, shows as a long hop or a path much
        // longer than the line's straight end-to-end distance (lines here bend, but not that much;
        // the few that do are in BENDS, each allowed just over its own measured ratio).
        expect(Math.max(...hops), `${n.id}/${p.id}`).toBeLessThan(12);
        if (first && last)
          expect(
            hops.reduce((a, b) => a + b, 0),
            `${n.id}/${p.id}`,
          ).toBeLessThan((BENDS[`${n.id}/${p.id}`] ?? 1.4) * haversineKm(first, last));
      }
    }
  });

  it('link as interchanges only stations their lines stop at, a short walk apart', () => {
    for (const n of networks) {
      const used = new Set(n.lines.flatMap((l) => l.patterns.flatMap((p) => p.stations)));
      for (const { between } of n.interchanges) {
        const [a, b] = between.map((id) => n.stations.find((s) => s.id === id));
        expect(a && b && used.has(a.id) && used.has(b.id), between.join('–')).toBe(true);
        if (a && b) expect(haversineKm(a, b), between.join('–')).toBeLessThan(1);
      }
    }
  });

  it('write each network that carries a line as a feed that keeps the GTFS rules', () => {
    const written = networks.filter((n) => n.lines.length > 0);
    expect(written.map((n) => n.id)).toEqual(WRITTEN_NETWORKS);
    for (const n of written) expect(checkGtfs(buildGtfsFeed(n, averageSpeeds, FEED_OPTIONS)), n.id).toEqual([]);
  });
});

/** Branches whose path is more than 1.4 times their end-to-end distance because the line bends. */
const BENDS: Record<string, number> = {
  // North-west to the centre along Tumakuru Road, then south and south-west down Kanakapura Road: 1.40.
  'bengaluru/madavara-silk-institute': 1.45,
  // South from Samaypur Badli through the centre, then south-west to Gurugram past Qutub Minar: 1.41.
  'ncr/samaypur-badli-millennium-city-centre': 1.45,
  // East across Delhi from Dwarka, then south-east into Noida and east along its sectors: 1.68.
  'ncr/dwarka-21-noida-electronic-city': 1.75,
  // East across Delhi from Dwarka, then north-east to Vaishali over the Yamuna: 1.47.
  'ncr/dwarka-21-vaishali': 1.5,
  // West from Chennai Central to Koyambedu, then south to Alandur and St. Thomas Mount: 1.46.
  'chennai/central-st-thomas-mount': 1.5,
};

const WRITTEN_NETWORKS = ['bengaluru', 'chennai', 'jaipur', 'kolkata', 'mmr', 'nagpur', 'ncr', 'pune'];

// ../shared/data: the CC0 station list our suburban stations are placed from (may ship), and the
// Indian Railways timetable feed (reference only: read here, never copied).
const SHARED = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'data');
const DATAMEET = join(SHARED, 'indian-railways-stations.geojson');
const RAILWAYS_FEED = join(SHARED, 'transit', 'indian-railways', 'gtfs.zip');

describe.skipIf(!existsSync(DATAMEET) || !existsSync(RAILWAYS_FEED))('station positions against the references', () => {
  it('take each station from the CC0 list at the code it names', () => {
    const features = JSON.parse(readFileSync(DATAMEET, 'utf8')).features as {
      geometry: { coordinates: [number, number] } | null;
      properties: { code: string };
    }[];
    const byCode = new Map(
      features.flatMap((f) => (f.geometry ? [[f.properties.code, f.geometry.coordinates] as const] : [])),
    );
    for (const s of railwayStations()) {
      const [lng, lat] = byCode.get(s.position.ref) ?? [Number.NaN, Number.NaN];
      expect(haversineKm(s, { lat, lng }), `${s.id} (${s.position.ref})`).toBeLessThan(0.001);
    }
  });

  it('put every station the Indian Railways feed also has within 300 m of it', async () => {
    // The feed's stop_id is the station code the CC0 list uses; a few codes differ (Mumbai Central
    // is MMCT there, BCT here), so a station whose code it lacks is looked up by name, and the
    // terminus renamed in 2017 by its new code.
    const rows = parseCsv(await readZipEntry(RAILWAYS_FEED, 'stops.txt'));
    const point = (r: Record<string, string>) => ({ lat: Number(r.stop_lat), lng: Number(r.stop_lon) });
    const byCode = new Map(rows.map((r) => [r.stop_id, point(r)]));
    const byName = new Map(rows.map((r) => [letters(r.stop_name ?? ''), point(r)]));
    const stations = railwayStations();
    const referenceOf = (s: (typeof stations)[number]) =>
      byCode.get(RENAMED_CODES[s.position.ref] ?? s.position.ref) ?? byName.get(letters(s.name));
    const far = stations.flatMap((s) => {
      const there = referenceOf(s);
      const metres = there ? Math.round(haversineKm(s, there) * 1000) : 0;
      return metres > 300 ? [`${s.id} ${metres} m`] : [];
    });
    expect(far).toEqual([]);
    // What the reference lacks is checked by nothing: the list is docs/data.md's, and a station
    // added to it is a choice made in the open (the feed has almost no Mumbai local stations).
    expect(stations.filter((s) => !referenceOf(s)).map((s) => s.id)).toEqual(NOT_IN_REFERENCE);
  });
});

/** The stations placed from the CC0 railway list: the ones the Indian Railways feed can check. */
const railwayStations = () =>
  networks.flatMap((n) => n.stations).filter((s) => s.position.source === 'datameet-railways');

// The metro references (reference only: read here, never copied): Delhi Metro's stops.txt and the
// 14-city metro timetable database.
const TRANSIT = join(SHARED, 'transit');
const DMRC_STOPS = join(TRANSIT, 'delhi-dmrc-metro', 'stops.txt');
const METRO_DB = join(TRANSIT, 'metro-timetables-reference', 'metro.sqlite');

describe.skipIf(!existsSync(DMRC_STOPS) || !existsSync(METRO_DB))(
  'metro station positions against the references',
  () => {
    it('put every metro station a reference also has within 300 m of it', async () => {
      const points: { name: string; lat: number; lng: number }[] = parseCsv(readFileSync(DMRC_STOPS, 'utf8')).map(
        (r) => ({ name: r.stop_name ?? '', lat: Number(r.stop_lat), lng: Number(r.stop_lon) }),
      );
      const SQL = await initSqlJs();
      const db = new SQL.Database(readFileSync(METRO_DB));
      const [table] = db.exec(
        'SELECT n.name, s.lat, s.lng FROM Station s JOIN StationName n ON n.station_id = s.id WHERE n.lang = 0',
      );
      db.close();
      for (const [name, lat, lng] of table?.values ?? [])
        points.push({ name: String(name), lat: Number(lat), lng: Number(lng) });

      // A reference station is the one of the same name (ours, its name in OpenStreetMap, or the
      // reference's spelling below) nearest ours; one over 20 km away is a namesake in another city.
      const stations = networks.flatMap((n) => n.stations).filter((s) => s.position.source !== 'datameet-railways');
      const referenceOf = (s: (typeof stations)[number]) => {
        const names = new Set([s.name, s.position.ref, METRO_NAMES[s.id] ?? ''].map(letters));
        return points
          .filter((p) => names.has(letters(p.name)))
          .map((p) => haversineKm(s, p))
          .filter((km) => km < 20)
          .sort((a, b) => a - b)[0];
      };
      const far = stations.flatMap((s) => {
        const km = referenceOf(s);
        return km !== undefined && km > 0.3 ? [`${s.id} ${Math.round(km * 1000)} m`] : [];
      });
      expect(far).toEqual([]);
      // What neither reference has (lines opened after November 2025) is checked by nothing; docs/data.md
      // lists them.
      expect(stations.filter((s) => referenceOf(s) === undefined).map((s) => s.id)).toEqual(NOT_IN_METRO_REFERENCES);
    });
  },
);

/** Our station id → its name in a metro reference, where the spelling differs beyond case and punctuation. */
const METRO_NAMES: Record<string, string> = {
  // Bengaluru
  majestic: 'Nadaprabhu Kempegowda Stn. Majestic',
  nallurahalli: 'Nallur Halli',
  'krishnarajapura-kr-puram': 'K.R. Pura',
  'vidhana-soudha-dr-b-r-ambedkar-station': 'Dr. B.R. Ambedkar Stn. Vidhana Soudha',
  'central-college-sir-m-visvesvaraya-station': 'Sir M. Visveshwaraya Stn. Central College',
  hosahalli: 'Sri Balagangadharanatha Swamiji Stn. Hosahalli',
  'ksr-railway-station': 'Krantivira Sangolli Rayanna-Railway Station',
  // NCR
  'gtb-nagar': 'Guru Tegh Bahadur Nagar',
  'chawri-bazaar': 'Chawri Bazar',
  'udyog-bhavan': 'Udyog Bhawan',
  'noida-sector-34': 'Sector 34 Noida',
  'noida-sector-52': 'Sector 52 Noida',
  'noida-sector-59': 'Sector 59 Noida',
  'noida-sector-61': 'Sector 61 Noida',
  'noida-sector-62': 'Sector 62 Noida',
  'new-delhi-airport-express': 'New Delhi',
  // MMR
  'csmi-airport-t1': 'Chhatrapati Shivaji Maharaj International Airport- T1',
  'csmi-airport-t2': 'Chhatrapati Shivaji Maharaj International Airport- T2',
  'siddhivinayak-temple': 'Siddhivinayak',
  // Pune
  'nashik-phata': 'Bhosari',
  'district-court': 'District Court Pune Under Ground',
  'district-court-aqua-line': 'District Court Pune ELV',
  'pmc-bhavan': 'Pune Municipal Corporation',
  'mangalwar-peth': 'Mangalwar Peth (RTO)',
  'ruby-hall-clinic': 'Rubi Hall Clinic',
  // Chennai
  'thiruvottiyur-metro': 'Thiruvotriyur',
  'thiruvottiyur-theradi-metro': 'Thiruvotriyur Theradi',
  'new-washermanpet-metro': 'New Washermenpet',
  'thiagaraya-college-metro': 'Sir Thiyagaraya College',
  'washermanpet-metro': 'Washermenpet',
  'chennai-central-metro': 'Puratchi Thalaivar Dr.M.G.Ramachandran Central',
  'alandur-metro': 'Arignar Anna Alandur',
  'nanganallur-road-metro': 'OTA-Nanganallur Road',
  'chennai-international-airport-metro': 'Airport',
  'cmbt-metro': 'Puratchi Thalaivi Dr.J.Jayalalithaa CMBT',
  // Jaipur
  'choti-chaupar': 'Chhoti Chaupar',
  // Nagpur
  'kadvi-square': 'Kadbi Square',
  'kasturchand-park': 'Kasturchand Park LIC',
  'zero-mile': 'Zero Mile Freedom Park',
  'ujjwal-nagar': 'Ujwal Nagar',
  khapri: 'Khapari',
  'chitaroli-square': 'Chitroli Square',
  'dosar-vaisya-square': 'Dosar Vaishya Square',
  'institute-of-engineers': 'Institution of Engineers',
  'lad-college': 'LAD Square',
  'dharampeth-college-ambazari-lake': 'Dharampeth College',
  'rachna-ring-road': 'Rachana Ring Road Junction',
  // Kolkata
  'karunamoyee-metro': 'Karunamayee',
};

/** Metro stations no reference has: opened after the references were made (docs/data.md). */
const NOT_IN_METRO_REFERENCES = [
  // Bengaluru's Yellow Line (August 2025), but for RV Road
  'ragigudda',
  'jayadeva-hospital',
  'btm-layout',
  'central-silk-board',
  'bommanahalli',
  'hongasandra',
  'kudlu-gate',
  'singasandra',
  'hosa-road',
  'beratena-agrahara',
  'electronic-city',
  'infosys-foundation-konappana-agrahara',
  'huskur-road',
  'biocon-hebbagodi',
  'delta-electronics-bommasandra',
  // Mumbai Metro Line 3 from Acharya Atre Chowk to Cuffe Parade (October 2025)
  'science-museum',
  'mahalaxmi-metro',
  'jagannath-shankar-sheth',
  'grant-road-metro',
  'girgaon',
  'kalbadevi',
  'csmt-metro',
  'hutatma-chowk',
  'churchgate-metro',
  'vidhan-bhavan',
  'cuffe-parade',
];

const RENAMED_CODES: Record<string, string> = { CSTM: 'CSMT' };
const NOT_IN_REFERENCE = [
  'goregaon',
  'jogeshwari',
  'kandivali',
  'khar-road',
  'lower-parel',
  'mahalaxmi',
  'mahim',
  'malad',
  'matunga-road',
  'prabhadevi',
  'santacruz',
  'vile-parle',
];

const letters = (name: string) => name.toUpperCase().replace(/[^A-Z]/g, '');

function readZipEntry(zipPath: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in ${zipPath}`)));
      zip.readEntry();
    });
  });
}
