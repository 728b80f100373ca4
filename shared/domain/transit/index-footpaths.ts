import type KDBush from 'kdbush';
import type { GtfsFeed } from './feed';
import { MAX_CHANGE_WALK_M, metresBetween, walkSeconds } from './walking';

type Stops = {
  stopCount: number;
  stopLat: Float64Array;
  stopLng: Float64Array;
  stopIndex: KDBush;
  metresPerLng: number;
  routeStops: Int32Array;
};

/**
 * Changes on foot: between any two stops that trips serve up to 400 m apart (same station or not,
 * same feed or not), at walking pace, plus each feed's transfers.txt, whose minimum time replaces
 * the walk and whose "no transfer" removes it. Stored both ways so arrive-by runs read them too.
 */
export function indexFootpaths(n: Stops, feeds: GtfsFeed[], stopBase: number[]) {
  const served = new Uint8Array(n.stopCount);
  for (const s of n.routeStops) served[s] = 1;
  const paths = new Map<number, Map<number, number>>();
  const set = (a: number, b: number, seconds: number | null) => {
    if (a === b) return;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const m = paths.get(from) ?? new Map<number, number>();
      if (seconds === null) m.delete(to);
      else m.set(to, seconds);
      paths.set(from, m);
    }
  };
  for (let s = 0; s < n.stopCount; s++) {
    if (!served[s]) continue;
    const x = n.stopLng[s]! * n.metresPerLng;
    const y = n.stopLat[s]! * 110_574;
    for (const q of n.stopIndex.within(x, y, MAX_CHANGE_WALK_M * 1.01)) {
      if (q <= s || !served[q]) continue;
      const metres = metresBetween(
        { lat: n.stopLat[s]!, lng: n.stopLng[s]! },
        { lat: n.stopLat[q]!, lng: n.stopLng[q]! },
      );
      if (metres <= MAX_CHANGE_WALK_M) set(s, q, walkSeconds(metres));
    }
  }
  feeds.forEach((feed, f) => {
    for (const t of feed.transfers) {
      const a = t.from + stopBase[f]!;
      const b = t.to + stopBase[f]!;
      const walk = walkSeconds(
        metresBetween({ lat: n.stopLat[a]!, lng: n.stopLng[a]! }, { lat: n.stopLat[b]!, lng: n.stopLng[b]! }),
      );
      set(a, b, t.type === 3 ? null : t.type === 2 ? t.minSeconds : walk);
    }
  });
  const footStart = new Int32Array(n.stopCount + 1);
  const to: number[] = [];
  const seconds: number[] = [];
  for (let s = 0; s < n.stopCount; s++) {
    for (const [q, sec] of paths.get(s) ?? []) {
      to.push(q);
      seconds.push(sec);
    }
    footStart[s + 1] = to.length;
  }
  return { footStart, footTo: Int32Array.from(to), footSeconds: Int32Array.from(seconds) };
}
