import type { FactBasis } from '../contracts/locality-facts';
import { endOfYear, outOfDateNote } from './dataset/freshness/out-of-date';
import type { City, Locality } from './dataset/schema';
import { TRANSIT_CUTOFF } from './dataset/transit-cutoff';
import { formatDay, formatYearMonth } from './format-dates';

// What each figure shown about a locality is, in plain words, and where it comes from (docs/data.md):
// safety is a published figure (the city's, unless the locality has its own sourced one) or nothing;
// walkability and amenity levels are counted from mapped places where the map has been read, and
// otherwise, like rents, are our estimates and say so. A dated figure past its shelf life on `today`
// (the caller's clock, YYYY-MM-DD) says so too (`outOfDate`), and still counts.

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

export function safetyBasis(
  locality: Pick<Locality, 'safety' | 'city'>,
  city: City | undefined,
  today: string,
): FactBasis {
  if (locality.safety) {
    const { basis, year, source } = locality.safety;
    return {
      kind: 'published',
      scope: 'locality',
      text: `Locality-level figure (${year}): ${basis}.`,
      source,
      outOfDate: outOfDateNote('localSafety', endOfYear(year), today),
    };
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
      outOfDate: outOfDateNote('crime', endOfYear(year), today),
    };
  }
  return {
    kind: 'none',
    scope: 'city',
    text: `No published crime figure for ${cityName}, so safety is not scored here.`,
    source: null,
    outOfDate: null,
  };
}

/** The label every rent band is shown with (docs/data.md, "Rents"). */
export function rentLabel(asOf: string): string {
  return `Typical asking rent (estimate, ${formatYearMonth(asOf)})`;
}

export function rentBasis(locality: Pick<Locality, 'rent'>, today: string): FactBasis {
  return {
    kind: 'estimate',
    scope: 'locality',
    text: `${rentLabel(locality.rent.asOf)}: our reading of asking rents on listing portals, not measured rents.`,
    source: locality.rent.source ?? null,
    outOfDate: outOfDateNote('rent', locality.rent.asOf, today),
  };
}

/** The stations listed: the lines in passenger service on the data's transit day (docs/data.md, "Transit"). */
export function transitBasis(today: string): FactBasis {
  return {
    kind: 'published',
    scope: 'locality',
    text: `Stations of the lines in passenger service on ${formatDay(TRANSIT_CUTOFF)}, as their operators announced them.`,
    source: null,
    outOfDate: outOfDateNote('transit', TRANSIT_CUTOFF, today),
  };
}

/**
 * Derived figures say how many places were counted, where and when; estimates say so first. Both
 * stay one short line: the card shows them under the figure.
 */
function countedBasis(locality: Pick<Locality, 'derived'>, today: string, estimate: string): FactBasis {
  const { derived } = locality;
  return derived
    ? {
        kind: 'derived',
        scope: 'locality',
        text: `Counted from ${derived.counted} places on ${derived.source} (${formatDay(derived.asOf)}), within a 20-minute walk.`,
        source: null,
        outOfDate: outOfDateNote('derivedAmenities', derived.asOf, today),
      }
    : { kind: 'estimate', scope: 'locality', text: estimate, source: null, outOfDate: null };
}

export function walkabilityBasis(locality: Pick<Locality, 'derived'>, today: string): FactBasis {
  return countedBasis(
    locality,
    today,
    'Estimate from our editorial rubric (footpaths, shops within 500 m, a station within 1 km, no highway barriers), not a measurement.',
  );
}

export function amenitiesBasis(locality: Pick<Locality, 'derived'>, today: string): FactBasis {
  return countedBasis(locality, today, 'Estimate: our editorial levels, not counted from a map.');
}

/** Every basis of a locality's figures, as the API and the assistant give them, on `today` (YYYY-MM-DD). */
export function basisOf(locality: Locality, city: City | undefined, today: string) {
  return {
    safety: safetyBasis(locality, city, today),
    walkability: walkabilityBasis(locality, today),
    amenities: amenitiesBasis(locality, today),
    rent: rentBasis(locality, today),
    transit: transitBasis(today),
  };
}
