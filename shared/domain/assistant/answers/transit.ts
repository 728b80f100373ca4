import type { AssistantFacts, NeighbourhoodFacts } from '../facts';
import { bullet, commuteText, md, placeName } from './format';

// Answers about metro and suburban trains: which stations a neighbourhood has, and whether one line
// runs between two places. From our stations and lines as they ran on the transit cut-off; buses are
// not in our data, and a line under construction is never offered as a way to travel.

const RAPID = new Set(['metro', 'suburban', 'monorail', 'rrts']);
const SYSTEM_NAMES: Record<string, string> = {
  metro: 'metro',
  suburban: 'suburban rail',
  monorail: 'monorail',
  rrts: 'Namo Bharat (RRTS)',
  rail: 'railway',
  brts: 'BRTS',
};

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const km = (d: number) => (d < 1 ? `${Math.round(d * 1000)} m` : `${d.toFixed(1)} km`);

function stationLines(n: NeighbourhoodFacts): string[] {
  return n.locality.transit.stations.map(
    (s) =>
      `${md(s.name)} (${SYSTEM_NAMES[s.system] ?? s.system}: ${md(s.lines.join(', '))}), ${km(s.distanceKm)} from its centre`,
  );
}

function stationsOf(n: NeighbourhoodFacts, asOf: string): string {
  const rapid = n.locality.transit.stations.filter((s) => RAPID.has(s.system));
  const within = rapid.filter((s) => s.distanceKm <= 2.5);
  const head = within.length
    ? `**${placeName(n)}** is on the ${[...new Set(within.map((s) => SYSTEM_NAMES[s.system]))].join(' and ')}: ${md(within[0]!.name)} is ${km(within[0]!.distanceKm)} from its centre.`
    : rapid.length
      ? `**${placeName(n)}** has no metro or suburban station within a walk (2.5 km) in our data; the nearest we list is ${md(rapid[0]!.name)}, ${km(rapid[0]!.distanceKm)} away.`
      : `**${placeName(n)}** has no metro or suburban station nearby in our data.`;
  const stations = n.locality.transit.stations.length ? `\n\nStations we list for it:\n${bullet(stationLines(n))}` : '';
  const toWork = n.commutes.find((c) => c.mode === 'transit');
  const work = toWork ? `\n\nTo your office, ${commuteText(toWork)}.` : '';
  return `${head}${stations}${work}\n\n_Lines and stations as they ran on ${day(asOf)}; buses are not in our data._`;
}

export function transit(facts: AssistantFacts): string {
  const asOf = facts.transitAsOf;
  if (facts.ride) {
    const { from, to, route } = facts.ride;
    if (route) {
      return [
        `One line serves both **${placeName(from)}** and **${placeName(to)}**. The quickest direct ride we find: ${md(route.how)}, about ${route.minutes} min door to door (our estimate from the distance, the line's speed and a wait).`,
        `_Lines and stations as they ran on ${day(asOf)}; buses are not in our data._`,
      ].join('\n\n');
    }
    return [
      `No direct metro or suburban line runs between **${placeName(from)}** and **${placeName(to)}** in our data (as on ${day(asOf)}): the trip needs a change of line, a bus or the road. Buses are not in our data.`,
      `${md(from.locality.name)}: ${stationLines(from)[0] ?? 'no station listed'}.`,
      `${md(to.locality.name)}: ${stationLines(to)[0] ?? 'no station listed'}.`,
    ].join('\n\n');
  }
  const n = facts.focus[0];
  if (!n) {
    return 'Name a neighbourhood ("Is Baner on the metro?", "metro from BTM Layout to Koramangala") and I will tell you its stations and lines from our data.';
  }
  // "Which of my results are near a metro?": each of them in a line, nearest station first.
  if (facts.entities.mine && facts.focus.length > 1) {
    const lines = facts.focus.map((f) => {
      const rapid = f.locality.transit.stations.find((s) => RAPID.has(s.system));
      return rapid
        ? `**${placeName(f)}**: ${md(rapid.name)} (${SYSTEM_NAMES[rapid.system]}: ${md(rapid.lines.join(', '))}), ${km(rapid.distanceKm)}`
        : `**${placeName(f)}**: no metro or suburban station listed nearby`;
    });
    return `${bullet(lines)}\n\n_Lines and stations as they ran on ${day(asOf)}; buses are not in our data._`;
  }
  return facts.focus
    .slice(0, 2)
    .map((f) => stationsOf(f, asOf))
    .join('\n\n---\n\n');
}
