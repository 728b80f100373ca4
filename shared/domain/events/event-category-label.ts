import type { EVENT_CATEGORIES } from '../dataset/event-schema';

/** The curated categories in words, as a person reads them ("public-event" is "Public event"). */
const LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  festival: 'Festival',
  music: 'Music',
  arts: 'Arts',
  culture: 'Culture',
  heritage: 'Heritage',
  food: 'Food',
  market: 'Market',
  sports: 'Sports',
  comedy: 'Comedy',
  quiz: 'Quiz',
  literature: 'Literature',
  community: 'Community',
  'public-event': 'Public event',
};

/**
 * A category's name in words: ours from the table, another provider's (an iCalendar feed, a model)
 * with its hyphens and underscores as spaces and a capital first letter.
 */
export function eventCategoryLabel(category: string): string {
  const known = LABELS[category.toLowerCase() as keyof typeof LABELS];
  if (known) return known;
  const words = category.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
