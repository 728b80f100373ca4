import type { TransitJourneyResponse, TransitReachResponse } from '../../../shared/contracts/transit';
import type { Locality } from '../../../shared/domain/dataset/schema';
import { haversineKm } from '../../../shared/domain/geo';
import { MAX_TRANSIT_MINUTES, type WorkTransit } from '../../../shared/domain/recommend/estimate-commute';
import { basisOf, type Journey } from '../../../shared/domain/transit/journey';
import { basisView, journeyView } from '../../../shared/domain/transit/journey-view';
import type { TransitMode } from '../../../shared/domain/transit/modes';
import type { TransitNetwork } from '../../../shared/domain/transit/network';
import { planJourney } from '../../../shared/domain/transit/plan-journey';
import { reachFrom } from '../../../shared/domain/transit/reach';
import { reachForward } from '../../../shared/domain/transit/reach-forward';
import { type ServiceDay, serviceDay } from '../../../shared/domain/transit/service-day';
import { stopNameKey } from '../../../shared/domain/transit/stop-name';
import { typicalReach } from '../../../shared/domain/transit/typical-reach';
import { Lru } from '../../lib/lru';
import type { TransitService } from './transit-service';

// Journeys, reach and the finder's commutes over the networks in use (docs/recommendation-formula.md,
// "Transit"). A network is every feed of one city network (NCR and MMR are one each); a point
// belongs to the network of the city of the nearest locality.

/** A city network as our data describes it (server/data/transit/networks). */
export type NetworkDefinition = {
  id: string;
  name: string;
  /** City ids (cities.json) the network serves. */
  cities: readonly string[];
  /** Every metro, suburban, monorail and RRTS line we know in its cities is in its feeds. */
  covered: boolean;
  /** The lines we know there that no feed carries yet (transit-lines.json ids). */
  notInFeeds: readonly string[];
};

type LoadedNetwork = NetworkDefinition & { network: TransitNetwork };

/**
 * Our network files as the planner needs them: a network covers its cities when every curated line
 * there is in a feed, ours or a shipped one that replaces it (`replacedBy`).
 */
export function networkDefinitions(
  files: readonly {
    id: string;
    name: string;
    cities: string[];
    notCarried: { transitLine: string; replacedBy?: string | undefined }[];
  }[],
): NetworkDefinition[] {
  return files.map((f) => ({
    id: f.id,
    name: f.name,
    cities: f.cities,
    covered: f.notCarried.every((n) => n.replacedBy),
    notInFeeds: f.notCarried.filter((n) => !n.replacedBy).map((n) => n.transitLine),
  }));
}

/** A point further than this from every locality is in no network. */
const NEAR_A_LOCALITY_KM = 25;
const DEFAULT_DEPART_S = 8 * 3600 + 30 * 60;
const DEFAULT_ARRIVE_S = 9 * 3600 + 30 * 60;

/** "2027-01-12T08:30" to its day (YYYYMMDD) and seconds after midnight. */
export function readLocalTime(at: string): { date: number; seconds: number } {
  return {
    date: Number(at.slice(0, 10).replaceAll('-', '')),
    seconds: Number(at.slice(11, 13)) * 3600 + Number(at.slice(14, 16)) * 60,
  };
}

/** The first weekday (Monday to Friday) on or after an Indian day 'YYYY-MM-DD', as YYYYMMDD. */
export function nextWeekday(today: string): number {
  const day = new Date(`${today}T00:00:00Z`);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return Number(day.toISOString().slice(0, 10).replaceAll('-', ''));
}

export class TransitPlanner {
  readonly #byCity = new Map<string, NetworkDefinition>();
  // Per network object: an import builds a new one, and what was worked out on the old goes with it.
  readonly #days = new WeakMap<TransitNetwork, Lru<number, ServiceDay>>();
  readonly #commutes = new WeakMap<TransitNetwork, Lru<string, WorkTransit>>();

  constructor(
    /** The networks built from the imported feeds (createTransitService). */
    readonly networks: TransitService,
    definitions: readonly NetworkDefinition[],
    private readonly localities: readonly Locality[],
    private readonly cityName: (id: string) => string,
    private readonly lineName: (id: string) => string = (id) => id,
  ) {
    for (const n of definitions) for (const city of n.cities) this.#byCity.set(city, n);
  }

  /** The network of a city, with its feeds loaded; undefined where there is none or none imported. */
  async networkOfCity(cityId: string): Promise<LoadedNetwork | undefined> {
    const definition = this.#byCity.get(cityId);
    const network = definition && (await this.networks.network(definition.id));
    return network ? { ...definition, network } : undefined;
  }

  /** The network of the city of the nearest locality within 25 km, as our data defines it. */
  definitionAt(point: { lat: number; lng: number }): NetworkDefinition | undefined {
    let best: Locality | undefined;
    let bestKm = NEAR_A_LOCALITY_KM;
    for (const l of this.localities) {
      const km = haversineKm(l, point);
      if (km < bestKm) [best, bestKm] = [l, km];
    }
    return best && this.#byCity.get(best.city);
  }

  /** That network with its feeds loaded; undefined where there is none or none is imported. */
  async networkAt(point: { lat: number; lng: number }): Promise<LoadedNetwork | undefined> {
    const definition = this.definitionAt(point);
    return definition && this.networkOfCity(definition.cities[0]!);
  }

  /** Where a network has no bus feed, the card says so: its times are by rail and on foot only. */
  missingOf(n: LoadedNetwork): string | undefined {
    const modes = new Set<TransitMode>(n.network.lines.map((l) => l.mode));
    if (modes.has('bus')) return undefined;
    return `Buses are not in our data for ${n.cities.map(this.cityName).join(', ')}`;
  }

  /**
   * The network's stop called `name` (our station lists and the feeds spell them alike, give or take
   * case and punctuation) nearest to `point` within `withinKm`: where a neighbourhood's own station
   * is, when its centre is beyond a walk to it.
   */
  async stopNamed(
    point: { lat: number; lng: number },
    name: string,
    withinKm: number,
  ): Promise<{ name: string; lat: number; lng: number } | undefined> {
    const n = await this.networkAt(point);
    if (!n) return undefined;
    const net = n.network;
    const wanted = stopNameKey(name);
    let best: { name: string; lat: number; lng: number } | undefined;
    let bestKm = withinKm;
    for (let i = 0; i < net.stopCount; i++) {
      if (stopNameKey(net.stopName[i]!) !== wanted) continue;
      const stop = { name: net.stopName[i]!, lat: net.stopLat[i]!, lng: net.stopLng[i]! };
      const km = haversineKm(stop, point);
      if (km <= bestKm) [best, bestKm] = [stop, km];
    }
    return best;
  }

  /** Every line we know in the city is in its network's feeds: its journeys are the whole answer. */
  covers(cityId: string): boolean {
    return this.#byCity.get(cityId)?.covered ?? false;
  }

  /**
   * What our transit data lacks in a city, in words, for an answer that must say so: its lines that
   * no feed carries yet, and buses where no feed has them. Empty where nothing is missing; one
   * sentence where the city has no network of ours at all.
   */
  async lacking(cityId: string): Promise<string[]> {
    const definition = this.#byCity.get(cityId);
    if (!definition) return [`We have no metro or train timetables for ${this.cityName(cityId)}`];
    const lacks = definition.notInFeeds.length
      ? [`Not yet in our timetables: ${[...new Set(definition.notInFeeds.map(this.lineName))].join(', ')}`]
      : [];
    const n = await this.networkOfCity(cityId);
    if (!n) return [`The ${definition.name} timetables are not loaded on this server`, ...lacks];
    const buses = this.missingOf(n);
    return buses ? [...lacks, buses] : lacks;
  }

  /**
   * The finder's transit commutes to a workplace: each locality's typical journey to it, for the
   * next weekday. Undefined where the workplace's city has no network with feeds; `partial` where
   * the network's feeds lack some of its lines (the finder then keeps its estimate where quicker).
   */
  async workTransit(
    work: { lat: number; lng: number; cityId: string },
    today: string,
  ): Promise<WorkTransit | undefined> {
    const n = await this.networkOfCity(work.cityId);
    if (!n) return undefined;
    const date = nextWeekday(today);
    const key = `${date} ${work.lat.toFixed(4)} ${work.lng.toFixed(4)}`;
    const commutes = this.#commutes.get(n.network) ?? new Lru<string, WorkTransit>(512);
    this.#commutes.set(n.network, commutes);
    const cached = commutes.get(key);
    if (cached) return cached;
    const targets = this.localities.filter((l) => n.cities.includes(l.city));
    const { journeys } = typicalReach(n.network, { to: work, day: this.#day(n, date), targets });
    const byLocality = new Map<string, ReturnType<typeof journeyView>>();
    journeys.forEach((journey, i) => {
      if (journey.minutes <= MAX_TRANSIT_MINUTES) byLocality.set(targets[i]!.id, journeyView(journey));
    });
    const missing = this.missingOf(n);
    const transit: WorkTransit = {
      journeys: byLocality,
      ...(missing ? { missing } : {}),
      ...(n.covered ? {} : { partial: true as const }),
    };
    commutes.set(key, transit);
    return transit;
  }

  async journey(
    q: { from: { lat: number; lng: number }; to: { lat: number; lng: number }; at?: string; by: 'depart' | 'arrive' },
    today: string,
  ): Promise<TransitJourneyResponse> {
    const [fromNetwork, toNetwork] = [this.definitionAt(q.from), this.definitionAt(q.to)];
    if (fromNetwork && toNetwork && fromNetwork.id !== toNetwork.id) {
      return {
        success: true,
        journey: null,
        reason: `The two points are in different networks (${fromNetwork.name} and ${toNetwork.name}): no journey is planned between them`,
      };
    }
    const from = await this.networkAt(q.from);
    if (!from || fromNetwork?.id !== toNetwork?.id) {
      return { success: true, journey: null, reason: 'We have no transit timetables for this area' };
    }
    const { date, seconds } = q.at
      ? readLocalTime(q.at)
      : { date: nextWeekday(today), seconds: q.by === 'depart' ? DEFAULT_DEPART_S : DEFAULT_ARRIVE_S };
    const journey = planJourney(from.network, {
      from: q.from,
      to: q.to,
      day: this.#day(from, date),
      at: seconds,
      by: q.by,
    });
    return { success: true, journey: journeyView(journey) };
  }

  async reach(
    q: { lat: number; lng: number; minutes: number; by: 'depart' | 'arrive'; at?: string },
    today: string,
  ): Promise<TransitReachResponse> {
    const n = await this.networkAt(q);
    if (!n)
      return { success: true, localities: [], basis: { feeds: [] }, reason: 'We have no transit data near this point' };
    const { date, seconds } = q.at
      ? readLocalTime(q.at)
      : { date: nextWeekday(today), seconds: q.by === 'depart' ? DEFAULT_DEPART_S : DEFAULT_ARRIVE_S };
    const day = this.#day(n, date);
    const targets = this.localities.filter((l) => n.cities.includes(l.city));
    const journeys: Journey[] =
      q.by === 'depart'
        ? reachForward(n.network, { from: q, day, at: seconds, targets })
        : (() => {
            const run = reachFrom(n.network, { to: q, day, by: seconds, targets });
            return targets.map((_, i) => run.journeyOf(i));
          })();
    const reached = targets
      .map((l, i) => ({
        id: l.id,
        name: l.name,
        city: l.city,
        lat: l.lat,
        lng: l.lng,
        minutes: journeys[i]!.minutes,
        changes: journeys[i]!.changes,
      }))
      .filter((l) => l.minutes <= q.minutes)
      .sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name));
    return {
      success: true,
      localities: reached,
      basis: basisView(
        basisOf(
          n.network,
          day,
          n.network.feeds.map((_, i) => i),
        ),
      ),
    };
  }

  #day(n: LoadedNetwork, date: number): ServiceDay {
    const days = this.#days.get(n.network) ?? new Lru<number, ServiceDay>(64);
    this.#days.set(n.network, days);
    const day = days.get(date) ?? serviceDay(n.network, date);
    days.set(date, day);
    return day;
  }
}

/** The planner over the networks built from the database's feeds, for our network files' cities. */
export function createTransitPlanner(
  networks: TransitService,
  files: Parameters<typeof networkDefinitions>[0],
  dataset: {
    localities: readonly Locality[];
    citiesById: ReadonlyMap<string, { name: string }>;
    transitLines: readonly { id: string; name: string }[];
  },
): TransitPlanner {
  const lines = new Map(dataset.transitLines.map((l) => [l.id, l.name]));
  return new TransitPlanner(
    networks,
    networkDefinitions(files),
    dataset.localities,
    (id) => dataset.citiesById.get(id)?.name ?? id,
    (id) => lines.get(id) ?? id,
  );
}
