/**
 * The day the curated data was last checked with `npm run check:freshness` (docs/data.md,
 * "Freshness"). The data tests hold it to that day, never to today's: nothing was stale on it, and no
 * fact is dated after it. Move it forward when the data is checked again.
 */
export const DATA_REVIEWED_ON = '2026-12-02';
