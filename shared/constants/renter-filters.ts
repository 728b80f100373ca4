// The finder's renter filters (docs/recommendation-formula.md, "Renter filters"). Each
// asks for a fact that is known: a neighbourhood where it is unknown never counts as meeting it.
export const RENTER_FILTERS = {
  petsAllowed: { label: 'Pets allowed', topic: 'pets' },
  bachelorFriendly: { label: 'Bachelor-friendly', topic: 'bachelors' },
  awayFromFloodSpots: { label: 'Away from flood spots', topic: null },
  cleanerAir: { label: 'Cleaner air', topic: null },
} as const;

export type RenterFilter = keyof typeof RENTER_FILTERS;
export const RENTER_FILTER_KEYS = Object.keys(RENTER_FILTERS) as [RenterFilter, ...RenterFilter[]];

/** Kinds of tenant a published report may say face restrictions (never a community). */
export const WHO_CAN_RENT_TOPICS = ['bachelors', 'pets', 'non-vegetarian'] as const;
export type WhoCanRentTopic = (typeof WHO_CAN_RENT_TOPICS)[number];

/** India's national annual standard for PM2.5 (NAAQS 2009), µg/m³: "cleaner air" is at or under it. */
export const PM25_ANNUAL_LIMIT = 40;
