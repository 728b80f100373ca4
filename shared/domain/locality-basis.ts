import type { FactBasis } from '../contracts/locality-facts';
import type { City, Locality } from './dataset/schema';

// What each figure shown about a locality is, in plain words, and where it comes from (docs/data.md):
// safety is a published figure (the city's, unless the locality has its own sourced one) or nothing;
// walkability and amenity levels are counted from mapped places where the map has been read, and
// otherwise, like rents, are our estimates and say so.

/**
 * Safety 0–10 from a city's recorded crime per 1 lakh people: 10 at 100 or fewer, 1.5 points less
 * for each doubling above that (200 → 8.5, 400 → 7, 800 → 5.5, 1,600 → 4), never below 0.
 */
export function safetyScoreFromCrimeRate(perLakh: number): number {
  const score = 10 - 1.5 * Math.log2(Math.max(perLakh, 100) / 100);
  return Math.round(Math.max(0, score) * 10) / 10;
}

/** The safety score used for a locality: its own sourced figure, else its city's, else none. */
export function safetyScoreOf(locality: Locality, city: City | undefined): number | null {
  if (locality.safety) return locality.safety.score;
  return city?.crimeRate ? safetyScoreFromCrimeRate(city.crimeRate.perLakh) : null;
}

// Intl formatting is slow and this runs for every locality of every reply: a handful of city
// figures, remembered.
const rateText = new Map<number, string>();
const formatRate = (n: number) => {
  let text = rateText.get(n);
  if (text === undefined) {
    text = n.toLocaleString('en-IN', { maximumFractionDigits: 1 });
    rateText.set(n, text);
  }
  return text;
};

export function safetyBasis(locality: Pick<Locality, 'safety' | 'city'>, city: City | undefined): FactBasis {
  if (locality.safety) {
    const { basis, year, source } = locality.safety;
    return { kind: 'published', scope: 'locality', text: `Locality-level figure (${year}): ${basis}.`, source };
  }
  const cityName = city?.name ?? locality.city;
  if (city?.crimeRate) {
    const { perLakh, year, source } = city.crimeRate;
    return {
      kind: 'published',
      scope: 'city',
      text:
        `City-level figure, the same for every neighbourhood of ${cityName}: ${formatRate(perLakh)} recorded crimes ` +
        `per 1 lakh people (NCRB ${year}). Recorded crime reflects reporting as well as risk.`,
      source,
    };
  }
  return {
    kind: 'none',
    scope: 'city',
    text: `No published crime figure for ${cityName}, so safety is not scored here.`,
    source: null,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-06" → "June 2025". */
export function formatYearMonth(asOf: string): string {
  const [year, month] = asOf.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** The label every rent band is shown with (docs/data.md, "Rents"). */
export function rentLabel(asOf: string): string {
  return `Typical asking rent (estimate, ${formatYearMonth(asOf)})`;
}

export function rentBasis(locality: Locality): FactBasis {
  return {
    kind: 'estimate',
    scope: 'locality',
    text: `${rentLabel(locality.rent.asOf)}: our reading of asking rents on listing portals, not measured rents.`,
    source: locality.rent.source ?? null,
  };
}

/** "2026-11-23" → "23 November 2026". */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/**
 * Derived figures say how many places were counted, where and when; estimates say so first. Both
 * stay one short line: the card shows them under the figure.
 */
function derivedText(locality: Pick<Locality, 'derived'>): string | null {
  const { derived } = locality;
  if (!derived) return null;
  return `Counted from ${derived.counted} places on ${derived.source} (${formatDay(derived.asOf)}), within a 20-minute walk.`;
}

export function walkabilityBasis(locality: Pick<Locality, 'derived'>): FactBasis {
  const derived = derivedText(locality);
  return derived
    ? { kind: 'derived', scope: 'locality', text: derived, source: null }
    : {
        kind: 'estimate',
        scope: 'locality',
        text: 'Estimate from our editorial rubric (footpaths, shops within 500 m, a station within 1 km, no highway barriers), not a measurement.',
        source: null,
      };
}

export function amenitiesBasis(locality: Pick<Locality, 'derived'>): FactBasis {
  const derived = derivedText(locality);
  return derived
    ? { kind: 'derived', scope: 'locality', text: derived, source: null }
    : {
        kind: 'estimate',
        scope: 'locality',
        text: 'Estimate: our editorial levels, not counted from a map.',
        source: null,
      };
}

/** Every basis of a locality's figures, as the API and the assistant give them. */
export function basisOf(locality: Locality, city: City | undefined) {
  return {
    safety: safetyBasis(locality, city),
    walkability: walkabilityBasis(locality),
    amenities: amenitiesBasis(locality),
    rent: rentBasis(locality),
  };
}
