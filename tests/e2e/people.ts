import type { MustHaveKey } from '../../shared/constants/must-haves';
import { commuterPreferences } from '../../shared/domain/recommend/test-localities';

/**
 * The search of someone working at Nariman Point who takes the train, with a taste for fine dining,
 * culture and green spaces (Lower Parel comes first): the body of POST /api/housing/recommend-housing.
 */
export function mumbaiCommuter(mustHaves: MustHaveKey[] = []) {
  return {
    preferences: commuterPreferences(
      'Nariman Point, Mumbai',
      { transit: 15 },
      {
        userCategory: 'luxury',
        lifestylePreferences: ['fineDining', 'cultural', 'greenSpaces'],
        prioritizedMustHaves: mustHaves.map((name, i) => ({ name, priority: i + 1 })),
      },
    ),
  };
}
