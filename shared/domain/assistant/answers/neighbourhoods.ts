import { LIFESTYLE_LABELS } from '../../../constants/lifestyles';
import type { AssistantFacts, NeighbourhoodFacts } from '../facts';
import {
  basisText,
  bestCommuteText,
  bullet,
  COMMUTE_METHOD,
  commuteText,
  link,
  md,
  placeName,
  rentText,
  stationText,
} from './format';

// Answers about neighbourhoods: which fit, for families, side by side, one in detail, safety and
// the commute. Every figure comes from the facts; estimates say they are estimates.

const FINDER = link('neighbourhood finder', '/place-recommender');

const noSearchYet = (facts: AssistantFacts) =>
  `I can't tell yet which neighbourhoods suit you: ${facts.firstName ? `${md(facts.firstName)}, you` : 'you'} haven't run a search. ` +
  `Tell the ${FINDER} your budget, your office and what matters to you, and I'll answer from your results.`;

function summaryLine(n: NeighbourhoodFacts): string {
  const parts = [
    n.matchScore !== null ? `**${n.matchScore}% match**` : null,
    rentText(n),
    bestCommuteText(n) ? `${bestCommuteText(n)} to work` : null,
  ].filter(Boolean);
  const why = n.matchingFactors.length ? ` Why: ${n.matchingFactors.slice(0, 3).map(md).join('; ')}.` : '';
  return `**${placeName(n)}**: ${parts.join(' · ')}.${why}`;
}

export function bestNeighbourhood(facts: AssistantFacts): string {
  if (!facts.recommended.length) {
    if (facts.focusReason === 'selected' && facts.focus[0]) {
      return `You've chosen **${placeName(facts.focus[0])}**. ${noSearchYet(facts)}`;
    }
    return noSearchYet(facts);
  }
  const selected = facts.recommended.find((n) => n.locality.id === facts.selectedId);
  const top = facts.recommended.slice(0, 3);
  // "Is Punawale a good choice for me?": the place asked about, where it is not among the three.
  const asked = facts.focusReason === 'mentioned' ? facts.focus[0] : undefined;
  const askedLine =
    asked && !top.some((n) => n.locality.id === asked.locality.id)
      ? asked.matchScore !== null
        ? `${summaryLine(asked)} It is in your results too, below these.`
        : `**${placeName(asked)}** is not among the results of your last search: it may be outside your limits or budget.`
      : '';
  const lines = [
    askedLine,
    '',
    `From your last search${facts.budget ? ` (budget ${md(facts.budget.label)})` : ''}, these fit you best:`,
    '',
    top.map((n, i) => `${i + 1}. ${summaryLine(n)}`).join('\n'),
    '',
    selected ? `You've picked **${placeName(selected)}**. ` : '',
    `Ask me to compare them, or see every result in the ${FINDER}.`,
  ];
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function bestForFamilies(facts: AssistantFacts): string {
  if (!facts.familyPicks.length) {
    return `Tell me your city (or run the ${FINDER}) and I'll point you to neighbourhoods with schools, parks and hospitals close by.`;
  }
  const where = facts.city ? ` in ${md(facts.city.name)}` : '';
  const within = facts.budget ? ` within your ${md(facts.budget.label)} budget` : '';
  const picks = facts.familyPicks.map((n, i) => {
    const a = n.locality.amenities;
    const commute = bestCommuteText(n);
    return (
      `${i + 1}. **${placeName(n)}**: schools ${a.schools}/5, parks ${a.parks}/5, hospitals ${a.hospitals}/5 · ${rentText(n)}` +
      `${commute ? ` · ${commute} to work` : ''}`
    );
  });
  const nearby =
    facts.places?.items.filter((p) => p.category === 'school' || p.category === 'park' || p.category === 'hospital') ??
    [];
  const named = nearby.length
    ? [
        '',
        `Near ${md(facts.places!.neighbourhood)}: ${nearby
          .slice(0, 5)
          .map((p) => `${md(p.name)} (${p.category}, ${p.distance.toFixed(1)} km)`)
          .join(', ')}.`,
      ]
    : [];
  const safety = facts.familyPicks[0]?.safety;
  const lead =
    facts.familyPicksFrom === 'yours'
      ? 'Of the neighbourhoods in your last search, these have the most schools, parks and hospitals around them:'
      : facts.familyPicksFrom === 'named'
        ? 'For a family, by the schools, parks and hospitals around each, most first:'
        : `For a family${where}${within}, these neighbourhoods have the most schools, parks and hospitals around them:`;
  return [
    lead,
    '',
    picks.join('\n'),
    ...named,
    '',
    `_The 0–5 levels are our estimates, not counts.${safety ? ` Safety: ${basisText(safety)}` : ''}_`,
    '',
    `Look at schools and parks on the map in ${link('Discover Places', '/places')}.`,
  ].join('\n');
}

export function compare(facts: AssistantFacts): string {
  const options = facts.focus.length >= 2 ? facts.focus : facts.recommended.slice(0, 3);
  if (options.length < 2) {
    return facts.recommended.length || facts.focus.length
      ? `I need two neighbourhoods to compare: name them ("Baner vs Aundh"), or run the ${FINDER} for a few more results.`
      : noSearchYet(facts);
  }
  const blocks = options.map((n) => {
    const station = stationText(n);
    const lines = [
      n.matchScore !== null ? `Match: ${n.matchScore}%` : null,
      `Rent: ${rentText(n)}`,
      station ? `Nearest station: ${station}` : 'No metro or suburban station nearby',
      `Walkability: ${n.locality.walkability.score}/10 (estimate)`,
      n.commutes.length ? `Commute: ${n.commutes.map(commuteText).join('; ')}` : null,
      `Known for: ${n.locality.highlights.slice(0, 3).map(md).join(', ')}`,
    ].filter((l): l is string => l !== null);
    return `**${placeName(n)}**\n${bullet(lines)}`;
  });
  const withCommute = options.filter((n) => bestCommuteText(n));
  const quickest = withCommute.sort((a, b) => fastestMinutes(a) - fastestMinutes(b))[0];
  const verdict = [rentVerdict(options), quickest ? `**${md(quickest.locality.name)}** the shortest commute` : null]
    .filter(Boolean)
    .join(', and ');
  const citySafety = new Set(options.map((n) => n.safety.scope));
  const safetyNote =
    citySafety.size === 1 && citySafety.has('city')
      ? '_Safety is not compared: our figure is city-level, the same for every neighbourhood of a city._'
      : '';
  return [
    blocks.join('\n\n'),
    '',
    `${verdict}.`,
    options.some((n) => n.commutes.length) ? COMMUTE_METHOD : '',
    safetyNote,
  ]
    .filter((l) => l !== '')
    .join('\n\n');
}

export function aboutNeighbourhood(facts: AssistantFacts): string {
  const n = facts.focus[0];
  if (!n) {
    return `Which neighbourhood? Name one (for example "Tell me about Indiranagar"), or choose one in the ${FINDER} and ask again.`;
  }
  const station = stationText(n);
  const lifestyle = n.locality.lifestyle.slice(0, 4).map((k) => LIFESTYLE_LABELS[k]);
  const facts_ = [
    `Rent: ${rentText(n)}`,
    station ? `Nearest station: ${station}` : 'No metro or suburban station within reach',
    `Walkability: ${n.locality.walkability.score}/10 (estimate)`,
    `Good for: ${lifestyle.join(', ')}`,
    `Safety: ${basisText(n.safety)}`,
    n.commutes.length ? `Commute: ${n.commutes.map(commuteText).join('; ')}` : null,
  ].filter((l): l is string => l !== null);
  const match =
    n.matchScore !== null
      ? `\n\nIt is a **${n.matchScore}% match** for you${n.matchingFactors.length ? `: ${n.matchingFactors.slice(0, 3).map(md).join('; ')}` : ''}.`
      : '';
  return [
    `### ${placeName(n)}`,
    md(n.locality.description),
    `**Highlights:** ${n.locality.highlights.map(md).join(', ')}`,
    bullet(facts_) + match,
    `See what's around it in ${link('Discover Places', '/places')}.`,
  ].join('\n\n');
}

export function safety(facts: AssistantFacts): string {
  const about = facts.focus.length ? facts.focus : facts.citySafety.length ? [] : facts.recommended.slice(0, 1);
  if (facts.citySafety.length) {
    const cities = facts.citySafety.map(({ city, basis }) => `**${md(city)}**: ${basisText(basis)}`);
    return [
      bullet(cities),
      'These are recorded crimes for each city as a whole, from the National Crime Records Bureau; no published figures exist neighbourhood by neighbourhood. ' +
        'Visit at different times of day, ask neighbours and the building society, and check the street lighting on your walk home.',
    ].join('\n\n');
  }
  if (!about.length) {
    return (
      `I don't rank neighbourhoods by safety myself. Where I give a safety figure it is the city's recorded crime ` +
      `per 1 lakh people from the National Crime Records Bureau (NCRB), the same for every neighbourhood of that city. ` +
      `Name a neighbourhood or run the ${FINDER} and I'll tell you the figure that applies.`
    );
  }
  const lines = about.map((n) => `**${placeName(n)}**: ${basisText(n.safety)}`);
  return [
    bullet(lines),
    'No published crime figures exist neighbourhood by neighbourhood, so I cannot say one area of a city is safer than another. ' +
      'Visit at different times of day, ask neighbours and the building society, and check the street lighting on your walk home.',
  ].join('\n\n');
}

export function commute(facts: AssistantFacts): string {
  if (!facts.work) {
    return `I don't know where you work yet. Add your office in the ${FINDER} (an address, or a pin on the map) and I'll estimate the commute from each neighbourhood.`;
  }
  const about = facts.focus.length ? facts.focus : facts.recommended.slice(0, 3);
  if (!about.length) return noSearchYet(facts);
  const blocks = about.map((n) => {
    const first = n.commutes.length
      ? `**${placeName(n)}** to ${md(facts.work!.label)}:\n${bullet(n.commutes.map(commuteText))}`
      : `**${placeName(n)}**: no travel mode is switched on in your preferences.`;
    // With a second workplace, the commute there too, by its own travel modes.
    return facts.secondWork && n.secondCommutes.length
      ? `${first}\n\n**${placeName(n)}** to ${md(facts.secondWork.label)} (your second workplace):\n${bullet(n.secondCommutes.map(commuteText))}`
      : first;
  });
  return [...blocks, COMMUTE_METHOD].join('\n\n');
}

/** The quickest timed commute of a neighbourhood, in minutes (none timed: last). */
function fastestMinutes(n: NeighbourhoodFacts): number {
  return Math.min(...n.commutes.map((c) => c.minutes ?? Number.POSITIVE_INFINITY));
}

/** Which has the lowest typical 2 BHK rent, or that they are the same: never a winner among equals. */
function rentVerdict(options: NeighbourhoodFacts[]): string {
  const bands = options.map((n) => n.locality.rent.bhk2);
  const lowest = Math.min(...bands.map((b) => b.min));
  const cheapest = options.filter((n) => n.locality.rent.bhk2.min === lowest);
  const names = (list: NeighbourhoodFacts[]) => list.map((n) => `**${md(n.locality.name)}**`).join(' and ');
  if (bands.every((b) => b.min === bands[0]!.min && b.max === bands[0]!.max)) {
    return `${names(options)} have the same typical 2 BHK rent range`;
  }
  if (cheapest.length > 1) return `${names(cheapest)} have the same, lowest starting 2 BHK rent`;
  return `${names(cheapest)} has the lowest typical rent`;
}
