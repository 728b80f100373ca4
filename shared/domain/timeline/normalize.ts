import { bucketOf, fromE7, fromText, type LatLng, type PlaceLabel, parseTime, type TimelineEvent } from './events';

// One function per export format (../shared/fixtures/google-timeline/README.md), each turning one
// record into zero or more events. Records that are not understood are skipped and counted.

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

function label(value: unknown): PlaceLabel | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.toUpperCase();
  if (v.includes('HOME')) return 'HOME';
  if (v.includes('WORK')) return 'WORK';
  return undefined;
}

/** Format 1, Records.json: one raw point, its activity guess if any. */
export function fromRecordsLocation(record: unknown): TimelineEvent[] {
  const r = obj(record);
  if (!r) return [];
  const at = fromE7(r.latitudeE7, r.longitudeE7);
  const when = parseTime(r.timestamp ?? r.timestampMs);
  if (!at || !when) return [];
  const activity = obj(arr(obj(arr(r.activity)[0])?.activity)[0]);
  const bucket = activity && (num(activity.confidence) ?? 0) >= 50 ? bucketOf(activity.type) : undefined;
  return [
    { type: 'point', time: when.time, offsetMin: when.offsetMin, at, bucket: bucket === 'other' ? undefined : bucket },
  ];
}

function semanticDuration(duration: unknown) {
  const d = obj(duration);
  const start = parseTime(d?.startTimestamp ?? d?.startTimestampMs);
  // Some exports omit the end: the visit still happened, with no known length.
  const end = parseTime(d?.endTimestamp ?? d?.endTimestampMs) ?? start;
  return start && end && end.time >= start.time ? { start, end } : undefined;
}

function semanticPoint(location: unknown): LatLng | undefined {
  const l = obj(location);
  return l ? (fromE7(l.latitudeE7, l.longitudeE7) ?? fromE7(l.latE7, l.lngE7)) : undefined;
}

/** Format 2, Semantic Location History: a placeVisit (children counted once) or an activitySegment. */
export function fromSemanticObject(record: unknown): TimelineEvent[] {
  const r = obj(record);
  const visit = obj(r?.placeVisit);
  if (visit) {
    const location = obj(visit.location);
    const at = semanticPoint(location) ?? semanticPoint(arr(visit.otherCandidateLocations)[0]);
    const span = semanticDuration(visit.duration);
    if (!at || !span) return [];
    const name = typeof location?.name === 'string' ? location.name : undefined;
    return [
      {
        type: 'visit',
        start: span.start.time,
        end: span.end.time,
        offsetMin: span.start.offsetMin,
        at,
        label: label(location?.semanticType),
        name,
      },
    ];
  }
  const segment = obj(r?.activitySegment);
  if (segment) {
    const span = semanticDuration(segment.duration);
    if (!span) return [];
    return [
      {
        type: 'trip',
        start: span.start.time,
        end: span.end.time,
        offsetMin: span.start.offsetMin,
        from: semanticPoint(segment.startLocation),
        to: semanticPoint(segment.endLocation),
        meters: num(segment.distance),
        bucket: bucketOf(segment.activityType ?? obj(arr(segment.activities)[0])?.activityType),
      },
    ];
  }
  return [];
}

/** Format 3 (Android) and 4 (iOS), on-device export: one semantic segment. */
export function fromOnDeviceSegment(record: unknown): TimelineEvent[] {
  const r = obj(record);
  if (!r) return [];
  const start = parseTime(r.startTime);
  const end = parseTime(r.endTime);
  if (!start || !end) return [];
  // Android writes every time in the exporting phone's zone, but each segment's own offset in
  // minutes: that field is the local time where it happened, and wins over the string's.
  start.offsetMin = num(r.startTimeTimezoneUtcOffsetMinutes) ?? start.offsetMin;
  const visit = obj(r.visit);
  if (visit) {
    // hierarchyLevel 1 repeats a level-0 visit as its enclosing place: count the stay once.
    if (num(visit.hierarchyLevel) === 1) return [];
    const candidate = obj(visit.topCandidate);
    const at = fromText(candidate?.placeLocation) ?? fromText(obj(candidate?.placeLocation)?.latLng);
    if (!at) return [];
    return [
      {
        type: 'visit',
        start: start.time,
        end: end.time,
        offsetMin: start.offsetMin,
        at,
        label: label(candidate?.semanticType),
      },
    ];
  }
  const activity = obj(r.activity);
  if (activity) {
    return [
      {
        type: 'trip',
        start: start.time,
        end: end.time,
        offsetMin: start.offsetMin,
        from: fromText(activity.start) ?? fromText(obj(activity.start)?.latLng),
        to: fromText(activity.end) ?? fromText(obj(activity.end)?.latLng),
        meters: num(activity.distanceMeters),
        bucket: bucketOf(obj(activity.topCandidate)?.type),
      },
    ];
  }
  return arr(r.timelinePath).flatMap((entry): TimelineEvent[] => {
    const e = obj(entry);
    const at = fromText(e?.point);
    // Android gives each point a time; iOS an offset in minutes from the segment's start.
    const offset = num(e?.durationMinutesOffsetFromStartTime);
    const time = parseTime(e?.time)?.time ?? (offset !== undefined ? start.time + offset * 60_000 : undefined);
    return at && time !== undefined ? [{ type: 'point', time, offsetMin: start.offsetMin, at, path: true }] : [];
  });
}

/** Format 3, userLocationProfile: Google's own summary of home, work and travel modes. */
export function fromLocationProfile(record: unknown): TimelineEvent[] {
  const r = obj(record);
  if (!r) return [];
  // A person may have several places labelled HOME (a second home, a former one): all are kept.
  const homes: LatLng[] = [];
  let work: LatLng | undefined;
  for (const place of arr(r.frequentPlaces)) {
    const p = obj(place);
    const at = fromText(p?.placeLocation);
    if (!at) continue;
    if (label(p?.label) === 'HOME') homes.push(at);
    if (label(p?.label) === 'WORK') work ??= at;
  }
  const modes = arr(obj(r.persona)?.travelModeAffinities).flatMap((m) => {
    const mode = obj(m);
    const affinity = num(mode?.affinity);
    return affinity === undefined ? [] : [{ bucket: bucketOf(mode?.mode), affinity }];
  });
  return [{ type: 'profile', homes, work, modes }];
}
