import { PM25_ANNUAL_LIMIT, RENTER_FILTERS, type RenterFilter } from '../../constants/renter-filters';
import type { FactStatus, RenterFacts } from '../../contracts/renter-facts';

// The words for renter filters on a results card and over the results (docs/recommendation-formula.md,
// "Renter filters"). A filter is met only by a fact we hold; 'unknown' is said as such, never as met.

/** One reason line for a neighbourhood that passed a filter ('yes' or 'unknown'). */
export function renterFilterReason(filter: RenterFilter, status: FactStatus, facts: RenterFacts): string {
  const { label } = RENTER_FILTERS[filter];
  if (filter === 'awayFromFloodSpots') {
    return status === 'yes' ? facts.flood.text : `${label}: not known. ${facts.flood.text}`;
  }
  if (filter === 'cleanerAir') {
    return facts.airQuality
      ? `${label}: ${facts.airQuality.text}`
      : `${label}: not known. No published annual PM2.5 figure for this city or a station near it in our data.`;
  }
  const topic = RENTER_FILTERS[filter].topic;
  const reported = facts.whoCanRent.filter((r) => r.topic === topic);
  const cityWide = reported.length
    ? ` Restrictions are reported in parts of the city (${reported.map((r) => `${r.source}`).join('; ')}); ask the landlord and the society.`
    : ' No restriction is reported for it in our sources; ask the landlord and the society.';
  if (filter === 'bachelorFriendly' && status === 'yes')
    return `${label}: PG beds or rooms in shared flats are let here (our rent data), so single tenants do rent here.${cityWide}`;
  return `${label}: not known, no published source says so either way.${cityWide}`;
}

/** Why neighbourhoods were left out under a filter, in a note over the results. */
const LEFT_OUT: Record<RenterFilter, string> = {
  petsAllowed: 'with a restriction on pets reported for the neighbourhood',
  bachelorFriendly: 'with a restriction on bachelors reported for the neighbourhood',
  awayFromFloodSpots: 'on a published flood-prone list',
  cleanerAir: `whose published annual PM2.5 is above the national limit of ${PM25_ANNUAL_LIMIT} µg/m³`,
};

/** Notes over the results for one active filter: what was left out, and what is not known. */
export function renterFilterNotes(
  filter: RenterFilter,
  counts: { leftOut: number; unknownShown: number; shown: number },
): string[] {
  const { label } = RENTER_FILTERS[filter];
  const notes: string[] = [];
  const places = (n: number) => `${n} neighbourhood${n === 1 ? '' : 's'}`;
  if (counts.leftOut) notes.push(`${label}: left out ${places(counts.leftOut)} ${LEFT_OUT[filter]}.`);
  if (counts.shown && counts.unknownShown === counts.shown) {
    notes.push(
      `${label}: no published fact says this of any neighbourhood shown, so none is marked as meeting it; check before you rent.`,
    );
  } else if (counts.unknownShown) {
    notes.push(
      `${label}: not known for ${places(counts.unknownShown)} shown (no published fact either way); they come after those known to meet it.`,
    );
  }
  return notes;
}
