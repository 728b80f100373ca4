import { TRANSIT_CUTOFF } from '../../dataset/transit-cutoff';
import { formatDay } from '../../format-dates';
import { formatDistance } from '../../places/format-place';
import { nearestRapidStation, OWN_STATION_KM, RAPID_SYSTEMS } from '../../recommend/locality-signals';
import { describeLegs, ridesIn } from '../../transit/describe-journey';
import type { AssistantFacts, NeighbourhoodFacts, PlannedTrip } from '../facts';
import { bullet, commuteText, md, placeName } from './format';

// Answers about metro and suburban trains: which stations a neighbourhood has, and whether one line
// runs between two places. From our stations and lines as they ran on the transit cut-off; buses are
// not in our data, and a line under construction is never offered as a way to travel.

const SYSTEM_NAMES: Record<string, string> = {
  metro: 'metro',
  suburban: 'suburban rail',
  monorail: 'monorail',
  rrts: 'Namo Bharat (RRTS)',
  rail: 'railway',
  brts: 'BRTS',
};

const AS_OF_NOTE = `_Lines and stations as they ran on ${formatDay(TRANSIT_CUTOFF)}; buses are not in our data._`;

function stationLines(n: NeighbourhoodFacts): string[] {
  return n.locality.transit.stations.map(
    (s) =>
      `${md(s.name)} (${SYSTEM_NAMES[s.system] ?? s.system}: ${md(s.lines.join(', '))}), ${formatDistance(s.distanceKm)} from its centre`,
  );
}

function stationsOf(n: NeighbourhoodFacts): string {
  const nearest = nearestRapidStation(n.locality);
  const within = n.locality.transit.stations.filter(
    (s) => RAPID_SYSTEMS.has(s.system) && s.distanceKm <= OWN_STATION_KM,
  );
  const head =
    nearest && within.length
      ? `**${placeName(n)}** is on the ${[...new Set(within.map((s) => SYSTEM_NAMES[s.system]))].join(' and ')}: ${md(nearest.name)} is ${formatDistance(nearest.distanceKm)} from its centre.`
      : nearest
        ? `**${placeName(n)}** has no metro or suburban station within a walk (${OWN_STATION_KM} km) in our data; the nearest we list is ${md(nearest.name)}, ${formatDistance(nearest.distanceKm)} away.`
        : `**${placeName(n)}** has no metro or suburban station nearby in our data.`;
  const stations = n.locality.transit.stations.length ? `\n\nStations we list for it:\n${bullet(stationLines(n))}` : '';
  const toWork = n.commutes.find((c) => c.mode === 'transit');
  const work = toWork ? `\n\nTo your office, ${commuteText(toWork)}.` : '';
  return `${head}${stations}${work}\n\n${AS_OF_NOTE}`;
}

const MODE_WORDS: Record<string, string> = {
  metro: 'metro',
  suburban: 'suburban train',
  monorail: 'monorail',
  rrts: 'Namo Bharat',
  bus: 'bus',
  tram: 'tram',
  ferry: 'ferry',
};

const sentences = (lines: readonly string[]) => lines.map((l) => `${md(l)}.`).join(' ');

/**
 * A journey from the city's timetables, its legs in words, what it was planned from and what that
 * lacks. Over a network missing some of its lines the journey is an upper bound (a line added never
 * makes a journey slower), and the answer says so.
 */
function plannedTrip(trip: PlannedTrip): string {
  const ends = `**${md(trip.from)}** to **${md(trip.to)}**`;
  const lacks = trip.lacks.length ? `\n\n${sentences(trip.lacks)}` : '';
  const { journey } = trip;
  if (!journey || !ridesIn(journey)) {
    const onFoot = journey ? ` (on foot: about **${journey.minutes} min**)` : '';
    if (!trip.covered) {
      // A line our timetables lack may well serve the trip: no "there is none".
      return `The lines in our timetables for ${md(trip.city)} give no ride from ${ends}${onFoot}, but they do not carry every line there yet.${lacks}`;
    }
    return journey
      ? `No metro or train helps from ${ends}: on foot it is about **${journey.minutes} min**.${lacks}`
      : `I find no journey by metro, train or on foot from ${ends} under 90 minutes in our timetables for ${md(trip.city)}${trip.reason ? ` (${md(trip.reason)})` : ''}.${lacks}`;
  }
  const rides = journey.legs.filter((l) => l.mode !== 'walk');
  const modes = [...new Set(rides.map((l) => MODE_WORDS[l.mode] ?? l.mode))].join(' and ');
  const changes =
    journey.changes === 0 ? 'no change' : journey.changes === 1 ? 'one change' : `${journey.changes} changes`;
  const feeds = journey.basis.feeds
    .map(
      (f) => `${md(f.name)} (${f.kind === 'timetable' ? 'timetable' : 'published frequencies'}, ${formatDay(f.asOf)})`,
    )
    .join('; ');
  const attribution = journey.basis.attribution ? `. ${md(journey.basis.attribution.replace(/\.$/, ''))}` : '';
  const partial = trip.covered ? '' : ' A line not yet in our timetables may make it quicker.';
  return [
    `Yes: from ${ends} by ${modes} takes about **${journey.minutes} min** with ${changes}, leaving at ${journey.departAt} on a weekday morning and arriving at ${journey.arriveAt}:`,
    md(describeLegs(journey.legs)),
    `_Planned from ${feeds}${attribution}._${partial}${lacks}`,
  ].join('\n\n');
}

export function transit(facts: AssistantFacts): string {
  const planned = facts.ride?.planned;
  // A journey that rides is the answer (over a network that lacks some lines, the most it takes).
  // Without one, the one-line estimate between two neighbourhoods says more (it walks further to a
  // station), where it can be made; a landmark at either end leaves the planner's word.
  const estimable = facts.ride?.from && facts.ride.to;
  if (planned && (ridesIn(planned.journey) || !estimable)) return plannedTrip(planned);
  if (facts.ride?.from && facts.ride.to) {
    const { from, to, route } = facts.ride;
    const lacks = planned?.lacks.length ? `\n\n${sentences(planned.lacks)}` : '';
    if (route) {
      return (
        [
          `One line serves both **${placeName(from)}** and **${placeName(to)}**. The quickest direct ride we find: ${md(route.how)}, about ${route.minutes} min door to door (our estimate from the distance, the line's speed and a wait).`,
          AS_OF_NOTE,
        ].join('\n\n') + lacks
      );
    }
    return (
      [
        `No direct metro or suburban line runs between **${placeName(from)}** and **${placeName(to)}** in our data (as on ${formatDay(TRANSIT_CUTOFF)}): the trip needs a change of line, a bus or the road. Buses are not in our data.`,
        `${md(from.locality.name)}: ${stationLines(from)[0] ?? 'no station listed'}.`,
        `${md(to.locality.name)}: ${stationLines(to)[0] ?? 'no station listed'}.`,
      ].join('\n\n') + lacks
    );
  }
  const n = facts.focus[0];
  if (!n) {
    return 'Name a neighbourhood ("Is Baner on the metro?", "metro from BTM Layout to Koramangala") and I will tell you its stations and lines from our data.';
  }
  // "Which of my results are near a metro?": each of them in a line, nearest station first.
  if (facts.entities.mine && facts.focus.length > 1) {
    const lines = facts.focus.map((f) => {
      const rapid = nearestRapidStation(f.locality);
      return rapid
        ? `**${placeName(f)}**: ${md(rapid.name)} (${SYSTEM_NAMES[rapid.system]}: ${md(rapid.lines.join(', '))}), ${formatDistance(rapid.distanceKm)}`
        : `**${placeName(f)}**: no metro or suburban station listed nearby`;
    });
    return `${bullet(lines)}\n\n${AS_OF_NOTE}`;
  }
  return facts.focus
    .slice(0, 2)
    .map((f) => stationsOf(f))
    .join('\n\n---\n\n');
}
