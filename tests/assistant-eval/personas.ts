import type { ChatProfile } from '../../server/features/chat/chat-profile';
import type { Geocoder } from '../../server/features/geocoding';
import { latestFromInput } from '../../server/features/recommendations';
import type { Services } from '../../server/services';
import type { Preferences } from '../../shared/contracts/preferences';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';

// The people who ask the evaluation's questions: each a ChatProfile built as the server builds one
// (chat-profile.ts: their saved search ranked on today's dataset by latestFromInput), without a
// database.

export const PERSONA_IDS = ['pune-commuter', 'bengaluru-student', 'mumbai-family', 'new-user'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

interface PersonaSpec {
  /** Who they are, for the report and the questions' authors. */
  about: string;
  name: string;
  preferences: Preferences | null;
  /** The neighbourhood they picked: a result of their search by its place in the list, or none. */
  selectedRank: number | null;
}

const puneCommuter = commuterPreferences(
  'Hinjewadi Phase 1, Pune',
  { driving: 20, transit: 15 },
  {
    userCategory: 'moderate',
    homeKind: '2bhk',
    lifestylePreferences: ['familyFriendly', 'greenSpaces', 'convenient'],
  },
);

const bengaluruStudent = commuterPreferences(
  'Christ University, Bengaluru',
  { transit: 15, walking: 5, bicycling: 10 },
  { userCategory: 'budget', homeKind: 'pg', lifestylePreferences: ['casual', 'affordability', 'convenient'] },
);

const mumbaiFamily = commuterPreferences(
  'Bandra Kurla Complex, Mumbai',
  { transit: 25, driving: 25 },
  { userCategory: 'comfort', homeKind: '2bhk', lifestylePreferences: ['familyFriendly', 'safety', 'greenSpaces'] },
);

export const PERSONAS: Record<PersonaId, PersonaSpec> = {
  'pune-commuter': {
    about:
      'Works at Hinjewadi Phase 1, Pune; drives (20 km) or takes transit (15 km); Moderate budget, a 2 BHK; has searched, picked nothing yet',
    name: 'Asha Kulkarni',
    preferences: puneCommuter,
    selectedRank: null,
  },
  'bengaluru-student': {
    about:
      'A student at Christ University, Bengaluru; transit, walking or cycling; Budget band, wants a PG bed; has searched',
    name: 'Rahul Menon',
    preferences: bengaluruStudent,
    selectedRank: null,
  },
  'mumbai-family': {
    about:
      'A family whose earner works at Bandra Kurla Complex, Mumbai; transit or driving (25 km); Comfort budget, a 2 BHK; picked their first result',
    name: 'Farah Shaikh',
    preferences: mumbaiFamily,
    selectedRank: 1,
  },
  'new-user': {
    about: 'Signed in, nothing saved: no preferences, no search, no selection',
    name: 'Priya Sharma',
    preferences: null,
    selectedRank: null,
  },
};

/** A persona's profile as the assistant reads it: their search ranked on today's dataset. */
export async function buildProfile(
  services: Pick<Services, 'dataset' | 'clock'> & { geocoder: Geocoder },
  id: PersonaId,
): Promise<ChatProfile> {
  const spec = PERSONAS[id];
  const empty: ChatProfile = {
    name: spec.name,
    preferences: spec.preferences,
    analysis: null,
    persona: null,
    selected: null,
    recommended: [],
    workLocation: null,
    secondWorkLocation: null,
    interests: {
      lifestyleKeys: spec.preferences?.lifestylePreferences ?? [],
      traits: [],
      indicators: [],
      persona: null,
    },
  };
  if (!spec.preferences) return empty;
  const workLocation = await services.geocoder.geocode(spec.preferences.commute.workAddress);
  if (!workLocation)
    throw new Error(`persona ${id}: the gazetteer cannot place "${spec.preferences.commute.workAddress}"`);
  const result = await latestFromInput(services, { preferences: spec.preferences, analysis: null, workLocation });
  if (!result) throw new Error(`persona ${id}: the search does not match the recommendations contract`);
  const selected = spec.selectedRank ? (result.recommendations[spec.selectedRank - 1] ?? null) : null;
  return { ...empty, recommended: result.recommendations, workLocation: result.workLocation, selected };
}
