import { PM25_ANNUAL_LIMIT } from '../../../constants/renter-filters';
import type { RenterFacts } from '../../../contracts/renter-facts';
import type { AssistantFacts, NeighbourhoodFacts } from '../facts';
import { bullet, cite, link, md, placeName } from './format';

// Answers about flooding, air, water and who can rent (docs/recommendation-formula.md): only the renter facts gathered
// for the question (docs/data.md, "Renter facts"), each with its source, and plain words where we
// hold none. Who can rent is always a report, never a rule, and never about a community.

const FINDER = link('neighbourhood finder', '/place-recommender');

/** The neighbourhoods the question is about, else the person's first recommendation. */
const about = (facts: AssistantFacts, size: number): NeighbourhoodFacts[] =>
  facts.focus.length ? facts.focus.slice(0, size) : facts.recommended.slice(0, Math.min(size, 1));

/** The facts for the first neighbourhood in question, else the city's own. */
function subject(facts: AssistantFacts): { where: string; renter: RenterFacts } | null {
  const [n] = about(facts, 1);
  if (n) return { where: placeName(n), renter: n.renter };
  if (facts.city && facts.cityRenter) return { where: md(facts.city.name), renter: facts.cityRenter };
  return null;
}

const askWhere = (topic: string) =>
  `Name a neighbourhood or a city, or run the ${FINDER}, and I'll tell you what is published about ${topic} there.`;

export function flooding(facts: AssistantFacts): string {
  const places = about(facts, 3);
  const advice =
    'A flood list names the spots a corporation knows flood; a street that is not on one can still flood in a heavy ' +
    'monsoon. Ask neighbours where water stands after rain, and look for a raised plinth and drains that clear.';
  if (places.length) {
    const lines = places.map((n) => `**${placeName(n)}**: ${md(n.renter.flood.text)}${cite(n.renter.flood)}`);
    return [bullet(lines), advice].join('\n\n');
  }
  if (facts.city) {
    const spots = facts.floodSpots.map(
      (s) => `${md(s.spot)} (${md(s.neighbourhood)}), on ${md(s.list)} (${s.year})${cite({ ...s, year: null })}`,
    );
    return [
      spots.length
        ? `Spots in ${md(facts.city.name)} named on published flood lists:\n\n${bullet(spots)}`
        : `I hold no published flood list for ${md(facts.city.name)}, so I cannot say which areas flood.`,
      advice,
    ].join('\n\n');
  }
  return askWhere('flooding');
}

export function airQuality(facts: AssistantFacts): string {
  const found = subject(facts);
  if (!found) return askWhere('air quality');
  const { where, renter } = found;
  const standard = `India's national standard for the annual average is ${PM25_ANNUAL_LIMIT} µg/m³ of PM2.5; the WHO's guideline is 5.`;
  if (!renter.airQuality) {
    return [
      `I don't have a published annual PM2.5 figure for ${where}, so I won't guess.`,
      `${standard} The Central Pollution Control Board publishes each monitoring station's daily AQI.`,
    ].join('\n\n');
  }
  return [`${md(renter.airQuality.text)}${cite(renter.airQuality)}`, standard].join('\n\n');
}

export function waterSupply(facts: AssistantFacts): string {
  const found = subject(facts);
  if (!found) return askWhere('water supply');
  const { where, renter } = found;
  const advice =
    'Before you rent, ask whether the building has a municipal water connection or relies on borewells and tankers, ' +
    'and what water cost the residents last summer.';
  if (!renter.water) return [`I have no published source on water supply for ${where}.`, advice].join('\n\n');
  return [`${md(renter.water.text)}${cite(renter.water)}`, advice].join('\n\n');
}

const TOPIC_WORDS = {
  bachelors: 'single tenants',
  pets: 'pet owners',
  'non-vegetarian': 'people who eat meat',
} as const;

export function whoCanRent(facts: AssistantFacts): string {
  const found = subject(facts);
  if (!found) return askWhere('who can rent');
  const { where, renter } = found;
  const ask = 'Ask the landlord and the housing society before you pay a token amount, and get the terms in writing.';
  if (!renter.whoCanRent.length) {
    return [
      `I have no published report of restrictions on who can rent in ${where}. That does not mean there are none: buildings and societies decide case by case.`,
      ask,
    ].join('\n\n');
  }
  const lines = renter.whoCanRent.map(
    (r) =>
      `**Reported${r.scope === 'city' ? ' in parts of the city' : ''}** (about ${TOPIC_WORDS[r.topic]}): ${md(r.text)}${cite(r)}`,
  );
  return [
    `What publications have reported for ${where} (reports about some buildings, not rules):`,
    bullet(lines),
    `Many landlords and societies have no such restriction. ${ask}`,
  ].join('\n\n');
}
