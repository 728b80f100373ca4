// How long each kind of dated fact stays true enough to show without checking it again (docs/data.md,
// "Freshness"). Past it the fact still counts, and says so where it is shown (out-of-date.ts);
// `npm test` prints how many are past it, and `npm run check:freshness` lists them and fails, for the
// maintainers' scheduled check.

export const SHELF_LIVES = {
  rent: { months: 24, why: 'asking rents move by a tenth or so a year; a two-year-old range still brackets them' },
  transit: { months: 18, why: 'networks open a few sections a year; new lines change which stations are nearest' },
  crime: { months: 60, why: "NCRB's city rates move slowly and come out two years after the year they count" },
  localSafety: { months: 60, why: 'as for the city rates' },
  airQuality: { months: 48, why: 'annual PM2.5 averages change by a few µg/m³ a year' },
  floodList: { months: 120, why: 'low-lying spots stay low-lying until drains are rebuilt, which lists then record' },
  whoCanRent: { months: 180, why: 'housing societies keep their bye-laws for decades; reports are few' },
  tenancyCustom: {
    months: 120,
    why: 'deposit and brokerage customs move slowly (a law carries no shelf life: it holds until changed)',
  },
  waterSupply: { months: 60, why: 'supply changes with new pipelines, over years' },
  placeStatus: { months: 12, why: 'restaurants, cafés and bars open and close within a year' },
  derivedAmenities: { months: 36, why: 'a neighbourhood gains or loses shops and parks over years' },
} as const;

export type FactKind = keyof typeof SHELF_LIVES;
