import type { NetworkLine, NetworkStation } from '../dataset/transit-network-schema';
import { haversineKm } from '../geo';

/**
 * Seconds from a pattern's first station to each of its stations. The pace is the line's published
 * run time between two of its stations over the straight-line distance between them, or its cited
 * average speed (`runTime.basis`, docs/data.md "Our transit feeds"). Straight lines are shorter than
 * the track, so with an average speed the times come out a little short; with a published run time
 * the distance cancels out between the two stations it names.
 */
export function stationOffsets(
  line: NetworkLine,
  pattern: NetworkLine['patterns'][number],
  stations: ReadonlyMap<string, NetworkStation>,
  averageSpeedKmh: number | undefined,
): number[] {
  const secondsPerKm = paceSecondsPerKm(line, stations, averageSpeedKmh);
  const offsets = [0];
  for (let i = 1; i < pattern.stations.length; i++) {
    const km = haversineKm(station(stations, pattern.stations[i - 1]), station(stations, pattern.stations[i]));
    const previous = offsets[i - 1] ?? 0;
    // Two stations can share a point in the source (a junction's two names): the train still takes
    // time between them, and GTFS wants stop times that rise.
    offsets.push(Math.max(previous + MIN_STOP_GAP_SECONDS, Math.round(previous + km * secondsPerKm)));
  }
  return offsets;
}

const MIN_STOP_GAP_SECONDS = 30;

function paceSecondsPerKm(
  line: NetworkLine,
  stations: ReadonlyMap<string, NetworkStation>,
  averageSpeedKmh: number | undefined,
): number {
  const runTime = line.runTime;
  if (runTime.basis === 'average speed') {
    if (!averageSpeedKmh) throw new Error(`${line.id}: run time by average speed, but its curated line has none`);
    return 3600 / averageSpeedKmh;
  }
  const pattern = line.patterns.find((p) => p.stations.includes(runTime.from) && p.stations.includes(runTime.to));
  if (!pattern) throw new Error(`${line.id}: no pattern runs from ${runTime.from} to ${runTime.to}`);
  const ends = [pattern.stations.indexOf(runTime.from), pattern.stations.indexOf(runTime.to)];
  const [a, b] = [Math.min(...ends), Math.max(...ends)];
  let km = 0;
  for (let i = a + 1; i <= b; i++) {
    km += haversineKm(station(stations, pattern.stations[i - 1]), station(stations, pattern.stations[i]));
  }
  if (km === 0) throw new Error(`${line.id}: the run time's two stations are at one point`);
  return (runTime.minutes * 60) / km;
}

function station(stations: ReadonlyMap<string, NetworkStation>, id: string | undefined): NetworkStation {
  const found = id === undefined ? undefined : stations.get(id);
  if (!found) throw new Error(`unknown station ${id}`);
  return found;
}
