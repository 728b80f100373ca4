import type { Journey } from './journey';
import type { TransitNetwork } from './network';
import { reachFrom } from './reach';
import type { ServiceDay } from './service-day';
import type { LatLng } from './walking';

// The finder's transit commute to a workplace, for every locality at once: arrive-by runs from the
// workplace, one per deadline across the morning, and for each locality the journey of median
// length among those they give. One lucky connection (a train that leaves just right) is not what a
// person lives with every morning; the median over the hour is, a rare train's longer wait included.

/** Desk by 9:00 … 10:00, every ten minutes: journeys that leave home from about 8:30 to 9:30. */
export const COMMUTE_DEADLINES_S = [0, 10, 20, 30, 40, 50, 60].map((m) => 9 * 3600 + m * 60);

export type TypicalReach = {
  /** Per target, in the order given: its typical journey (walking, when no ride is quicker). */
  journeys: Journey[];
};

export function typicalReach(
  net: TransitNetwork,
  q: { to: LatLng & { name?: string }; day: ServiceDay; targets: (LatLng & { name?: string })[]; deadlines?: number[] },
): TypicalReach {
  const runs = (q.deadlines ?? COMMUTE_DEADLINES_S).map((by) =>
    reachFrom(net, { to: q.to, day: q.day, by, targets: q.targets }),
  );
  return {
    journeys: q.targets.map((_, i) => {
      // The run whose time to set aside (leaving home to the deadline) is the median, read back leg by leg.
      const order = runs.map((_, r) => r).sort((a, b) => runs[a]!.targets[i]!.minutes - runs[b]!.targets[i]!.minutes);
      return runs[order[Math.floor((order.length - 1) / 2)]!]!.journeyOf(i);
    }),
  };
}
