import type { TravelBucket } from './events';

// What a person's travel says they need near home (docs/timeline.md: must-haves from how they actually
// travel). The spec's location rules (Home → parking, Office → public transport) come first; these
// shares then confirm or drop them, and the analysis says why in words.

/** Driving share of travel time from which parking matters. */
export const PARKING_FROM_DRIVING = 0.25;
/** Public-transport share of travel time from which a station or stop nearby matters. */
export const TRANSIT_FROM_SHARE = 0.15;

export interface TravelNeeds {
  parking: boolean;
  publicTransport: boolean;
  /** One sentence per need (or its absence), with the share behind it. */
  reasons: string[];
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function travelNeeds(travelModes: readonly { mode: TravelBucket; share: number }[]): TravelNeeds | null {
  if (!travelModes.length) return null;
  const share = (mode: TravelBucket) => travelModes.find((m) => m.mode === mode)?.share ?? 0;
  // A motorcycle or scooter needs parking as a car does.
  const driving = share('driving') + share('two-wheeler');
  const transit = share('transit');
  const active = share('walking') + share('cycling');
  const parking = driving >= PARKING_FROM_DRIVING;
  const publicTransport = transit >= TRANSIT_FROM_SHARE;
  const reasons: string[] = [];
  if (parking) reasons.push(`Needs parking: ${pct(driving)} of travel time is by car or two-wheeler`);
  if (publicTransport)
    reasons.push(`Needs public transport nearby: ${pct(transit)} of travel time is by bus, metro or train`);
  if (!parking && !publicTransport && active >= 0.5) {
    reasons.push(
      `Gets around on foot or by bicycle (${pct(active)} of travel time): shops and services within walking distance matter most`,
    );
  }
  return { parking, publicTransport, reasons };
}
