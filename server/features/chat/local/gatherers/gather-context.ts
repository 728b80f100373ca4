import type { NeighbourhoodFacts } from '../../../../../shared/domain/assistant/facts';
import type { MentionIndex } from '../../../../../shared/domain/assistant/find-mentions';
import type { ResolvedQuestion } from '../../../../../shared/domain/assistant/resolve/resolve-question';
import type { City, Locality } from '../../../../../shared/domain/dataset/schema';
import type { Services } from '../../../../services';
import type { ChatProfile } from '../../chat-profile';
import type { Workplace } from './describe-neighbourhood';

// What every gatherer may read. gather-facts.ts builds it once per question; each gatherer takes
// what its kind of answer needs from it.

export type FactServices = Pick<
  Services,
  'dataset' | 'geocoder' | 'places' | 'events' | 'logger' | 'config' | 'clock'
> & {
  /** The transit router; without it (the evaluation, which has no database) trips are estimated. */
  transit?: Pick<Services['transit'], 'journey' | 'covers' | 'lacking' | 'networkAt' | 'stopNamed'>;
};

export interface GatherContext {
  services: FactServices;
  profile: ChatProfile;
  question: string;
  /** The day in India (YYYY-MM-DD): the age of every dated fact is told as of it. */
  today: string;
  /** The question's names, cities and aliases, for the dataset in `services`. */
  index: MentionIndex;
  resolved: ResolvedQuestion;
  /** The city the question is about (`resolved.cityId`), when it is one of ours. */
  city: City | null;
  /** The person's last results that are ours, best first. */
  recommended: Locality[];
  /** The finder's budget band, when the person has saved preferences. */
  budget: { label: string; min: number; max: number | null } | null;
  work: Workplace | null;
  describe(locality: Locality): NeighbourhoodFacts;
}
