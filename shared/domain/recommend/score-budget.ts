import { HOME_KINDS, type HomeKind } from '../../constants/home-kinds';
import { SPENDING_CATEGORIES } from '../../constants/spending-categories';
import type { Preferences } from '../../contracts/preferences';
import { isBandBudget } from '../budget-band';
import type { Locality } from '../dataset/schema';
import { formatRupeeRange, formatRupees } from '../format-rupees';
import { rentBandOf } from './home-kind';

/** What the person will pay a month: their own rupees, or their spending band's (Luxury has no top). */
export interface BudgetRange {
  min: number;
  max: number | null;
  /** "your budget (₹35,000–₹50,000)" or "your Comfort band (₹40,000–₹60,000)": how reasons name it. */
  words: string;
}

/** The person's rupees where given (they decide), else the spending category's band (spec §9). */
export function budgetOf(preferences: Pick<Preferences, 'budget' | 'userCategory'>): BudgetRange {
  const band = SPENDING_CATEGORIES[preferences.userCategory];
  if (preferences.budget && !isBandBudget(preferences)) {
    const { min, max } = preferences.budget;
    return { min, max, words: `your budget (${formatRupeeRange({ min, max })})` };
  }
  // No rupees, or a quick pick's: named as the band the person picked.
  return { min: band.min, max: band.max, words: `your ${band.label} band (${formatRupeeRange(band)})` };
}

/** The budget in a short label: the band's name when it is a band's, else the rupees ("₹35,000–₹50,000"). */
export function budgetLabel(preferences: Pick<Preferences, 'budget' | 'userCategory'>): string {
  const { budget } = preferences;
  return budget && !isBandBudget(preferences)
    ? formatRupeeRange(budget)
    : SPENDING_CATEGORIES[preferences.userCategory].label;
}

export interface BudgetFit {
  /** The kind of home the score and the explanation are about: the chosen (best fitting) or assumed one. */
  kind: HomeKind;
  /** Its rent band here; null where that kind is not known. */
  range: { min: number; max: number } | null;
  score: number;
  /** The rent band and the budget overlap. */
  fits: boolean;
  /** The cheapest home of that kind costs more than the top of the budget: listed after all others. */
  over: boolean;
  /** The cheapest costs more than 25 % above the budget's top. */
  farAbove: boolean;
  position: 'within' | 'above' | 'below' | 'unknown';
}

/** Neither for nor against: the rent of that kind is not known here. */
const UNKNOWN_SCORE = 0.5;

/**
 * Budget fit of the person's rupees against the locality's rent band for one kind of home. Where
 * they overlap, 0.55–1 by the share of the rent band the person can pay (at or under the budget's
 * top: a cheaper home is still affordable); rents above the budget fall off fast; rents wholly below
 * it score 0.55 at most (the area is a different market).
 */
export function scoreBudget(rent: Locality['rent'], budget: BudgetRange, kind: HomeKind): BudgetFit {
  const top = budget.max ?? Number.POSITIVE_INFINITY;
  const range = rentBandOf(rent, kind);
  if (!range)
    return { kind, range, score: UNKNOWN_SCORE, fits: false, over: false, farAbove: false, position: 'unknown' };
  if (Math.min(range.max, top) >= Math.max(range.min, budget.min)) {
    const affordable = range.max === range.min ? 1 : (Math.min(range.max, top) - range.min) / (range.max - range.min);
    return {
      kind,
      range,
      score: 0.55 + 0.45 * affordable,
      fits: true,
      over: false,
      farAbove: false,
      position: 'within',
    };
  }
  if (range.min > top) {
    const gap = (range.min - top) / top;
    return {
      kind,
      range,
      score: Math.max(0, 0.5 - 2 * gap),
      fits: false,
      over: true,
      farAbove: gap > 0.25,
      position: 'above',
    };
  }
  const gap = budget.min ? (budget.min - range.max) / budget.min : 0;
  return {
    kind,
    range,
    score: Math.max(0.2, 0.55 - gap),
    fits: false,
    over: false,
    farAbove: false,
    position: 'below',
  };
}

/**
 * With several kinds of home ("PG or shared"), the one that fits best: the highest score, and of
 * equal ones the kind the person listed first. Never empty: `kinds` has at least one.
 */
export function bestBudgetFit(rent: Locality['rent'], budget: BudgetRange, kinds: readonly HomeKind[]): BudgetFit {
  let best = scoreBudget(rent, budget, kinds[0]!);
  for (const kind of kinds.slice(1)) {
    const fit = scoreBudget(rent, budget, kind);
    if (fit.score > best.score) best = fit;
  }
  return best;
}

/**
 * What the rent band is against the budget, true of both ranges: "2 BHK rents of ₹28,000–₹42,000:
 * within your budget (₹35,000–₹50,000) at the top, below it at the bottom".
 */
export function describeBudgetFit(fit: BudgetFit, budget: BudgetRange): string {
  const label = HOME_KINDS[fit.kind].short;
  const range = fit.range;
  if (!range || fit.position === 'unknown') return `${label} rents are not known here: check locally`;
  const rents = `${label} rents of ${formatRupeeRange(range)}`;
  if (fit.position === 'above')
    return `Over your budget: ${label} rents start at ${formatRupees(range.min)}, above ${budget.words}`;
  if (fit.position === 'below') return `Below ${budget.words}: ${rents}`;
  const top = budget.max ?? Number.POSITIVE_INFINITY;
  const fromBelow = range.min < budget.min;
  const toAbove = range.max > top;
  if (fromBelow && toAbove) return `${rents}: from below ${budget.words} to above it`;
  if (fromBelow) return `${rents}: within ${budget.words} at the top, below it at the bottom`;
  if (toAbove) return `${rents}: within ${budget.words} at the bottom, above it at the top`;
  return `${rents}: all within ${budget.words}`;
}
