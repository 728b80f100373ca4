export const TRANSIT_MODES = ['walk', 'metro', 'suburban', 'monorail', 'rrts', 'bus', 'tram', 'ferry'] as const;
export type TransitMode = (typeof TRANSIT_MODES)[number];

/**
 * A GTFS route_type (basic or extended) as one of our modes. Rail is suburban in the feeds we take
 * (locals, MMTS); extended 106 (regional rail) is how a feed marks RRTS (Namo Bharat).
 */
export function modeOfRouteType(type: number): TransitMode {
  if (type === 106) return 'rrts';
  if (type === 12 || type === 405) return 'monorail';
  if (type === 0 || type === 5 || (type >= 900 && type < 1000)) return 'tram';
  if (type === 1 || (type >= 400 && type < 500)) return 'metro';
  if (type === 2 || (type >= 100 && type < 200)) return 'suburban';
  if (type === 4 || (type >= 1000 && type < 1300)) return 'ferry';
  return 'bus';
}
