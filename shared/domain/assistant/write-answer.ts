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

/** What the server must look up before an intent's answer can be written. */
export const INTENT_NEEDS: Record<Intent, { places?: boolean; events?: boolean; familyPicks?: boolean }> = {
  best_neighbourhood: {},
  best_for_families: { familyPicks: true, places: true },
  compare: {},
  about_neighbourhood: {},
  safety: {},
  flooding: {},
  air_quality: {},
  water_supply: {},
  who_can_rent: {},
  commute: {},
  transit: {},
  rents: {},
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
  out_of_scope: {},
  unknown: {},
};
