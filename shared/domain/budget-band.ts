import { SPENDING_CATEGORIES } from '../constants/spending-categories';
import type { Preferences } from '../contracts/preferences';

/**
 * Whether the budget is the spending band's own: no rupees typed, or a quick pick's, which fills
 * them with its band. The band's name then speaks for it (the form, the review, the reasons).
 */
export function isBandBudget(preferences: Pick<Preferences, 'budget' | 'userCategory'>): boolean {
  const band = SPENDING_CATEGORIES[preferences.userCategory];
  const b = preferences.budget;
  return !b || (b.min === band.min && b.max === band.max);
}
