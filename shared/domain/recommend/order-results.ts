import type { BudgetFit } from './score-budget';

// The order of results (docs/recommendation-formula.md, "Order and ties"): homes the person can
// afford first, then those whose rent of that kind is not known, then those over the budget; within
// each, places known to meet every renter filter first, then by the rounded score, and where two
// round to the same percentage by commute time, then budget fit. The reasons say which decided.

export interface Orderable {
  id: string;
  name: string;
  budget: BudgetFit;
  unknownFilters: number;
  total: number;
  /** The commute minutes the score used, summed over the workplaces. */
  commuteMinutes: number;
  /** Whether every workplace's commute has a time shown; otherwise it was scored by distance. */
  timed: boolean;
  /** The route lengths, summed over the workplaces, for a tie decided by distance. */
  commuteKm: number;
}

/** 0: fits or is below the budget; 1: that kind's rent is not known here; 2: over the budget. */
export function budgetGroup(budget: BudgetFit): 0 | 1 | 2 {
  if (budget.over) return 2;
  return budget.position === 'unknown' ? 1 : 0;
}

export const percent = (total: number) => Math.round(total * 100);

export function compareResults(a: Orderable, b: Orderable): number {
  return (
    budgetGroup(a.budget) - budgetGroup(b.budget) ||
    a.unknownFilters - b.unknownFilters ||
    percent(b.total) - percent(a.total) ||
    a.commuteMinutes - b.commuteMinutes ||
    b.budget.score - a.budget.score ||
    b.total - a.total ||
    a.id.localeCompare(b.id)
  );
}

const one = (n: number) => Math.round(n * 10) / 10;

/**
 * Why `upper` is listed above `lower` when both show the same percentage, in words for the lower
 * one's reasons; null where something other than a tie decided (budget, renter filters, the score).
 */
export function tieBreakReason(upper: Orderable, lower: Orderable, twoWorkplaces = false): string | null {
  if (
    percent(upper.total) !== percent(lower.total) ||
    budgetGroup(upper.budget) !== budgetGroup(lower.budget) ||
    upper.unknownFilters !== lower.unknownFilters
  )
    return null;
  const same = `Same ${percent(upper.total)}% as ${upper.name}, which is listed first`;
  const both = twoWorkplaces ? ', both commutes together' : '';
  if (upper.commuteMinutes !== lower.commuteMinutes) {
    return upper.timed && lower.timed
      ? `${same} for its shorter commute (${upper.commuteMinutes} vs ${lower.commuteMinutes} min${both})`
      : `${same} for its shorter commute by distance (${one(upper.commuteKm)} vs ${one(lower.commuteKm)} km${both})`;
  }
  if (upper.budget.score !== lower.budget.score) {
    const outOf100 = (b: BudgetFit) => Math.round(b.score * 100);
    return `${same} for its better budget fit (${outOf100(upper.budget)} vs ${outOf100(lower.budget)} of 100)`;
  }
  if (upper.total !== lower.total) {
    return `${same} on the unrounded score (${one(upper.total * 100)}% vs ${one(lower.total * 100)}%)`;
  }
  return `${same}: everything we score is equal, so by name`;
}
