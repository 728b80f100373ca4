import type { Locality } from '../dataset/schema';
import { nearestRapidStation, transitAccess } from './locality-signals';

// A person's own lifestyle preferences, kept in their words (docs/recommendation-formula.md, "Your
// own preferences"). One counts only where a fact of ours speaks to it, and the reason names that
// fact; anything else is listed as not in our data. Never turned into one of the 25 lifestyle keys,
// whose labels would put words in the person's mouth.

/** What is known of a locality beyond its own fields: its safety 0–10, or null without a published figure. */
export interface CustomEvidence {
  safety: number | null;
}

export interface CustomReading {
  /** 0–1: how well the locality meets it, from the fact. */
  match: number;
  /** The fact, in words: "nearest metro or suburban station Wakad, 0.8 km". */
  fact: string;
}

type Amenity = keyof Locality['amenities'];
type Reader = (locality: Locality, known: CustomEvidence) => CustomReading | null;

const amenity =
  (key: Amenity, words: string): Reader =>
  (l) => ({ match: l.amenities[key] / 5, fact: `${words} ${l.amenities[key]} of 5 (our estimate)` });

const station: Reader = (l) => {
  const near = nearestRapidStation(l);
  return near
    ? { match: transitAccess(l), fact: `nearest metro or suburban station ${near.name}, ${near.distanceKm} km` }
    : { match: transitAccess(l), fact: 'no metro or suburban station listed nearby' };
};

// Checked in order: the first pattern a preference matches decides which fact answers it.
const READERS: [RegExp, Reader][] = [
  [/\b(metro|station|train|rail|local train|suburban)/, station],
  [
    /\b(quiet|peace|calm|silent|noise)/,
    (l) => ({
      match: 1 - l.amenities.nightlife / 5,
      fact: `nightlife ${l.amenities.nightlife} of 5 (our estimate; less is quieter)`,
    }),
  ],
  [/\b(gym|fitness|workout|crossfit)/, amenity('gyms', 'gyms')],
  [/\b(park|garden|green|tree|jog|running)/, amenity('parks', 'parks')],
  [/\b(pub|bar|club|party|brewer|nightlife)/, amenity('nightlife', 'nightlife')],
  [/\b(cafe|café|coffee)/, amenity('cafes', 'cafés')],
  [/\b(restaurant|food|eat|dining)/, amenity('restaurants', 'restaurants')],
  [/\b(mall|shopping)/, amenity('malls', 'shopping malls')],
  [/\b(grocer|supermarket|vegetable|kirana)/, amenity('groceries', 'groceries')],
  [/\b(school|kids?\b|children)/, amenity('schools', 'schools')],
  [/\b(hospital|clinic|doctor|medical)/, amenity('hospitals', 'hospitals')],
  [
    /\b(walkab|pedestrian|footpath)/,
    (l) => ({ match: l.walkability.score / 10, fact: `walkability ${l.walkability.score} of 10 (our estimate)` }),
  ],
  [
    /\b(safe|safety|security)/,
    (_l, { safety }) =>
      safety === null ? null : { match: safety / 10, fact: `safety ${safety} of 10 (published crime figure)` },
  ],
];

/** How a locality meets one custom preference, or null where our data says nothing about it. */
export function readCustomPreference(name: string, locality: Locality, known: CustomEvidence): CustomReading | null {
  const text = name.toLowerCase();
  const reader = READERS.find(([pattern]) => pattern.test(text))?.[1];
  return reader ? reader(locality, known) : null;
}

/** Whether any fact of ours speaks to a custom preference at all (for the form's hint). */
export function isAssessable(name: string): boolean {
  const text = name.toLowerCase();
  return READERS.some(([pattern]) => pattern.test(text));
}
