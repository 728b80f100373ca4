// Values from the spec for the events feature, free of zod so the browser can use them without it.

/** spec §9: the default events location. */
export const DEFAULT_EVENTS_LOCATION = { city: 'Pune', coordinates: { lat: 18.5204, lng: 73.8567 } } as const;
