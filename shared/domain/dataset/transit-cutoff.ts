/**
 * The date every line and section listed in the data was in passenger service by (docs/data.md,
 * "Transit"): one cut-off for every city. A module of its own: the browser reads it (a card's
 * stations say their date) without the dataset schemas and zod.
 */
export const TRANSIT_CUTOFF = '2026-12-01';
