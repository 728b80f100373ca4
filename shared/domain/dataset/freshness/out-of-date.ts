import { addMonths } from '../../events/calendar-dates';
import { formatDay, formatYearMonth } from '../../format-dates';
import { type FactKind, SHELF_LIVES } from './shelf-lives';

// What a person is told beside a figure past its shelf life (docs/data.md, "Freshness"): the figure
// still counts, and the sentence says how old it is and what to do. Pure: the day comes from the
// caller's clock, so a test can ask about any day.

/** The first day a fact of this kind, true as of `asOf` (YYYY-MM-DD), is past its shelf life. */
export function staleFrom(kind: FactKind, asOf: string): string {
  return addMonths(asOf, SHELF_LIVES[kind].months);
}

/** A year's facts are true as of its last day (NCRB's rates, annual averages, reports of a year). */
export const endOfYear = (year: number) => `${year}-12-31`;

const SAY: Record<FactKind, (asOf: string) => string> = {
  crime: (asOf) => `NCRB ${asOf.slice(0, 4)} figures; newer ones may exist: check locally.`,
  localSafety: (asOf) => `${asOf.slice(0, 4)} figures; newer ones may exist: check locally.`,
  rent: (asOf) => `Estimated for ${formatYearMonth(asOf)}; rents may have moved since: check current listings.`,
  airQuality: (asOf) => `The ${asOf.slice(0, 4)} average; newer figures may exist: check locally.`,
  transit: (asOf) => `Lines as of ${formatDay(asOf)}; newer lines or stations may have opened: check locally.`,
  floodList: (asOf) => `A list of ${asOf.slice(0, 4)}; it may have changed: check locally.`,
  whoCanRent: (asOf) => `Reported in ${asOf.slice(0, 4)}; this may have changed: check locally.`,
  tenancyCustom: (asOf) => `Reported in ${asOf.slice(0, 4)}; customs may have changed: check locally.`,
  waterSupply: (asOf) => `Reported in ${asOf.slice(0, 4)}; supply may have changed: check locally.`,
  placeStatus: (asOf) => `Last found open on ${formatDay(asOf)}; check it is still open.`,
  derivedAmenities: (asOf) => `Counted on ${formatDay(asOf)}; the area may have changed since.`,
};

// Every locality of every reply asks this for its rent, safety and transit: the day each (kind, as
// of) goes stale is worked out once.
const staleDays = new Map<string, string>();

/**
 * The plain-words note for a fact past its shelf life on `today` (YYYY-MM-DD), or null while it is
 * within it. `asOf` is a day (YYYY-MM-DD); a month (YYYY-MM) is read as its first day.
 */
export function outOfDateNote(kind: FactKind, asOf: string, today: string): string | null {
  const day = asOf.length === 7 ? `${asOf}-01` : asOf;
  const key = `${kind} ${day}`;
  let from = staleDays.get(key);
  if (from === undefined) {
    from = staleFrom(kind, day);
    staleDays.set(key, from);
  }
  return from <= today ? SAY[kind](day) : null;
}
