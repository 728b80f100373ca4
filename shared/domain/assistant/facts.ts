import type { HomeKind } from '../../constants/home-kinds';
import type { Persona } from '../../contracts/analysis';
import type { SocialEvent } from '../../contracts/events';
import type { FactBasis } from '../../contracts/locality-facts';
import type { Place } from '../../contracts/places';
import type { RenterFacts } from '../../contracts/renter-facts';
import type { JourneyView } from '../../contracts/transit';
import type { Locality } from '../dataset/schema';
import type { CityUtilities } from '../dataset/utilities-schema';
import type { CommuteOption } from '../recommend/estimate-commute';
import type { TransitRoute } from '../recommend/transit-route';
import type { Intent } from './intents';
import type { Entities } from './understand/extract-entities';

// Everything the local assistant may say, gathered by the server before a word is written: the
// answer writers (answers/*.ts) only arrange these facts, so they cannot invent one.

/** A curated locality as the assistant talks about it. */
export interface NeighbourhoodFacts {
  locality: Locality;
  cityName: string;
  safety: FactBasis;
  /** From the person's last results, when it is one of their recommendations. */
  matchScore: number | null;
  matchingFactors: string[];
  /** To the person's workplace, one per enabled travel mode; empty when we do not know where they work. */
  commutes: CommuteOption[];
  /** To the second workplace, when the person's last search had one; else empty. */
  secondCommutes: CommuteOption[];
  /** Deposits, who can rent, flooding, air and water, with sources (docs/data.md, "Renter facts"). */
  renter: RenterFacts;
}

/** A spot of the city on a published flood list, with the neighbourhood it is in. */
export interface FloodSpot {
  neighbourhood: string;
  spot: string;
  list: string;
  year: number;
  source: string;
  url?: string;
}

/** Why the answer is about these neighbourhoods. */
export type FocusReason = 'mentioned' | 'selected' | 'recommended' | 'none';

/** A question about rents: the kind of home, the most the person said they would pay, and where. */
export interface RentQuery {
  kind: HomeKind;
  /** Not named in the question: the person's own kind from the finder, or one assumed from their budget. */
  kindFrom: 'question' | 'preferences' | 'budget';
  max: number | null;
  /** The landmark or neighbourhood the question asked near, when it named one. */
  near: string | null;
  /** The neighbourhoods priced, cheapest first for the kind (those with no band for it last). */
  rows: NeighbourhoodFacts[];
  /** Of the neighbourhoods looked at, how many start above `max`. */
  aboveMax: number;
}

/** A question about getting between two places by metro or suburban train. */
export interface RideQuestion {
  /** The trip's ends, when they are neighbourhoods of ours (a landmark is not). */
  from: NeighbourhoodFacts | null;
  to: NeighbourhoodFacts | null;
  /** The quickest direct ride between the two neighbourhoods, or null where no line serves both. */
  route: TransitRoute | null;
  /** The journey from the city's timetables (the transit router), where its network has them. */
  planned: PlannedTrip | null;
}

/** A trip the question named, planned over the network's timetables for the next weekday morning. */
export interface PlannedTrip {
  /** The ends as found: a neighbourhood's or a landmark's name. */
  from: string;
  to: string;
  city: string;
  /** The journey leaving at 8:30, or null where there is none under 90 minutes. */
  journey: JourneyView | null;
  /** Why there is no journey, in words. */
  reason: string | null;
  /** What our timetables lack there (lines not yet in them, buses), each a sentence. */
  lacks: string[];
  /** True when every line we know in the city is in its timetables: then the journey is the answer. */
  covered: boolean;
}

export interface AssistantFacts {
  intent: Intent;
  /** What else the question named: an amount, a kind of home, "my", a request to act. */
  entities: Entities;
  /** The kinds of answer the question's words matched, best first. */
  ranking: Intent[];
  rentQuery: RentQuery | null;
  ride: RideQuestion | null;
  /** The cities the question names, with their published safety figure, when it names no neighbourhood. */
  citySafety: { city: string; basis: FactBasis }[];
  /** Whether the family picks are the person's own results, the neighbourhoods the question names, or the city's. */
  familyPicksFrom: 'yours' | 'named' | 'city';
  /** The subject outside what we hold that the question is about ("the weather"), when it is one. */
  outOfScopeTopic: string | null;
  /** The person's first name, when they are signed in with one. */
  firstName: string | null;
  /** The finder's budget band, when they have saved preferences. */
  budget: { label: string; min: number; max: number | null } | null;
  persona: Persona | null;
  /** Where they work, as they gave it or as their timeline suggested. */
  work: { label: string } | null;
  /** The second workplace of their last search, when it had one. */
  secondWork: { label: string } | null;
  /** The city the question is about (named in it, or the person's). */
  city: { id: string; name: string } | null;
  /** The neighbourhoods the question is about, best first (at most 3). */
  focus: NeighbourhoodFacts[];
  focusReason: FocusReason;
  /** The person's recommendations from their last search, best first (at most 5). */
  recommended: NeighbourhoodFacts[];
  selectedId: string | null;
  /** For "best for families": neighbourhoods with the most schools, parks and hospitals around. */
  familyPicks: NeighbourhoodFacts[];
  /** Places around the first focus neighbourhood, nearest first, from the places feature. */
  places: { neighbourhood: string; provider: string; items: Place[] } | null;
  /** Dated events in the city over the next three months, from the events feature. */
  events: { city: string; provider: string; items: SocialEvent[] } | null;
  utilities: CityUtilities | null;
  /** The city's own renter facts (its rules, reports, air and water), when a city is known. */
  cityRenter: RenterFacts | null;
  /** The city's spots on published flood lists, when a city is known. */
  floodSpots: FloodSpot[];
}
