import type { CuratedPlace } from '../place-schema';
import type { RenterFactsData } from '../renter-facts-schema';
import type { City, Locality } from '../schema';
import { endOfYear } from './out-of-date';
import type { FactKind } from './shelf-lives';

/** A dated fact: what it is, where it lives in the data, and the day it was true as of. */
export interface DatedFact {
  kind: FactKind;
  /** In words: "Rent ranges of Koramangala". */
  what: string;
  /** The data file it is in, for the person re-checking it. */
  file: string;
  /** YYYY-MM-DD. A year alone is its last day; a month alone its first. */
  asOf: string;
}

export interface DatedData {
  cities: readonly City[];
  localities: readonly Locality[];
  places: readonly (CuratedPlace & { city: string })[];
  renterFacts: RenterFactsData;
  /** The day the transit data describes (TRANSIT_CUTOFF). */
  transitAsOf: string;
}

/** Every dated fact in the curated data (docs/data.md, "Freshness"). */
export function datedFacts(data: DatedData): DatedFact[] {
  const { renterFacts } = data;
  const localityFile = (l: Locality) => `server/data/localities/${l.city}.json`;
  const renter = (name: string) => `server/data/renter-facts/${name}.json`;
  return [
    ...data.localities.flatMap((l): DatedFact[] => [
      { kind: 'rent', what: `Rent ranges of ${l.name}`, file: localityFile(l), asOf: `${l.rent.asOf}-01` },
      ...(l.derived
        ? [
            {
              kind: 'derivedAmenities' as const,
              what: `Amenities counted around ${l.name}`,
              file: localityFile(l),
              asOf: l.derived.asOf,
            },
          ]
        : []),
      ...(l.safety
        ? [
            {
              kind: 'localSafety' as const,
              what: `Safety figure of ${l.name}`,
              file: localityFile(l),
              asOf: endOfYear(l.safety.year),
            },
          ]
        : []),
    ]),
    {
      kind: 'transit',
      what: 'Metro, suburban and bus rapid transit lines',
      file: 'server/data/transit-lines.json',
      asOf: data.transitAsOf,
    },
    ...data.cities.flatMap((c): DatedFact[] =>
      c.crimeRate
        ? [
            {
              kind: 'crime',
              what: `NCRB crime rate of ${c.name}`,
              file: 'server/data/cities.json',
              asOf: endOfYear(c.crimeRate.year),
            },
          ]
        : [],
    ),
    ...data.places.flatMap((p): DatedFact[] =>
      p.statusCheckedAt
        ? [
            {
              kind: 'placeStatus',
              what: `${p.name} is open`,
              file: `server/data/places/${p.city}.json`,
              asOf: p.statusCheckedAt,
            },
          ]
        : [],
    ),
    ...renterFacts.tenancy.flatMap((t) =>
      t.norms
        .filter((n) => n.kind === 'reported')
        .map(
          (n): DatedFact => ({
            kind: 'tenancyCustom',
            what: `${n.topic} custom in ${t.city}`,
            file: renter('tenancy'),
            asOf: endOfYear(n.year),
          }),
        ),
    ),
    ...renterFacts.whoCanRent.map(
      (r): DatedFact => ({
        kind: 'whoCanRent',
        what: `Reported restriction on ${r.topic} in ${r.city}`,
        file: renter('who-can-rent'),
        asOf: endOfYear(r.year),
      }),
    ),
    ...renterFacts.floodLists.map(
      (f): DatedFact => ({
        kind: 'floodList',
        what: f.name,
        file: renter('flood-lists'),
        asOf: endOfYear(f.year),
      }),
    ),
    ...renterFacts.airQuality.map(
      (a): DatedFact => ({
        kind: 'airQuality',
        what: `PM2.5 of ${a.city}`,
        file: renter('air-quality'),
        asOf: endOfYear(a.year),
      }),
    ),
    ...renterFacts.waterSupply.map(
      (w): DatedFact => ({
        kind: 'waterSupply',
        what: `Water supply of ${w.city}`,
        file: renter('water-supply'),
        asOf: endOfYear(w.year),
      }),
    ),
  ];
}
