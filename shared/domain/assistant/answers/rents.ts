import { HOME_KINDS } from '../../../constants/home-kinds';
import { formatYearMonth } from '../../format-dates';
import { formatRupeeRange, formatRupees } from '../../format-rupees';
import { rentBandOf } from '../../recommend/home-kind';
import type { AssistantFacts } from '../facts';
import { bullet, link, md, placeName } from './format';

// Answers about what a kind of home costs: a PG bed, a room in a shared flat, a 1 RK or a flat, near
// a place, in named neighbourhoods, or in the person's own results. Only our bands (estimates), with
// their date; a neighbourhood without a band for the kind says so rather than borrow another's.

export function rents(facts: AssistantFacts): string {
  const q = facts.rentQuery;
  if (!q?.rows.length) {
    return `Tell me where ("a PG near Christ University", "1 RK in Andheri East", "rent in Baner vs Aundh"), or run the ${link('neighbourhood finder', '/place-recommender')}, and I will give you rents from our data.`;
  }
  const kind = HOME_KINDS[q.kind];
  const perPerson = kind.perPerson ? ' per person' : '';
  const which =
    q.kindFrom === 'preferences'
      ? ` (the kind of home in your finder preferences)`
      : q.kindFrom === 'budget'
        ? ` (you didn't say which kind of home: this is the one we assume for your budget)`
        : '';
  const where = q.near ? ` near **${md(q.near)}**` : '';
  const cap = q.max !== null ? `, up to ${formatRupees(q.max)}` : '';
  const lines = q.rows.map((n) => {
    const band = rentBandOf(n.locality.rent, q.kind);
    if (!band) return `**${placeName(n)}**: ${kind.short} rents not known here`;
    const over = q.max !== null && band.min > q.max ? ` (starts above ${formatRupees(q.max)})` : '';
    return `**${placeName(n)}**: ${formatRupeeRange(band)} a month${perPerson}${over}`;
  });
  const bands = q.rows.map((n) => rentBandOf(n.locality.rent, q.kind));
  const allSame = bands.length >= 2 && bands.every((b) => b && b.min === bands[0]?.min && b.max === bands[0]?.max);
  const same = allSame ? `They have the same range: ${formatRupeeRange(bands[0]!)}.` : '';
  const more =
    q.max !== null && q.aboveMax > 0
      ? `${q.aboveMax} more neighbourhood${q.aboveMax === 1 ? '' : 's'}${where} start${q.aboveMax === 1 ? 's' : ''} above ${formatRupees(q.max)}.`
      : '';
  const none =
    q.max !== null && bands.every((b) => !b || b.min > q.max!)
      ? `None of them starts at ${formatRupees(q.max)} or less for a ${kind.short}.`
      : '';
  const asOf = formatYearMonth(q.rows[0]!.locality.rent.asOf);
  const budget = facts.budget
    ? `Your finder budget: ${md(facts.budget.label)} (${facts.budget.max === null ? `from ${formatRupees(facts.budget.min)}` : formatRupeeRange({ min: facts.budget.min, max: facts.budget.max })} a month).`
    : '';
  const cityWide =
    !q.near && q.rows.length && facts.focusReason === 'none' && !facts.recommended.length
      ? `These are the cheapest we list in ${md(q.rows[0]!.cityName)}; which neighbourhood are you looking at? Name it for its own range.`
      : '';
  return [
    `${kind.short} rents${where}${cap}${which}:`,
    bullet(lines),
    same,
    none,
    more,
    budget,
    cityWide,
    `_Typical asking rents, our estimates for ${asOf}: check current listings before you decide._`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
