import type { LifestyleKey } from '../../constants/lifestyles';

// spec §9 event scoring: +2 for each of the person's lifestyle preferences whose keywords the event
// mentions; +1 for each keyword group (social, active, creative, intellectual, adventurous) that
// both the person's traits or lifestyle indicators and the event mention. Sorted by score.

const LIFESTYLE_WORDS: Partial<Record<LifestyleKey, string[]>> = {
  activeLifestyle: ['marathon', 'run', 'sport', 'fitness', 'cycle', 'cycling', 'yoga', 'walk'],
  outdoorActivities: ['outdoor', 'park', 'beach', 'lake', 'kite', 'trek', 'garden', 'open-air'],
  shopping: ['market', 'bazaar', 'fair', 'mela', 'expo', 'shopping', 'craft'],
  casualDining: ['food', 'street food', 'eat', 'stall'],
  fineDining: ['dining', 'gourmet', 'chef'],
  nightlife: ['night', 'party', 'new year', 'countdown', 'club'],
  cultural: ['festival', 'heritage', 'culture', 'cultural', 'tradition', 'puja', 'procession', 'parade'],
  artsAndMusic: ['music', 'concert', 'art', 'arts', 'dance', 'theatre', 'film', 'classical'],
  familyFriendly: ['family', 'children', 'kids', 'carnival', 'fair', 'exhibition'],
  community: ['community', 'gathering', 'celebration', 'festival'],
  socialGatherings: ['gathering', 'celebration', 'party', 'meet', 'festival', 'carnival'],
  entertainment: ['show', 'carnival', 'film', 'concert', 'derby', 'race'],
  greenSpaces: ['park', 'garden', 'flower', 'lake'],
  healthy: ['marathon', 'run', 'yoga', 'fitness'],
  relaxing: ['garden', 'lake', 'beach', 'music'],
  internationalCuisine: ['food'],
};

export const KEYWORD_GROUPS = {
  social: ['social', 'outgoing', 'community', 'friends', 'gathering', 'celebration', 'festival', 'party', 'meet'],
  active: ['active', 'sport', 'marathon', 'run', 'walk', 'cycle', 'fitness', 'yoga', 'gym'],
  creative: ['creative', 'art', 'arts', 'music', 'dance', 'craft', 'theatre', 'film', 'design'],
  intellectual: [
    'intellectual',
    'book',
    'literature',
    'lecture',
    'talk',
    'quiz',
    'heritage',
    'history',
    'museum',
    'science',
  ],
  adventurous: ['adventurous', 'adventure', 'explore', 'outdoor', 'trek', 'kite', 'race', 'carnival', 'travel'],
} as const;

export interface EventInterests {
  lifestyleKeys: readonly LifestyleKey[];
  /** Personality traits and lifestyle indicators (sentences from a timeline analysis). */
  traits: readonly string[];
}

// A word's pattern, compiled once: the words are this file's fixed lists, and compiling them anew
// for every event and person was a visible share of the server's time under load (docs/DEPLOY.md).
const patterns = new Map<string, RegExp>();
const mentions = (text: string, word: string) => {
  let pattern = patterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`\\b${word.replace(/[-\s]/g, '[-\\s]')}`, 'i');
    patterns.set(word, pattern);
  }
  return pattern.test(text);
};

/** The spec §9 score of one event for one person (0 when nothing matches). */
export function scoreEvent(event: { name: string; category: string; description: string }, interests: EventInterests) {
  const text = `${event.name} ${event.category} ${event.description}`;
  let score = 0;
  for (const key of interests.lifestyleKeys) {
    if ((LIFESTYLE_WORDS[key] ?? []).some((word) => mentions(text, word))) score += 2;
  }
  const traits = interests.traits.join(' ');
  for (const words of Object.values(KEYWORD_GROUPS)) {
    if (words.some((w) => mentions(traits, w)) && words.some((w) => mentions(text, w))) score += 1;
  }
  return score;
}

/** Each event with its score and whether it is personalised, highest score first (stable otherwise). */
export function scoreEvents<E extends { name: string; category: string; description: string }>(
  events: readonly E[],
  interests: EventInterests,
): (E & { personalScore: number; isPersonalized: boolean })[] {
  return events
    .map((event) => {
      const personalScore = scoreEvent(event, interests);
      return { ...event, personalScore, isPersonalized: personalScore > 0 };
    })
    .map((event, index) => ({ event, index }))
    .sort((a, b) => b.event.personalScore - a.event.personalScore || a.index - b.index)
    .map(({ event }) => event);
}
