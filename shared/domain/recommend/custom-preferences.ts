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

// Checked in order: the first pattern a preference matches decides which fact answers it. Whole
// words and their usual forms only: "parking" is not a park, "public" not a pub, "barber" not a bar.
const READERS: [RegExp, Reader][] = [
  // What people eat is not in our data: a count of restaurants says nothing of vegetarian food.
  [/\b(veg(etarian|an|gie)?s?|jain|halal|kosher|non[- ]?veg(etarian)?|eggetarian|meat|diet(ary)?)\b/, () => null],
  [/\b(metros?|stations?|trains?|railways?|rail|suburban|transit|public transport)\b/, station],
  [
    /\b(quiet(er|ness)?|peace(ful)?|calm|silen(t|ce)|nois(e|y))\b/,
    (l) => ({
      match: 1 - l.amenities.nightlife / 5,
      fact: `nightlife ${l.amenities.nightlife} of 5 (our estimate; less is quieter)`,
    }),
  ],
  [/\b(gyms?|fitness|workouts?|crossfit)\b/, amenity('gyms', 'gyms')],
  [/\b(parks?|gardens?|green(ery)?|trees?|jog(ging)?|running)\b/, amenity('parks', 'parks')],
  [/\b(pubs?|bars?|clubs?|clubbing|part(y|ies)|breweries|brewery|nightlife)\b/, amenity('nightlife', 'nightlife')],
  [/\b(cafes?|cafés?|coffee)\b/, amenity('cafes', 'cafés')],
  [/\b(restaurants?|food|eat(ing|eries|ery)?|dining)\b/, amenity('restaurants', 'restaurants')],
  [/\b(malls?|shopping)\b/, amenity('malls', 'shopping malls')],
  [/\b(grocer(y|ies|s)?|supermarkets?|vegetables?|kirana)\b/, amenity('groceries', 'groceries')],
  [/\b(schools?|kids?|children)\b/, amenity('schools', 'schools')],
  [/\b(hospitals?|clinics?|doctors?|medical)\b/, amenity('hospitals', 'hospitals')],
  [
    /\b(walkab(le|ility)|pedestrians?|footpaths?)\b/,
    (l) => ({ match: l.walkability.score / 10, fact: `walkability ${l.walkability.score} of 10 (our estimate)` }),
  ],
  [
    /\b(safe(r|ty)?|security)\b/,
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
