import type { Persona } from '../contracts/analysis';
import type { Preferences } from '../contracts/preferences';

/**
 * POST /api/user/persona: a persona read from the finder's own answers, checked in the spec's
 * persona order (§4 Form behaviour: luxury, active, social, budget, family, else balanced). The
 * timeline analysis derives its persona from trait keywords instead.
 */
export function personaFromPreferences(preferences: Preferences): Persona {
  const lifestyle = new Set<string>(preferences.lifestylePreferences);
  const mustHaves = new Set<string>(preferences.prioritizedMustHaves.map((m) => m.name));
  if (preferences.userCategory === 'luxury' || preferences.userCategory === 'premium' || lifestyle.has('fineDining'))
    return 'luxury';
  if (lifestyle.has('activeLifestyle') || lifestyle.has('outdoorActivities') || mustHaves.has('gym')) return 'active';
  if (lifestyle.has('socialGatherings') || lifestyle.has('nightlife') || lifestyle.has('community')) return 'social';
  if (preferences.userCategory === 'budget' || lifestyle.has('affordability')) return 'budget';
  if (lifestyle.has('familyFriendly') || mustHaves.has('schools')) return 'family';
  return 'balanced';
}
