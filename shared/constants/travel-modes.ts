// spec §9: travel modes with their maximum and default distance in km. Only driving is enabled by
// default, and it is the default mode.
// A limit may instead be given in minutes (people think of a commute in time): each mode's default
// is what the form offers first.
export const TRAVEL_MODES = {
  walking: { label: 'Walking', maxKm: 10, defaultKm: 5, defaultMinutes: 30 },
  bicycling: { label: 'Bicycling', maxKm: 20, defaultKm: 10, defaultMinutes: 40 },
  transit: { label: 'Public Transit', maxKm: 30, defaultKm: 15, defaultMinutes: 60 },
  driving: { label: 'Driving', maxKm: 50, defaultKm: 20, defaultMinutes: 60 },
} as const;

export type TravelMode = keyof typeof TRAVEL_MODES;
export const TRAVEL_MODE_KEYS = Object.keys(TRAVEL_MODES) as [TravelMode, ...TravelMode[]];
export const DEFAULT_TRAVEL_MODE: TravelMode = 'driving';
export const MIN_TRAVEL_KM = 1; // spec §5: a distance slider runs from 1 km
/** A limit in minutes runs from 5 minutes to two hours, for every mode. */
export const MIN_TRAVEL_MINUTES = 5;
export const MAX_TRAVEL_MINUTES = 120;
