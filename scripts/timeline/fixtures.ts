// Synthetic Google location-history exports for the timeline parser's tests and benchmarks.
// The product must not ship third-party sample files, so it simulates a person's routine and writes
// it out in every format Google has used (see the formats described in the workplace's fixture
// README): Takeout Records.json, Takeout semantic month files, the on-device Android and iOS
// exports, and the non-location files (Settings.json, Timeline Edits.json, Encrypted Backups.txt).
// Pure standard JavaScript (no Node APIs) so that it runs in unit tests, browsers and scripts alike.
// Everything is deterministic for a given persona and seed.

// ---------------------------------------------------------------------------------------------
// Persona
// ---------------------------------------------------------------------------------------------

export interface LatLng {
  lat: number;
  lng: number;
}

export type ExtraKind = 'gym' | 'park' | 'mall' | 'cafe' | 'restaurant' | 'grocery';

export interface ExtraPlace {
  name: string;
  lat: number;
  lng: number;
  kind: ExtraKind;
}

export type CommuteMode = 'driving' | 'transit' | 'cycling' | 'walking';

export interface Persona {
  home: LatLng;
  work: LatLng;
  extras: ExtraPlace[];
  commuteMode: CommuteMode;
  /** First simulated day, local calendar date (YYYY-MM-DD). */
  startDate: string;
  /** Locality appended to generated addresses. */
  city?: string;
  homeAddress?: string;
  workName?: string;
  /** Local time zone of the routine; India Standard Time (UTC+5:30) when absent. */
  utcOffsetMinutes?: number;
}

const IST_OFFSET_MINUTES = 330;

export const DEFAULT_PERSONA: Persona = {
  home: { lat: 12.9352, lng: 77.6245 },
  work: { lat: 13.045, lng: 77.62 },
  extras: [
    { name: 'Cult Koramangala', lat: 12.9339, lng: 77.6268, kind: 'gym' },
    { name: 'Agara Lake', lat: 12.9237, lng: 77.6413, kind: 'park' },
    // Formerly Forum South Bengaluru.
    { name: 'Nexus Koramangala', lat: 12.9345, lng: 77.6112, kind: 'mall' },
    { name: 'Third Wave Coffee Koramangala', lat: 12.9368, lng: 77.6262, kind: 'cafe' },
    { name: "Namdhari's Fresh Koramangala", lat: 12.9331, lng: 77.6229, kind: 'grocery' },
  ],
  commuteMode: 'driving',
  startDate: '2025-03-01',
  city: 'Bengaluru, Karnataka, India',
  homeAddress: '5th Cross Road, Koramangala 4th Block, Bengaluru, Karnataka 560034, India',
  workName: 'Manyata Tech Park',
  utcOffsetMinutes: IST_OFFSET_MINUTES,
};

// ---------------------------------------------------------------------------------------------
// Randomness, hashing, geometry and time
// ---------------------------------------------------------------------------------------------

export type Rng = () => number;

/** Small, fast seeded PRNG (uniform in [0, 1)): the same seed always yields the same fixtures. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

// Every day and every format gets its own generator, so a day's data does not depend on how many
// days came before it or on which format is being written.
function deriveRng(seed: number, ...parts: (string | number)[]): Rng {
  return mulberry32(hashString(`${seed}|${parts.join('|')}`));
}

const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();
const chance = (rng: Rng, probability: number): boolean => rng() < probability;
const intBetween = (rng: Rng, min: number, max: number): number => Math.floor(between(rng, min, max + 1));

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A stable made-up Google place id ("ChIJ…", 27 characters) for a key. */
function fakePlaceId(key: string): string {
  const rng = mulberry32(hashString(key));
  let id = 'ChIJ';
  for (let i = 0; i < 23; i++) id += PLACE_ID_ALPHABET.charAt(Math.floor(rng() * PLACE_ID_ALPHABET.length));
  return id;
}

const METRES_PER_DEGREE = 111_320;
const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function offsetMeters(point: LatLng, northM: number, eastM: number): LatLng {
  return {
    lat: point.lat + northM / METRES_PER_DEGREE,
    lng: point.lng + eastM / (METRES_PER_DEGREE * Math.cos(toRadians(point.lat))),
  };
}

function jitterMeters(rng: Rng, point: LatLng, radiusM: number): LatLng {
  return offsetMeters(point, between(rng, -radiusM, radiusM), between(rng, -radiusM, radiusM));
}

function bearingDegrees(from: LatLng, to: LatLng): number {
  const y = Math.sin(toRadians(to.lng - from.lng)) * Math.cos(toRadians(to.lat));
  const x =
    Math.cos(toRadians(from.lat)) * Math.sin(toRadians(to.lat)) -
    Math.sin(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.cos(toRadians(to.lng - from.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const pad2 = (n: number): string => String(n).padStart(2, '0');

function formatOffset(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** "2025-03-01T03:12:45.123Z", or without milliseconds as newer semantic files write it. */
function isoUtc(ms: number, withMillis = true): string {
  const text = new Date(ms).toISOString();
  return withMillis ? text : `${text.slice(0, 19)}Z`;
}

/** Local wall-clock time with its offset, as the on-device exports write it: "2025-03-01T08:42:10+05:30". */
function isoLocal(ms: number, offsetMinutes: number, withMillis: boolean): string {
  const local = new Date(ms + offsetMinutes * MINUTE_MS).toISOString().slice(0, withMillis ? 23 : 19);
  return local + formatOffset(offsetMinutes);
}

// Google stores many probabilities as 32-bit floats, hence values such as 0.9399999976158142.
const float32 = (value: number): number => Math.fround(value);

/** UTF-8 size of a string, to measure generated files without a TextEncoder. */
export function utf8ByteLength(text: string): number {
  if (!/[\u0080-\uffff]/.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Day simulator
// ---------------------------------------------------------------------------------------------

export type PlaceKind = 'home' | 'work' | 'shop' | ExtraKind;
export type TravelMode = 'car' | 'bus' | 'subway' | 'cycling' | 'walking';

export interface Place extends LatLng {
  id: string;
  name: string;
  address: string;
  kind: PlaceKind;
}

/** One raw location fix as a phone would record it. */
export interface TrackPoint extends LatLng {
  /** UTC epoch milliseconds. */
  t: number;
  accuracy: number;
  source: 'GPS' | 'WIFI' | 'CELL';
  altitude?: number;
  /** Metres per second, while moving. */
  speed?: number;
  heading?: number;
}

export interface ChildVisit {
  place: Place;
  start: number;
  end: number;
}

export interface VisitSegment {
  type: 'visit';
  place: Place;
  start: number;
  end: number;
  points: TrackPoint[];
  /** A place visited inside this one (a shop inside the mall). */
  child?: ChildVisit;
}

export interface MoveSegment {
  type: 'move';
  from: Place;
  to: Place;
  start: number;
  end: number;
  mode: TravelMode;
  distanceMeters: number;
  points: TrackPoint[];
}

export type Segment = VisitSegment | MoveSegment;

export interface SimDay {
  index: number;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** UTC instant of local midnight. */
  dayStart: number;
  weekday: boolean;
  /** The segments that start on this local day, in time order. */
  segments: Segment[];
}

interface PlaceBook {
  home: Place;
  work: Place;
  extras: Place[];
}

interface SimContext {
  persona: Persona;
  seed: number;
  offsetMinutes: number;
  /** UTC instant of local midnight on day 0. */
  epoch: number;
  places: PlaceBook;
}

function makePlace(kind: PlaceKind, name: string, address: string, at: LatLng): Place {
  return { id: fakePlaceId(`${kind}|${name}|${at.lat}|${at.lng}`), name, address, kind, lat: at.lat, lng: at.lng };
}

function placeBook(persona: Persona): PlaceBook {
  const city = persona.city ?? 'India';
  const workName = persona.workName ?? 'Work';
  return {
    home: makePlace('home', 'Home', persona.homeAddress ?? `Home, ${city}`, persona.home),
    work: makePlace('work', workName, `${workName}, ${city}`, persona.work),
    extras: persona.extras.map((extra) => makePlace(extra.kind, extra.name, `${extra.name}, ${city}`, extra)),
  };
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new Error(`startDate must be YYYY-MM-DD, got "${date}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function createContext(persona: Persona, seed: number): SimContext {
  const offsetMinutes = persona.utcOffsetMinutes ?? IST_OFFSET_MINUTES;
  const { year, month, day } = parseDate(persona.startDate);
  const epoch = Date.UTC(year, month - 1, day) - offsetMinutes * MINUTE_MS;
  return { persona, seed, offsetMinutes, epoch, places: placeBook(persona) };
}

/** UTC instant of a local wall-clock time on a simulated day (hours may exceed 24). */
const localTime = (ctx: SimContext, day: number, hours: number, minutes = 0): number =>
  ctx.epoch + day * DAY_MS + (hours * 60 + minutes) * MINUTE_MS;

function isWeekday(ctx: SimContext, day: number): boolean {
  const weekday = new Date(ctx.epoch + ctx.offsetMinutes * MINUTE_MS + day * DAY_MS).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

// Bengaluru traffic: door-to-door speeds, and how much longer roads are than the straight line.
const SPEED_KMH: Record<TravelMode, number> = { car: 19, bus: 15, subway: 28, cycling: 13, walking: 4.8 };
// Finding parking, waiting for the bus or train, unlocking the bike.
const OVERHEAD_MIN: Record<TravelMode, number> = { car: 4, bus: 8, subway: 10, cycling: 2, walking: 0 };
const ROUTE_FACTOR: Record<TravelMode, number> = { car: 1.3, bus: 1.35, subway: 1.2, cycling: 1.25, walking: 1.2 };
const WALKABLE_M = 1_200;
// The Deccan plateau; only used to make altitudes look plausible.
const ALTITUDE_M = 900;

function travelMode(rng: Rng, commute: CommuteMode, straightMeters: number): TravelMode {
  if (straightMeters < WALKABLE_M) return 'walking';
  switch (commute) {
    case 'driving':
      return 'car';
    case 'cycling':
      return 'cycling';
    case 'walking':
      return straightMeters < 5_000 ? 'walking' : 'bus';
    case 'transit':
      return straightMeters > 6_000 && chance(rng, 0.5) ? 'subway' : 'bus';
  }
}

interface Trip {
  mode: TravelMode;
  distanceMeters: number;
  durationMs: number;
}

function planTrip(rng: Rng, ctx: SimContext, from: Place, to: Place): Trip {
  const straight = haversineMeters(from, to);
  const mode = travelMode(rng, ctx.persona.commuteMode, straight);
  const distanceMeters = Math.max(50, straight * ROUTE_FACTOR[mode] * between(rng, 0.97, 1.05));
  const traffic = mode === 'walking' ? between(rng, 0.95, 1.1) : between(rng, 0.85, 1.25);
  const moving = (distanceMeters / 1000 / SPEED_KMH[mode]) * HOUR_MS * traffic;
  const durationMs = Math.round(Math.max(3 * MINUTE_MS, moving + OVERHEAD_MIN[mode] * MINUTE_MS));
  return { mode, distanceMeters, durationMs };
}

function stillPoints(rng: Rng, place: LatLng, start: number, end: number): TrackPoint[] {
  const points: TrackPoint[] = [];
  for (let t = start + between(rng, 1, 6) * MINUTE_MS; t < end; t += between(rng, 12, 28) * MINUTE_MS) {
    const time = Math.round(t);
    // Indoors the phone mostly locates itself by Wi-Fi; now and then only a cell tower answers.
    if (chance(rng, 0.03)) {
      points.push({ t: time, ...jitterMeters(rng, place, 250), accuracy: intBetween(rng, 600, 1800), source: 'CELL' });
    } else {
      points.push({ t: time, ...jitterMeters(rng, place, 20), accuracy: intBetween(rng, 8, 40), source: 'WIFI' });
    }
  }
  return points;
}

function movePoints(rng: Rng, from: LatLng, to: LatLng, start: number, end: number, trip: Trip): TrackPoint[] {
  // Roads are not straight: bow the path sideways, more for longer trips, and add GPS noise.
  const northM = (to.lat - from.lat) * METRES_PER_DEGREE;
  const eastM = (to.lng - from.lng) * METRES_PER_DEGREE * Math.cos(toRadians(from.lat));
  const length = Math.hypot(northM, eastM) || 1;
  const bow = trip.distanceMeters * between(rng, -0.08, 0.08);
  const heading = bearingDegrees(from, to);
  const meanSpeed = trip.distanceMeters / (trip.durationMs / 1000);
  // Phones fix their position about once a minute on the move, less often on foot.
  const minStepS = trip.mode === 'walking' ? 60 : 40;
  const maxStepS = trip.mode === 'walking' ? 120 : 90;
  const points: TrackPoint[] = [];
  for (let t = start + between(rng, 10, 40) * 1000; t < end; t += between(rng, minStepS, maxStepS) * 1000) {
    const f = (t - start) / (end - start);
    const base = { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
    const side = Math.sin(Math.PI * f) * bow;
    const onRoute = offsetMeters(base, (-eastM / length) * side, (northM / length) * side);
    points.push({
      t: Math.round(t),
      ...jitterMeters(rng, onRoute, 6),
      accuracy: intBetween(rng, 3, 16),
      source: 'GPS',
      altitude: ALTITUDE_M + intBetween(rng, -15, 15),
      speed: Math.max(0, meanSpeed * between(rng, 0.4, 1.5)),
      heading: Math.round((heading + between(rng, -25, 25) + 360) % 360),
    });
  }
  return points;
}

const SHOP_NAMES = ['Decathlon', 'Starbucks', 'PVR Cinemas', 'Lifestyle', 'Westside', 'Crossword Bookstore'];

function shopIn(rng: Rng, mall: Place): Place {
  const name = pick(rng, SHOP_NAMES);
  const at = offsetMeters(mall, between(rng, -40, 40), between(rng, -40, 40));
  return makePlace('shop', name, `${name}, ${mall.address}`, at);
}

/** Walks a person through one day, from wherever they were, emitting visits and moves. */
class DayBuilder {
  readonly segments: Segment[] = [];

  constructor(
    private readonly ctx: SimContext,
    private readonly rng: Rng,
    private at: Place,
    private since: number,
  ) {}

  get time(): number {
    return this.since;
  }

  /** Stays where it is until `end` (at least a few minutes), optionally visiting a place inside. */
  stayUntil(end: number, child?: ChildVisit): void {
    const until = Math.round(Math.max(end, this.since + 5 * MINUTE_MS) / 1000) * 1000;
    const points = stillPoints(this.rng, this.at, this.since, until);
    this.segments.push({ type: 'visit', place: this.at, start: this.since, end: until, points, child });
    this.since = until;
  }

  stayFor(minMinutes: number, maxMinutes: number): void {
    this.stayUntil(this.since + between(this.rng, minMinutes, maxMinutes) * MINUTE_MS);
  }

  /** A mall visit with a stop at one shop inside it, which Google reports as a child visit. */
  stayAtMall(minMinutes: number, maxMinutes: number): void {
    const end = this.since + between(this.rng, minMinutes, maxMinutes) * MINUTE_MS;
    const childStart = Math.round((this.since + between(this.rng, 10, 30) * MINUTE_MS) / 1000) * 1000;
    const childEnd =
      Math.round(Math.min(end - 10 * MINUTE_MS, childStart + between(this.rng, 30, 70) * MINUTE_MS) / 1000) * 1000;
    this.stayUntil(end, { place: shopIn(this.rng, this.at), start: childStart, end: childEnd });
  }

  plan(to: Place): Trip {
    return planTrip(this.rng, this.ctx, this.at, to);
  }

  travelTo(to: Place, trip: Trip = this.plan(to)): void {
    const start = this.since;
    const end = Math.round((start + trip.durationMs) / 1000) * 1000;
    const points = movePoints(this.rng, this.at, to, start, end, trip);
    this.segments.push({
      type: 'move',
      from: this.at,
      to,
      start,
      end,
      mode: trip.mode,
      distanceMeters: trip.distanceMeters,
      points,
    });
    this.at = to;
    this.since = end;
  }

  /** Leaves home (closing the night's visit) when the trip to `to` must start to arrive at `arriveBy`. */
  leaveHomeFor(to: Place, arriveBy: number): void {
    const trip = this.plan(to);
    this.stayUntil(arriveBy - trip.durationMs);
    this.travelTo(to, trip);
  }

  /** Goes out to `to` no earlier than `notBefore`, stays, and comes home again. */
  outing(to: Place, notBefore: number, minMinutes: number, maxMinutes: number): void {
    this.stayUntil(Math.max(notBefore, this.since + 30 * MINUTE_MS));
    this.travelTo(to);
    if (to.kind === 'mall') this.stayAtMall(minMinutes, maxMinutes);
    else this.stayFor(minMinutes, maxMinutes);
    this.travelTo(this.ctx.places.home);
  }
}

const extrasOf = (ctx: SimContext, kinds: readonly ExtraKind[]): Place[] =>
  ctx.places.extras.filter((place) => (kinds as readonly PlaceKind[]).includes(place.kind));

// Weekdays: at the office by about 09:30, leave about 18:30, and some evenings stop at the gym, a
// cafe or the grocery on the way home, always home before 22:00.
function planWeekday(ctx: SimContext, rng: Rng, b: DayBuilder, day: number): void {
  const { home, work } = ctx.places;
  b.leaveHomeFor(work, localTime(ctx, day, 9, 30) + between(rng, -15, 15) * MINUTE_MS);
  b.stayUntil(localTime(ctx, day, 18, 30) + between(rng, -20, 40) * MINUTE_MS);
  const evening = extrasOf(ctx, ['gym', 'cafe', 'grocery', 'restaurant']);
  if (evening.length > 0 && chance(rng, 0.45)) {
    const place = pick(rng, evening);
    b.travelTo(place);
    b.stayFor(place.kind === 'grocery' ? 15 : 40, place.kind === 'grocery' ? 35 : 75);
  }
  b.travelTo(home);
}

// Weekends: a morning walk by the lake, an afternoon at the mall, coffee in the evening; at least
// one outing so that every day has something to show.
function planWeekend(ctx: SimContext, rng: Rng, b: DayBuilder, day: number): void {
  const parks = extrasOf(ctx, ['park']);
  const malls = extrasOf(ctx, ['mall']);
  const evening = extrasOf(ctx, ['cafe', 'restaurant']);
  const start = b.segments.length;
  if (parks.length > 0 && chance(rng, 0.6))
    b.outing(pick(rng, parks), localTime(ctx, day, 9, between(rng, 0, 60)), 45, 90);
  if (malls.length > 0 && chance(rng, 0.6))
    b.outing(pick(rng, malls), localTime(ctx, day, 13, between(rng, 0, 90)), 120, 210);
  if (evening.length > 0 && chance(rng, 0.35))
    b.outing(pick(rng, evening), localTime(ctx, day, 18, between(rng, 30, 75)), 50, 90);
  if (b.segments.length === start && ctx.places.extras.length > 0) {
    b.outing(pick(rng, ctx.places.extras), localTime(ctx, day, 11, between(rng, 0, 60)), 30, 60);
  }
}

/** Simulates one day starting at home (there since `homeSince`); returns when it got home again. */
function simulateDay(ctx: SimContext, day: number, homeSince: number): { segments: Segment[]; homeSince: number } {
  const rng = deriveRng(ctx.seed, 'day', day);
  const builder = new DayBuilder(ctx, rng, ctx.places.home, homeSince);
  if (isWeekday(ctx, day)) planWeekday(ctx, rng, builder, day);
  else planWeekend(ctx, rng, builder, day);
  return { segments: builder.segments, homeSince: builder.time };
}

export interface DayStream {
  /** The next complete day. */
  next(): SimDay;
  /** Ends the timeline: the remaining day (rarely days), closing the last night at home. */
  finish(): SimDay[];
}

/**
 * An endless, lazily simulated timeline. A day is yielded once everything that starts on it is
 * known, so the night at home that starts on day d (and ends on the morning of d + 1) belongs to d.
 */
export function createDayStream(persona: Persona, seed: number): DayStream {
  const ctx = createContext(persona, seed);
  // Day 0 begins with the person already home since the previous evening.
  let homeSince = localTime(ctx, -1, 20) + Math.round(between(deriveRng(seed, 'start'), 0, 60)) * MINUTE_MS;
  let simulated = -1;
  let nextIndex = 0;
  const pending: Segment[] = [];
  const dayOf = (time: number): number => Math.max(0, Math.floor((time - ctx.epoch) / DAY_MS));

  const simulateNext = (): void => {
    simulated++;
    const result = simulateDay(ctx, simulated, homeSince);
    pending.push(...result.segments);
    homeSince = result.homeSince;
  };

  const take = (): SimDay => {
    const index = nextIndex++;
    const segments: Segment[] = [];
    for (let next = pending[0]; next && dayOf(next.start) === index; next = pending[0]) {
      segments.push(next);
      pending.shift();
    }
    const dayStart = localTime(ctx, index, 0);
    const date = new Date(dayStart + ctx.offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
    return { index, date, dayStart, weekday: isWeekday(ctx, index), segments };
  };

  return {
    next() {
      while (simulated < nextIndex || dayOf(homeSince) <= nextIndex) simulateNext();
      return take();
    },
    finish() {
      while (simulated < nextIndex) simulateNext();
      const rng = deriveRng(seed, 'closing', simulated);
      const closer = new DayBuilder(ctx, rng, ctx.places.home, homeSince);
      closer.stayUntil(localTime(ctx, simulated + 1, 8, 30) + between(rng, -10, 20) * MINUTE_MS);
      pending.push(...closer.segments);
      const days: SimDay[] = [];
      while (pending.length > 0) days.push(take());
      return days;
    },
  };
}

/** A finite timeline of `days` days (at least one); the last one ends with the final night at home. */
export function simulateDays(persona: Persona, seed: number, days: number): SimDay[] {
  const stream = createDayStream(persona, seed);
  const result: SimDay[] = [];
  for (let i = 1; i < days; i++) result.push(stream.next());
  result.push(...stream.finish());
  return result;
}

// ---------------------------------------------------------------------------------------------
// JSON text in the whitespace styles Google's exports use
// ---------------------------------------------------------------------------------------------

type Json = string | number | boolean | null | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json | undefined;
}

interface JsonStyle {
  colon: string;
  /** Objects inside arrays open on the bracket's line: `[{`, `}, {`, `}]`. */
  compact: boolean;
  /** Space inside brackets, Jackson style: `[ {`, `[ ]`. */
  pad: string;
}

/** JSON.stringify(value, null, 2): semantic files and the Android export. */
const STANDARD: JsonStyle = { colon: ': ', compact: false, pad: '' };
/** Takeout's own printer: Records.json, Settings.json, Timeline Edits.json. */
const TAKEOUT: JsonStyle = { colon: ': ', compact: true, pad: '' };
/** Jackson's default pretty printer: the old Location History.json and the iOS export as seen in the wild. */
const JACKSON: JsonStyle = { colon: ' : ', compact: true, pad: ' ' };

function formatJson(value: Json, style: JsonStyle, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return Array.isArray(value) ? formatArray(value, style, indent) : formatObject(value, style, indent);
}

function formatObject(object: JsonObject, style: JsonStyle, indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (value !== undefined)
      lines.push(`${inner}${JSON.stringify(key)}${style.colon}${formatJson(value, style, inner)}`);
  }
  return lines.length === 0 ? `{${style.pad}}` : `{\n${lines.join(',\n')}\n${indent}}`;
}

function formatArray(array: Json[], style: JsonStyle, indent: string): string {
  if (array.length === 0) return `[${style.pad}]`;
  if (style.compact)
    return `[${style.pad}${array.map((item) => formatJson(item, style, indent)).join(', ')}${style.pad}]`;
  const inner = `${indent}  `;
  return `[\n${array.map((item) => inner + formatJson(item, style, inner)).join(',\n')}\n${indent}]`;
}

const e7 = (degrees: number): number => Math.round(degrees * 1e7);
const TWO_POW_32 = 4_294_967_296;
const androidLatLng = (p: LatLng): string => `${p.lat.toFixed(7)}°, ${p.lng.toFixed(7)}°`;
const iosGeo = (p: LatLng): string => `geo:${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

// ---------------------------------------------------------------------------------------------
// Rendering: a format is a head, items joined by a separator, and a tail
// ---------------------------------------------------------------------------------------------

interface FormatWriter {
  head: string;
  separator: string;
  /** Serialized items for one day. */
  items(day: SimDay): string[];
  /** Items still held back once the last day has been written. */
  flush(): string[];
  tail(): string;
}

class ChunkBuffer {
  private parts: string[] = [];
  private size = 0;
  total = 0;

  constructor(private readonly limit: number) {}

  /** Adds text; returns a chunk once roughly `limit` bytes have accumulated. */
  add(text: string): string | undefined {
    const bytes = utf8ByteLength(text);
    this.parts.push(text);
    this.size += bytes;
    this.total += bytes;
    return this.size >= this.limit ? this.take() : undefined;
  }

  take(): string {
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    return chunk;
  }
}

type StopRule = (daysWritten: number, bytesWritten: number) => boolean;

/** Streams a whole file: days are simulated as they are written, so memory stays flat. */
function* renderChunks(writer: FormatWriter, stream: DayStream, stop: StopRule, chunkBytes: number): Generator<string> {
  const buffer = new ChunkBuffer(chunkBytes);
  let first = true;
  function* add(texts: string[]): Generator<string> {
    for (const text of texts) {
      const chunk = buffer.add(first ? text : writer.separator + text);
      first = false;
      if (chunk !== undefined) yield chunk;
    }
  }
  const head = buffer.add(writer.head);
  if (head !== undefined) yield head;
  for (let days = 0; !stop(days, buffer.total); days++) yield* add(writer.items(stream.next()));
  for (const day of stream.finish()) yield* add(writer.items(day));
  yield* add(writer.flush());
  const full = buffer.add(writer.tail());
  const rest = full ?? buffer.take();
  if (rest !== '') yield rest;
}

export interface GeneratorOptions {
  persona?: Persona;
  seed?: number;
}

export interface ChunkOptions {
  /** Approximate size of each yielded chunk; 1 MiB by default. */
  chunkBytes?: number;
}

const DEFAULT_SEED = 20250301;
const DEFAULT_CHUNK_BYTES = 1024 * 1024;

function renderDays(writer: FormatWriter, days: number, opts: GeneratorOptions): string {
  const stream = createDayStream(opts.persona ?? DEFAULT_PERSONA, opts.seed ?? DEFAULT_SEED);
  return [...renderChunks(writer, stream, (written) => written >= days - 1, Number.POSITIVE_INFINITY)].join('');
}

function* renderBytes(
  writer: FormatWriter,
  targetBytes: number,
  opts: GeneratorOptions & ChunkOptions,
): Generator<string> {
  const stream = createDayStream(opts.persona ?? DEFAULT_PERSONA, opts.seed ?? DEFAULT_SEED);
  const chunkBytes = opts.chunkBytes ?? DEFAULT_CHUNK_BYTES;
  yield* renderChunks(writer, stream, (_, bytes) => bytes >= targetBytes, chunkBytes);
}

interface FormatContext {
  persona: Persona;
  seed: number;
  offsetMinutes: number;
  places: PlaceBook;
  deviceTag: number;
}

function formatContext(opts: GeneratorOptions): FormatContext {
  const persona = opts.persona ?? DEFAULT_PERSONA;
  const seed = opts.seed ?? DEFAULT_SEED;
  return {
    persona,
    seed,
    offsetMinutes: persona.utcOffsetMinutes ?? IST_OFFSET_MINUTES,
    places: placeBook(persona),
    // Takeout's deviceTag is a signed 32-bit integer.
    deviceTag: hashString(`device|${seed}`) | 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Takeout Records.json
// ---------------------------------------------------------------------------------------------

export interface RecordsOptions extends GeneratorOptions {
  /** Old exports: every time is `timestampMs` (epoch ms as a string), Jackson whitespace. */
  legacyMs?: boolean;
  /** Append two points by the antimeridian, one with latitudeE7/longitudeE7 overflowed past 2^31. */
  overflow?: boolean;
}

type RecordActivity = { type: string; confidence: number }[];

function moveActivity(rng: Rng, mode: TravelMode): RecordActivity {
  const c = intBetween(rng, 60, 100);
  const still = { type: 'STILL', confidence: 100 - c };
  switch (mode) {
    case 'car':
      return [
        { type: 'IN_VEHICLE', confidence: c },
        { type: 'IN_ROAD_VEHICLE', confidence: c },
        { type: 'IN_FOUR_WHEELER_VEHICLE', confidence: Math.max(0, c - 3) },
        { type: 'IN_CAR', confidence: Math.max(0, c - 3) },
        still,
      ];
    case 'bus':
      return [
        { type: 'IN_VEHICLE', confidence: c },
        { type: 'IN_ROAD_VEHICLE', confidence: c },
        { type: 'IN_BUS', confidence: Math.max(0, c - 5) },
        still,
      ];
    case 'subway':
      return [{ type: 'IN_VEHICLE', confidence: c }, { type: 'IN_RAIL_VEHICLE', confidence: c }, still];
    case 'cycling':
      return [
        { type: 'ON_BICYCLE', confidence: c },
        { type: 'ON_FOOT', confidence: 100 - c },
      ];
    case 'walking':
      return [
        { type: 'ON_FOOT', confidence: c },
        { type: 'WALKING', confidence: c },
        { type: 'RUNNING', confidence: 100 - c },
      ];
  }
}

function stillActivity(rng: Rng): RecordActivity {
  if (chance(rng, 0.6)) return [{ type: 'STILL', confidence: 100 }];
  const c = intBetween(rng, 40, 90);
  return [
    { type: 'STILL', confidence: c },
    { type: 'TILTING', confidence: intBetween(rng, 0, 100 - c) },
    { type: 'UNKNOWN', confidence: 100 - c },
  ];
}

/** Negative coordinates sometimes arrive as unsigned 32-bit values in real exports; mimic that. */
function encodeE7(degrees: number, rng: Rng): number {
  const value = e7(degrees);
  return value < 0 && chance(rng, 0.02) ? value + TWO_POW_32 : value;
}

function recordsTime(ms: number, legacy: boolean): JsonObject {
  return legacy ? { timestampMs: String(ms) } : { timestamp: isoUtc(ms) };
}

function recordPoint(
  ctx: FormatContext,
  rng: Rng,
  point: TrackPoint,
  mode: TravelMode | null,
  legacy: boolean,
): JsonObject {
  // Older points carry `timestampMs`; newer exports mix in the odd one too.
  const legacyTime = legacy || chance(rng, 0.12);
  const activity = chance(rng, mode ? 0.35 : 0.25)
    ? [
        {
          activity: mode ? moveActivity(rng, mode) : stillActivity(rng),
          ...recordsTime(point.t + intBetween(rng, -30_000, 30_000), legacyTime),
        },
      ]
    : undefined;
  const body: JsonObject = {
    latitudeE7: encodeE7(point.lat, rng),
    longitudeE7: encodeE7(point.lng, rng),
    accuracy: point.accuracy,
    velocity: point.speed === undefined ? undefined : Math.round(point.speed),
    heading: point.heading,
    altitude: point.altitude,
    verticalAccuracy: point.altitude === undefined ? undefined : intBetween(rng, 2, 12),
    activity,
  };
  if (legacy) return { ...recordsTime(point.t, true), ...body };
  return {
    ...body,
    source: point.source,
    deviceTag: ctx.deviceTag,
    platformType: 'ANDROID',
    formFactor: 'PHONE',
    ...recordsTime(point.t, legacyTime),
  };
}

function antimeridianPoints(after: number, legacy: boolean): JsonObject[] {
  // Taveuni, Fiji straddles 180°: +179.9 fits in an int32 (E7), -179.9 is written as its unsigned
  // 32-bit value (> 1 800 000 000); a parser must subtract 2^32.
  const lat = -16.8;
  return [
    {
      latitudeE7: e7(lat),
      longitudeE7: e7(179.9),
      accuracy: 20,
      source: 'GPS',
      ...recordsTime(after + DAY_MS, legacy),
    },
    {
      latitudeE7: e7(lat) + TWO_POW_32,
      longitudeE7: e7(-179.9) + TWO_POW_32,
      accuracy: 20,
      source: 'GPS',
      ...recordsTime(after + DAY_MS + 10 * MINUTE_MS, legacy),
    },
  ];
}

function recordsWriter(opts: RecordsOptions): FormatWriter {
  const ctx = formatContext(opts);
  const legacy = opts.legacyMs === true;
  const style = legacy ? JACKSON : TAKEOUT;
  let lastTime = 0;
  return {
    head: `{\n  "locations"${style.colon}[${style.pad}`,
    separator: ', ',
    items(day) {
      const rng = deriveRng(ctx.seed, 'records', day.index);
      const items: string[] = [];
      for (const segment of day.segments) {
        const mode = segment.type === 'move' ? segment.mode : null;
        for (const point of segment.points) {
          items.push(formatJson(recordPoint(ctx, rng, point, mode, legacy), style, '  '));
          lastTime = point.t;
        }
      }
      return items;
    },
    flush: () =>
      opts.overflow ? antimeridianPoints(lastTime, legacy).map((point) => formatJson(point, style, '  ')) : [],
    tail: () => `${style.pad}]\n}\n`,
  };
}

/** Takeout `Records.json` for `days` days. */
export function recordsJson(days: number, opts: RecordsOptions = {}): string {
  return renderDays(recordsWriter(opts), days, opts);
}

/** `Records.json` streamed in ~1 MiB chunks until at least `targetBytes` bytes. */
export function* recordsJsonChunks(targetBytes: number, opts: RecordsOptions & ChunkOptions = {}): Generator<string> {
  yield* renderBytes(recordsWriter(opts), targetBytes, opts);
}

// ---------------------------------------------------------------------------------------------
// Takeout Semantic Location History/YYYY/YYYY_MONTH.json
// ---------------------------------------------------------------------------------------------

export interface SemanticOptions extends GeneratorOptions {
  /** Older files: startTimestampMs/endTimestampMs (epoch ms strings) instead of ISO times. */
  legacyMs?: boolean;
  /** Prefix a UTF-8 byte-order mark, as some re-saved files have. */
  bom?: boolean;
}

const SEMANTIC_ACTIVITY: Record<TravelMode, string> = {
  car: 'IN_PASSENGER_VEHICLE',
  bus: 'IN_BUS',
  subway: 'IN_SUBWAY',
  cycling: 'CYCLING',
  walking: 'WALKING',
};

const SEMANTIC_TYPE: Partial<Record<PlaceKind, string>> = {
  home: 'TYPE_HOME',
  work: 'TYPE_WORK',
  // People often label their gym themselves.
  gym: 'TYPE_ALIASED_LOCATION',
};

function semanticDuration(start: number, end: number, legacy: boolean): JsonObject {
  return legacy
    ? { startTimestampMs: String(start), endTimestampMs: String(end) }
    : { startTimestamp: isoUtc(start, false), endTimestamp: isoUtc(end, false) };
}

function semanticLocation(ctx: FormatContext, rng: Rng, place: Place): JsonObject {
  return {
    latitudeE7: e7(place.lat),
    longitudeE7: e7(place.lng),
    placeId: place.id,
    address: place.address,
    name: place.name,
    semanticType: SEMANTIC_TYPE[place.kind],
    sourceInfo: { deviceTag: ctx.deviceTag },
    locationConfidence: float32(between(rng, 60, 99)),
    calibratedProbability: float32(between(rng, 50, 95)),
  };
}

function otherCandidate(rng: Rng, place: Place): JsonObject {
  const near = offsetMeters(place, between(rng, -80, 80), between(rng, -80, 80));
  const name = pick(rng, ['Bus stop', 'ATM', 'Medical store', 'Bakery', 'Apartment complex']);
  return {
    latitudeE7: e7(near.lat),
    longitudeE7: e7(near.lng),
    placeId: fakePlaceId(`candidate|${place.id}|${name}`),
    address: place.address,
    name,
    locationConfidence: float32(between(rng, 0.1, 5)),
    calibratedProbability: float32(between(rng, 0.1, 4)),
  };
}

function placeVisitBody(
  ctx: FormatContext,
  rng: Rng,
  place: Place,
  start: number,
  end: number,
  legacy: boolean,
): JsonObject {
  const center = jitterMeters(rng, place, 15);
  return {
    location: semanticLocation(ctx, rng, place),
    duration: semanticDuration(start, end, legacy),
    placeConfidence: chance(rng, 0.8) ? 'HIGH_CONFIDENCE' : 'MEDIUM_CONFIDENCE',
    centerLatE7: e7(center.lat),
    centerLngE7: e7(center.lng),
    visitConfidence: intBetween(rng, 70, 98),
    otherCandidateLocations: [otherCandidate(rng, place)],
    editConfirmationStatus: place.kind === 'home' && chance(rng, 0.2) ? 'CONFIRMED' : 'NOT_CONFIRMED',
    locationConfidence: intBetween(rng, 50, 99),
    placeVisitType: 'SINGLE_PLACE',
  };
}

function placeVisit(ctx: FormatContext, rng: Rng, visit: VisitSegment, legacy: boolean): JsonObject {
  const { child } = visit;
  const childVisits = child
    ? [{ ...placeVisitBody(ctx, rng, child.place, child.start, child.end, legacy), placeVisitLevel: 1 }]
    : undefined;
  const body = placeVisitBody(ctx, rng, visit.place, visit.start, visit.end, legacy);
  return { placeVisit: { ...body, placeVisitImportance: 'MAIN', childVisits } };
}

function activityProbabilities(rng: Rng, main: string): JsonObject[] {
  const top = between(rng, 85, 98);
  const others = ['WALKING', 'STILL', 'IN_BUS', 'MOTORCYCLING', 'IN_PASSENGER_VEHICLE', 'CYCLING'].filter(
    (t) => t !== main,
  );
  let left = 100 - top;
  const list: JsonObject[] = [{ activityType: main, probability: top }];
  for (const type of others.slice(0, 3)) {
    const share = left * between(rng, 0.3, 0.7);
    left -= share;
    list.push({ activityType: type, probability: share });
  }
  return list;
}

function waypoints(move: MoveSegment): JsonObject[] {
  const points = move.points;
  const step = Math.max(1, Math.floor(points.length / 5));
  const picked = [move.from, ...points.filter((_, i) => i % step === 0 && i > 0).slice(0, 4), move.to];
  return picked.map((p) => ({ latE7: e7(p.lat), lngE7: e7(p.lng) }));
}

function routeDetails(rng: Rng, move: MoveSegment): JsonObject {
  if (move.mode === 'bus' || move.mode === 'subway') {
    const stop = (place: Place, label: string): JsonObject => ({
      latitudeE7: e7(place.lat),
      longitudeE7: e7(place.lng),
      placeId: fakePlaceId(`stop|${place.id}|${move.mode}`),
      name: `${place.name} ${label}`,
    });
    const line = move.mode === 'bus' ? `${intBetween(rng, 200, 500)}-D` : 'Purple Line';
    return {
      transitPath: {
        transitStops: [stop(move.from, 'stop'), stop(move.to, 'stop')],
        name: line,
        linePlaceId: fakePlaceId(`line|${line}`),
      },
    };
  }
  const travelMode = move.mode === 'car' ? 'DRIVE' : move.mode === 'walking' ? 'WALK' : 'BICYCLE';
  return {
    waypointPath: {
      waypoints: waypoints(move),
      source: 'INFERRED',
      distanceMeters: move.distanceMeters,
      travelMode,
      confidence: float32(between(rng, 0.6, 1)),
    },
  };
}

function activitySegment(ctx: FormatContext, rng: Rng, move: MoveSegment, legacy: boolean): JsonObject {
  const type = SEMANTIC_ACTIVITY[move.mode];
  const end = (place: Place): JsonObject => ({
    latitudeE7: e7(place.lat),
    longitudeE7: e7(place.lng),
    sourceInfo: { deviceTag: ctx.deviceTag },
  });
  return {
    activitySegment: {
      startLocation: end(move.from),
      endLocation: end(move.to),
      duration: semanticDuration(move.start, move.end, legacy),
      distance: Math.round(move.distanceMeters),
      activityType: type,
      confidence: pick(rng, ['HIGH', 'HIGH', 'MEDIUM', 'LOW']),
      activities: activityProbabilities(rng, type),
      ...routeDetails(rng, move),
      editConfirmationStatus: 'NOT_CONFIRMED',
    },
  };
}

function semanticWriter(opts: SemanticOptions): FormatWriter {
  const ctx = formatContext(opts);
  const legacy = opts.legacyMs === true;
  return {
    head: `${opts.bom ? '\uFEFF' : ''}{\n  "timelineObjects": [\n    `,
    separator: ',\n    ',
    items(day) {
      const rng = deriveRng(ctx.seed, 'semantic', day.index);
      return day.segments.map((segment) => {
        const object =
          segment.type === 'visit' ? placeVisit(ctx, rng, segment, legacy) : activitySegment(ctx, rng, segment, legacy);
        return formatJson(object, STANDARD, '    ');
      });
    },
    flush: () => [],
    tail: () => '\n  ]\n}\n',
  };
}

/** A Takeout semantic month file (`2025_MARCH.json`) covering `days` days. */
export function semanticMonthJson(days: number, opts: SemanticOptions = {}): string {
  return renderDays(semanticWriter(opts), days, opts);
}

export function* semanticJsonChunks(targetBytes: number, opts: SemanticOptions & ChunkOptions = {}): Generator<string> {
  yield* renderBytes(semanticWriter(opts), targetBytes, opts);
}

// ---------------------------------------------------------------------------------------------
// On-device exports: shared timeline-path blocks
// ---------------------------------------------------------------------------------------------

interface PathBlock {
  start: number;
  end: number;
  points: TrackPoint[];
}

const PATH_BLOCK_MS = 2 * HOUR_MS;

/** Raw points thinned out as the phone keeps them: all while moving, about one an hour while still. */
function pathPoints(segment: Segment): TrackPoint[] {
  return segment.type === 'move' ? segment.points : segment.points.filter((_, i) => i % 4 === 0);
}

/**
 * Groups raw points into the 2-hour `timelinePath` blocks of the on-device exports. Blocks align to
 * local even hours and a day only closes the blocks of its own calendar day; points after midnight
 * (the night at home) wait for the next day, so blocks never repeat and segments stay time-ordered.
 */
class PathBlocks {
  private carried: TrackPoint[] = [];
  private nextDayStart = 0;

  take(day: SimDay): PathBlock[] {
    const dayEnd = day.dayStart + DAY_MS;
    this.nextDayStart = dayEnd;
    const points = [...this.carried, ...day.segments.flatMap(pathPoints)];
    this.carried = points.filter((p) => p.t >= dayEnd);
    return this.group(
      points.filter((p) => p.t < dayEnd),
      day.dayStart,
    );
  }

  rest(): PathBlock[] {
    const points = this.carried;
    this.carried = [];
    return this.group(points, this.nextDayStart);
  }

  private group(points: TrackPoint[], origin: number): PathBlock[] {
    const blocks = new Map<number, PathBlock>();
    for (const point of points) {
      const start = origin + Math.floor((point.t - origin) / PATH_BLOCK_MS) * PATH_BLOCK_MS;
      const block = blocks.get(start) ?? { start, end: start + PATH_BLOCK_MS, points: [] };
      block.points.push(point);
      blocks.set(start, block);
    }
    return [...blocks.values()];
  }
}

interface TimedItem {
  start: number;
  json: Json;
}

const byStart = (a: TimedItem, b: TimedItem): number => a.start - b.start;

// Google also reports the enclosing place (the tech park around the office, the mall around the
// shop) as a second, hierarchyLevel 1 visit over the same span: a parser must count the stay once.
const hasEnclosingPlace = (place: Place): boolean => place.kind === 'work' || place.kind === 'mall';

function enclosingPlace(place: Place): Place {
  const at = offsetMeters(place, 120, -90);
  return makePlace(place.kind, `${place.name} campus`, place.address, at);
}

// ---------------------------------------------------------------------------------------------
// On-device export, Android (Timeline.json)
// ---------------------------------------------------------------------------------------------

export interface AndroidOptions extends GeneratorOptions {
  /** Google writes the three top-level keys in no fixed order. */
  keyOrder?: 'segments-first' | 'profile-first';
}

const ANDROID_SEMANTIC_TYPE: Partial<Record<PlaceKind, string>> = { home: 'HOME', work: 'WORK' };

function androidTimes(ctx: FormatContext, start: number, end: number): JsonObject {
  return {
    startTime: isoLocal(start, ctx.offsetMinutes, true),
    endTime: isoLocal(end, ctx.offsetMinutes, true),
    startTimeTimezoneUtcOffsetMinutes: ctx.offsetMinutes,
    endTimeTimezoneUtcOffsetMinutes: ctx.offsetMinutes,
  };
}

function androidVisit(ctx: FormatContext, rng: Rng, visit: VisitSegment, place: Place, level: number): JsonObject {
  return {
    ...androidTimes(ctx, visit.start, visit.end),
    visit: {
      hierarchyLevel: level,
      probability: float32(between(rng, level === 0 ? 0.8 : 0.5, level === 0 ? 0.98 : 0.8)),
      topCandidate: {
        placeId: place.id,
        semanticType: (level === 0 && ANDROID_SEMANTIC_TYPE[place.kind]) || 'UNKNOWN',
        probability: float32(between(rng, 0.2, 0.95)),
        placeLocation: { latLng: androidLatLng(place) },
      },
    },
  };
}

function androidActivity(ctx: FormatContext, move: MoveSegment): JsonObject {
  return {
    ...androidTimes(ctx, move.start, move.end),
    activity: {
      start: { latLng: androidLatLng(move.from) },
      end: { latLng: androidLatLng(move.to) },
      distanceMeters: float32(move.distanceMeters),
      topCandidate: { type: SEMANTIC_ACTIVITY[move.mode], probability: 0 },
    },
  };
}

function androidPath(ctx: FormatContext, block: PathBlock): JsonObject {
  return {
    startTime: isoLocal(block.start, ctx.offsetMinutes, true),
    endTime: isoLocal(block.end, ctx.offsetMinutes, true),
    timelinePath: block.points.map((p) => ({
      point: androidLatLng(p),
      time: isoLocal(p.t - (p.t % MINUTE_MS), ctx.offsetMinutes, true),
    })),
  };
}

function androidSegments(ctx: FormatContext, rng: Rng, day: SimDay, blocks: PathBlock[]): TimedItem[] {
  const items: TimedItem[] = blocks.map((block) => ({ start: block.start, json: androidPath(ctx, block) }));
  for (const segment of day.segments) {
    if (segment.type === 'move') {
      items.push({ start: segment.start, json: androidActivity(ctx, segment) });
      continue;
    }
    items.push({ start: segment.start, json: androidVisit(ctx, rng, segment, segment.place, 0) });
    if (hasEnclosingPlace(segment.place)) {
      items.push({ start: segment.start, json: androidVisit(ctx, rng, segment, enclosingPlace(segment.place), 1) });
    }
  }
  return items.sort(byStart);
}

const RAW_ACTIVITY: Record<TravelMode, string> = {
  car: 'IN_ROAD_VEHICLE',
  bus: 'IN_ROAD_VEHICLE',
  subway: 'IN_RAIL_VEHICLE',
  cycling: 'ON_BICYCLE',
  walking: 'WALKING',
};

/** The phone's recent raw signals: positions, activity recognitions and Wi-Fi scans of one day. */
function rawSignals(ctx: FormatContext, day: SimDay | undefined): JsonObject[] {
  if (!day) return [];
  const rng = deriveRng(ctx.seed, 'raw', day.index);
  const signals: JsonObject[] = [];
  const time = (ms: number): string => isoLocal(ms, ctx.offsetMinutes, true);
  for (const segment of day.segments) {
    const first = segment.points[0];
    if (segment.type === 'visit' && first) {
      const devicesRecords = Array.from({ length: intBetween(rng, 3, 8) }, () => ({
        mac: Math.floor(between(rng, 1e13, 2.8e14)),
        rawRssi: intBetween(rng, -90, -30),
      }));
      signals.push({ wifiScan: { deliveryTime: time(first.t), devicesRecords } });
    }
    segment.points.forEach((point, i) => {
      signals.push({
        position: {
          LatLng: androidLatLng(point),
          accuracyMeters: point.accuracy,
          altitudeMeters: point.altitude,
          source: point.source,
          timestamp: time(point.t),
          speedMetersPerSecond: point.speed ?? 0,
        },
      });
      if (segment.type === 'move' && i % 4 === 0) {
        const confidence = float32(between(rng, 0.6, 0.97));
        const probableActivities = [
          { type: RAW_ACTIVITY[segment.mode], confidence },
          { type: 'STILL', confidence: float32(1 - confidence) },
        ];
        signals.push({ activityRecord: { probableActivities, timestamp: time(point.t) } });
      }
    });
  }
  return signals;
}

const AFFINITY_MODE: Record<CommuteMode, string> = {
  driving: 'IN_PASSENGER_VEHICLE',
  transit: 'IN_BUS',
  cycling: 'CYCLING',
  walking: 'WALKING',
};

const COMMUTE_TRAVEL: Record<CommuteMode, TravelMode> = {
  driving: 'car',
  transit: 'bus',
  cycling: 'cycling',
  walking: 'walking',
};

function frequentTrip(ctx: FormatContext, from: Place, to: Place, startMinutes: number, direction: string): JsonObject {
  const mode = AFFINITY_MODE[ctx.persona.commuteMode];
  const travel = COMMUTE_TRAVEL[ctx.persona.commuteMode];
  const duration = Math.round(((haversineMeters(from, to) * ROUTE_FACTOR[travel]) / 1000 / SPEED_KMH[travel]) * 60);
  return {
    waypointIds: [from.id, to.id],
    mode,
    // Minutes since the start of the week (Monday 00:00 local).
    startTimeMinutes: startMinutes,
    endTimeMinutes: startMinutes + duration,
    durationMinutes: duration,
    confidence: 0,
    commuteDirection: direction,
    modeDistribution: [
      { mode, rate: float32(0.92) },
      { mode: 'WALKING', rate: float32(0.08) },
    ],
  };
}

function userLocationProfile(ctx: FormatContext): JsonObject {
  const { home, work } = ctx.places;
  return {
    frequentPlaces: [
      { placeId: home.id, placeLocation: androidLatLng(home), label: 'HOME' },
      { placeId: work.id, placeLocation: androidLatLng(work), label: 'WORK' },
    ],
    frequentTrips: [
      frequentTrip(ctx, home, work, 8 * 60 + 40, 'HOME_TO_WORK'),
      frequentTrip(ctx, work, home, 18 * 60 + 35, 'WORK_TO_HOME'),
    ],
    persona: {
      travelModeAffinities: [
        { mode: AFFINITY_MODE[ctx.persona.commuteMode], affinity: float32(0.91) },
        { mode: 'WALKING', affinity: float32(0.2) },
      ],
    },
  };
}

function androidWriter(opts: AndroidOptions): FormatWriter {
  const ctx = formatContext(opts);
  const blocks = new PathBlocks();
  const profileFirst = opts.keyOrder === 'profile-first';
  let lastActiveDay: SimDay | undefined;
  const profile = `  "userLocationProfile": ${formatJson(userLocationProfile(ctx), STANDARD, '  ')}`;
  return {
    head: `{\n${profileFirst ? `${profile},\n` : ''}  "semanticSegments": [\n    `,
    separator: ',\n    ',
    items(day) {
      if (day.segments.some((s) => s.type === 'move')) lastActiveDay = day;
      const rng = deriveRng(ctx.seed, 'android', day.index);
      return androidSegments(ctx, rng, day, blocks.take(day)).map((item) => formatJson(item.json, STANDARD, '    '));
    },
    flush: () => blocks.rest().map((block) => formatJson(androidPath(ctx, block), STANDARD, '    ')),
    tail() {
      const raw = `  "rawSignals": ${formatJson(rawSignals(ctx, lastActiveDay), STANDARD, '  ')}`;
      return `\n  ],\n${raw}${profileFirst ? '' : `,\n${profile}`}\n}\n`;
    },
  };
}

/** The Android on-device export (`Timeline.json`) for `days` days. */
export function onDeviceAndroidJson(days: number, opts: AndroidOptions = {}): string {
  return renderDays(androidWriter(opts), days, opts);
}

export function* onDeviceAndroidJsonChunks(
  targetBytes: number,
  opts: AndroidOptions & ChunkOptions = {},
): Generator<string> {
  yield* renderBytes(androidWriter(opts), targetBytes, opts);
}

// ---------------------------------------------------------------------------------------------
// On-device export, iOS (location-history.json): a top-level array where every value is a string
// ---------------------------------------------------------------------------------------------

const IOS_ACTIVITY: Record<TravelMode, string> = {
  car: 'in passenger vehicle',
  bus: 'in bus',
  subway: 'in subway',
  cycling: 'cycling',
  walking: 'walking',
};

const IOS_SEMANTIC_TYPE: Partial<Record<PlaceKind, string>> = { home: 'Home', work: 'Work' };

function iosTimes(ctx: FormatContext, start: number, end: number): JsonObject {
  return { endTime: isoLocal(end, ctx.offsetMinutes, false), startTime: isoLocal(start, ctx.offsetMinutes, false) };
}

function iosVisit(ctx: FormatContext, rng: Rng, visit: VisitSegment, place: Place, level: number): JsonObject {
  return {
    ...iosTimes(ctx, visit.start, visit.end),
    visit: {
      hierarchyLevel: String(level),
      topCandidate: {
        probability: between(rng, 0.2, 0.96).toFixed(6),
        semanticType: (level === 0 && IOS_SEMANTIC_TYPE[place.kind]) || 'Unknown',
        placeID: place.id,
        placeLocation: iosGeo(place),
      },
      probability: (intBetween(rng, 70, 96) / 100).toFixed(6),
    },
  };
}

function iosActivity(ctx: FormatContext, move: MoveSegment): JsonObject {
  return {
    ...iosTimes(ctx, move.start, move.end),
    activity: {
      end: iosGeo(move.to),
      topCandidate: { type: IOS_ACTIVITY[move.mode], probability: '0.000000' },
      distanceMeters: Math.round(move.distanceMeters).toFixed(6),
      start: iosGeo(move.from),
    },
  };
}

function iosPath(block: PathBlock): JsonObject {
  return {
    endTime: isoUtc(block.end),
    startTime: isoUtc(block.start),
    timelinePath: block.points.map((p) => ({
      point: iosGeo(p),
      durationMinutesOffsetFromStartTime: String(Math.floor((p.t - block.start) / MINUTE_MS)),
    })),
  };
}

function iosSegments(ctx: FormatContext, rng: Rng, day: SimDay, blocks: PathBlock[]): TimedItem[] {
  const items: TimedItem[] = blocks.map((block) => ({ start: block.start, json: iosPath(block) }));
  for (const segment of day.segments) {
    if (segment.type === 'move') {
      items.push({ start: segment.start, json: iosActivity(ctx, segment) });
      continue;
    }
    items.push({ start: segment.start, json: iosVisit(ctx, rng, segment, segment.place, 0) });
    if (hasEnclosingPlace(segment.place)) {
      items.push({ start: segment.start, json: iosVisit(ctx, rng, segment, enclosingPlace(segment.place), 1) });
    }
  }
  return items.sort(byStart);
}

function iosWriter(opts: GeneratorOptions): FormatWriter {
  const ctx = formatContext(opts);
  const blocks = new PathBlocks();
  return {
    head: '[ ',
    separator: ', ',
    items(day) {
      const rng = deriveRng(ctx.seed, 'ios', day.index);
      return iosSegments(ctx, rng, day, blocks.take(day)).map((item) => formatJson(item.json, JACKSON));
    },
    flush: () => blocks.rest().map((block) => formatJson(iosPath(block), JACKSON)),
    tail: () => ' ]\n',
  };
}

/** The iOS on-device export (`location-history.json`) for `days` days. */
export function onDeviceIosJson(days: number, opts: GeneratorOptions = {}): string {
  return renderDays(iosWriter(opts), days, opts);
}

export function* onDeviceIosJsonChunks(
  targetBytes: number,
  opts: GeneratorOptions & ChunkOptions = {},
): Generator<string> {
  yield* renderBytes(iosWriter(opts), targetBytes, opts);
}

// ---------------------------------------------------------------------------------------------
// Takeout files that hold no location history
// ---------------------------------------------------------------------------------------------

function startInstant(ctx: FormatContext): number {
  return createContext(ctx.persona, ctx.seed).epoch;
}

/** Takeout `Settings.json`: devices and reporting settings. */
export function settingsJson(opts: GeneratorOptions = {}): string {
  const ctx = formatContext(opts);
  const start = startInstant(ctx);
  const deviceCreated = isoUtc(start - 400 * DAY_MS + 9 * HOUR_MS + 1234);
  const settings: JsonObject = {
    createdTime: isoUtc(start - 900 * DAY_MS + 5 * HOUR_MS + 251),
    modifiedTime: deviceCreated,
    deviceSettings: [
      {
        deviceTag: ctx.deviceTag,
        reportingEnabled: true,
        legalCountryCode: 'in',
        devicePrettyName: 'Pixel 7a',
        platformType: 'ANDROID',
        deviceCreationTime: deviceCreated,
        latestLocationReportingSettingChange: { reportingEnabledModificationTime: deviceCreated },
        androidOsLevel: 34,
        deviceSpec: {
          manufacturer: 'Google',
          brand: 'google',
          product: 'lynx',
          device: 'lynx',
          model: 'Pixel 7a',
          isLowRam: false,
        },
        deviceActiveness: { hasSavedTimelineData: true, observedPlaceVisitsFor30PercentOfTheLast7d: true },
      },
    ],
    hasReportedLocations: true,
    hasSetRetention: false,
    encryptedBackupsControls: { [String(ctx.deviceTag)]: { enabled: true } },
    retentionControl: { retentionWindowDays: 2147483647 },
    timelineEnabled: true,
  };
  return `${formatJson(settings, TAKEOUT)}\n`;
}

/** Takeout `Timeline Edits.json`: Google's place aggregates and an edited raw signal. */
export function timelineEditsJson(opts: GeneratorOptions = {}): string {
  const ctx = formatContext(opts);
  const rng = deriveRng(ctx.seed, 'edits');
  const start = startInstant(ctx);
  const places = [ctx.places.home, ctx.places.work, ...ctx.places.extras.slice(0, 2)];
  const aggregate = (place: Place, score: number): JsonObject => {
    const seen = jitterMeters(rng, place, 20);
    return {
      score,
      numBucketsWithLocation: intBetween(rng, 0, 20),
      bucketSpanDays: intBetween(rng, 0, 6),
      point: { latE7: e7(seen.lat), lngE7: e7(seen.lng) },
      placeId: place.id,
      placePoint: { latE7: e7(place.lat), lngE7: e7(place.lng) },
    };
  };
  const scores = [870, 410, 22, 9];
  const edits: JsonObject = {
    timelineEdits: [
      {
        deviceId: '0',
        placeAggregates: {
          placeAggregateInfo: places.map((place, i) => aggregate(place, scores[i] ?? 5)),
          windowSizeHrs: 2016,
          topRankedPlacesPlaceIds: places.map((place) => place.id),
          processWindow: { startTime: isoUtc(start - 84 * DAY_MS, false), endTime: isoUtc(start, false) },
          metadata: { platform: 'UNKNOWN' },
        },
      },
      {
        deviceId: String(ctx.deviceTag),
        rawSignal: {
          signal: {
            position: {
              point: { latE7: e7(ctx.places.home.lat), lngE7: e7(ctx.places.home.lng) },
              accuracyMm: 12000,
              timestamp: isoUtc(start + 8 * HOUR_MS),
            },
          },
        },
      },
    ],
  };
  return `${formatJson(edits, TAKEOUT)}\n`;
}

/** Takeout's `Encrypted Backups.txt` notice (our own wording in its style): no data, export from the phone. */
export function encryptedBackupsTxt(): string {
  return [
    'You have encrypted Timeline backups stored on Google servers.',
    '',
    'These backups are encrypted, so Google cannot read them and they are not included in this export.',
    'To get your Timeline data, open Google Maps on the phone that holds your Timeline, go to Settings,',
    'then Location & privacy (Android) or Personal content (iPhone), and choose Export Timeline data.',
    '',
  ].join('\n');
}
