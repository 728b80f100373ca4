import { TRAVEL_MODES } from '../../../constants/travel-modes';
import { formatYearMonth } from '../../format-dates';
import { formatRupeeRange } from '../../format-rupees';
import { formatDistance } from '../../places/format-place';
import type { CommuteOption } from '../../recommend/estimate-commute';
import type { NeighbourhoodFacts } from '../facts';

// Small pieces of markdown every answer uses. Text from data or a provider is escaped, so a name
// like "[x](javascript:…)" or "<b>" is shown as written, never as markup.

/** Escapes markdown and HTML syntax in a piece of text. */
export function md(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

/** A link to one of our pages or an http(s) page; anything else is shown as plain text. */
export function link(label: string, href: string): string {
  if (!/^\/(?!\/)/.test(href) && !/^https?:\/\/[^\s<>]+$/.test(href)) return md(label);
  return `[${md(label)}](${href.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

export const bullet = (lines: string[]) => lines.map((l) => `- ${l}`).join('\n');

/** " (Source: <publication>, linked where we have its page)", after a sourced fact. */
export function cite(fact: {
  source: string | null;
  url?: string;
  year: number | null;
  outOfDate?: string | null;
}): string {
  if (!fact.source) return '';
  const name = fact.year && !fact.source.includes(String(fact.year)) ? `${fact.source}, ${fact.year}` : fact.source;
  return ` (source: ${fact.url ? link(name, fact.url) : md(name)})${fact.outOfDate ? ` ${md(fact.outOfDate)}` : ''}`;
}

/** A figure's basis in words, and its age once past its shelf life (docs/data.md, "Freshness"). */
export const basisText = (basis: { text: string; outOfDate: string | null }) =>
  md(basis.outOfDate ? `${basis.text} ${basis.outOfDate}` : basis.text);

/** "Koramangala, Bengaluru". */
export const placeName = (n: NeighbourhoodFacts) => `${md(n.locality.name)}, ${md(n.cityName)}`;

/** "2 BHK ₹35,000–₹60,000 a month (typical asking rent, estimate for June 2025)". */
export function rentText(n: NeighbourhoodFacts): string {
  const { rent } = n.locality;
  return `2 BHK ${formatRupeeRange(rent.bhk2)} a month (typical asking rent, our estimate for ${formatYearMonth(rent.asOf)})`;
}

export function stationText(n: NeighbourhoodFacts): string | null {
  const station = n.locality.transit.stations[0];
  if (!station) return null;
  return `${md(station.name)} (${md(station.lines.join(', '))}), ${formatDistance(station.distanceKm)} away`;
}

export function commuteText(option: CommuteOption): string {
  const mode = TRAVEL_MODES[option.mode].label.toLowerCase();
  const limit = option.withinLimit ? '' : ' (beyond the distance you set for it)';
  if (option.minutes === null) return `${mode}: ${option.how}${limit}`;
  const how = option.mode === 'transit' ? ` (${option.how})` : '';
  return `${mode}: about ${option.minutes} min for ${option.distanceKm} km${how}${limit}`;
}

/** The fastest timed mode within its limit, as a short phrase. */
export function bestCommuteText(n: NeighbourhoodFacts): string | null {
  const fastest = n.commutes
    .filter((c) => c.withinLimit && c.minutes !== null)
    .sort((a, b) => a.minutes! - b.minutes!)[0];
  return fastest ? `about ${fastest.minutes} min ${TRAVEL_MODES[fastest.mode].label.toLowerCase()}` : null;
}

export const COMMUTE_METHOD =
  '_Commute times are our estimates from straight-line distance, typical road detours and peak-hour speeds, and for transit our line and station data, not live traffic._';
