import type { RaptorRun, StopWalks } from './raptor';
import { BY_RIDE, UNREACHED } from './raptor';
import { MAX_RIDES } from './walking';

export type BestEnd = { k: number; stop: number; walk: number; time: number };

/**
 * The best (earliest, or for arrive-by latest) end over every round and every stop within walking
 * distance; rounds are tried from fewest rides so a tie keeps fewer changes.
 */
export function bestEnd(
  run: RaptorRun,
  walks: StopWalks,
  combine: (label: number, walk: number) => number,
  latest: boolean,
): BestEnd | null {
  let found: BestEnd | null = null;
  for (let k = 1; k <= MAX_RIDES; k++) {
    for (let i = 0; i < walks.stops.length; i++) {
      const s = walks.stops[i]!;
      const l = run.label[k * run.n + s]!;
      if (l === UNREACHED || l === -UNREACHED) continue;
      const time = combine(l, walks.seconds[i]!);
      // At a tie, a stop the ride itself reaches, not one a (zero-second) walk from it reaches.
      const tie = found !== null && time === found.time && k === found.k && run.how[k * run.n + s] === BY_RIDE;
      if (!found || (latest ? time > found.time : time < found.time) || tie) {
        found = { k, stop: s, walk: walks.seconds[i]!, time };
      }
    }
  }
  return found;
}
