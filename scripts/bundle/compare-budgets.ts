import type { ChunkSize } from './route-sizes';

/** A route's budget: what it loads first, its limit, and the chunk sizes recorded when it was set. */
export interface RouteBudget {
  modules: string[];
  budgetKb: number;
  recorded: Record<string, number>;
}

export interface RouteResult {
  route: string;
  totalKb: number;
  budgetKb: number;
  /** Chunks larger than recorded (or new), largest growth first. */
  grown: { id: string; kb: number; recordedKb: number | null }[];
}

/** Each route's total against its budget, and which of its chunks grew since the budget was recorded. */
export function compareBudgets(routes: Record<string, { budget: RouteBudget; chunks: ChunkSize[] }>): RouteResult[] {
  return Object.entries(routes).map(([route, { budget, chunks }]) => {
    const totalKb = chunks.reduce((sum, c) => sum + c.kb, 0);
    const grown = chunks
      .map((c) => ({ id: c.id, kb: c.kb, recordedKb: budget.recorded[c.id] ?? null }))
      .filter((c) => c.recordedKb === null || c.kb > c.recordedKb + 0.05)
      .sort((a, b) => b.kb - (b.recordedKb ?? 0) - (a.kb - (a.recordedKb ?? 0)));
    return { route, totalKb, budgetKb: budget.budgetKb, grown };
  });
}
