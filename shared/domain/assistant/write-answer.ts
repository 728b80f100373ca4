import { greeting, outOfScope, unknown } from './answers/conversation';
import { groceries, placesNearby, shopping, social } from './answers/nearby';
import {
  aboutNeighbourhood,
  bestForFamilies,
  bestNeighbourhood,
  commute,
  compare,
  safety,
} from './answers/neighbourhoods';
import { airQuality, flooding, waterSupply, whoCanRent } from './answers/renting';
import { rents } from './answers/rents';
import { actRequest } from './answers/requests';
import { homeEssentials, moving, rentAndDeposit, utilities } from './answers/settling-in';
import { transit } from './answers/transit';
import type { AssistantFacts } from './facts';
import type { Intent } from './intents';

// The local assistant's answer to one question: the writer for its intent, over facts gathered
// beforehand. Pure and deterministic, so it is tested and benchmarked without a server.

const WRITERS: Record<Intent, (facts: AssistantFacts) => string> = {
  best_neighbourhood: bestNeighbourhood,
  best_for_families: bestForFamilies,
  compare,
  about_neighbourhood: aboutNeighbourhood,
  safety,
  flooding,
  air_quality: airQuality,
  water_supply: waterSupply,
  who_can_rent: whoCanRent,
  commute,
  transit,
  rents,
  shopping,
  act_request: actRequest,
  places_nearby: placesNearby,
  groceries,
  social,
  home_essentials: homeEssentials,
  utilities,
  moving,
  rent_deposit: rentAndDeposit,
  greeting,
  out_of_scope: outOfScope,
  unknown,
};

export function writeAnswer(facts: AssistantFacts): string {
  return WRITERS[facts.intent](facts);
}

/**
 * What the server must look up before an intent's answer can be written, beyond what every answer
 * gets (the person, the focus, the city's facts): one gatherer each (server/features/chat/local/gatherers/).
 */
export interface FactNeeds {
  /** Places around the first family pick, else the first focus neighbourhood. */
  places?: boolean;
  /** Dated events in the neighbourhood's or the city's next three months. */
  events?: boolean;
  /** The neighbourhoods with the most schools, parks and hospitals. */
  familyPicks?: boolean;
  /** The kind of home, the most the person would pay, and the neighbourhoods to price. */
  rentQuery?: boolean;
  /** The direct ride between two named neighbourhoods. */
  ride?: boolean;
  /** The published safety figure of each city named, when no neighbourhood is. */
  citySafety?: boolean;
  /** The subject outside what we hold. */
  outOfScopeTopic?: boolean;
}

export const INTENT_NEEDS: Record<Intent, FactNeeds> = {
  best_neighbourhood: {},
  best_for_families: { familyPicks: true, places: true },
  compare: {},
  about_neighbourhood: {},
  safety: { citySafety: true },
  flooding: {},
  air_quality: {},
  water_supply: {},
  who_can_rent: {},
  commute: {},
  transit: { ride: true },
  rents: { rentQuery: true },
  shopping: { places: true },
  act_request: {},
  places_nearby: { places: true },
  groceries: { places: true },
  social: { events: true, places: true },
  home_essentials: {},
  utilities: {},
  moving: {},
  rent_deposit: {},
  greeting: {},
  out_of_scope: { outOfScopeTopic: true },
  unknown: {},
};
