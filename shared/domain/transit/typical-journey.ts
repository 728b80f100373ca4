import { ridesIn } from './describe-journey';
import type { Journey } from './journey';
import type { TransitNetwork } from './network';
import { type JourneyQuery, planJourney } from './plan-journey';

/**
 * The typical journey of a window (8:30–9:30 in the finder), not the one lucky connection: every
 * distinct journey leaving in the window (each found by departing one second after the previous
 * one left), and the one with the median duration. Null if none leaves in the window.
 */
export function typicalJourney(
  net: TransitNetwork,
  q: Omit<JourneyQuery, 'at' | 'by'> & { from: JourneyQuery['from']; windowStart: number; windowEnd: number },
): { typical: Journey; journeys: Journey[] } | null {
  const journeys: Journey[] = [];
  for (let at = q.windowStart; at <= q.windowEnd; ) {
    const journey = planJourney(net, { from: q.from, to: q.to, day: q.day, at, by: 'depart' });
    if (journey.departAt > q.windowEnd) break;
    journeys.push(journey);
    // A walk can leave at any second: it is the journey for the whole rest of the window.
    if (!ridesIn(journey)) break;
    at = journey.departAt + 1;
  }
  if (!journeys.length) return null;
  const sorted = [...journeys].sort((a, b) => a.arriveAt - a.departAt - (b.arriveAt - b.departAt));
  return { typical: sorted[Math.floor((sorted.length - 1) / 2)]!, journeys };
}
