import type { DatedFact } from './dated-facts';
import { staleFrom } from './out-of-date';

export interface FactFreshness extends DatedFact {
  /** The first day the fact is past its shelf life. */
  staleFrom: string;
}

/** Each fact with the day its shelf life ends, oldest first (the order to re-check them in). */
export function withShelfLives(facts: readonly DatedFact[]): FactFreshness[] {
  return facts
    .map((fact) => ({ ...fact, staleFrom: staleFrom(fact.kind, fact.asOf) }))
    .sort((a, b) => a.staleFrom.localeCompare(b.staleFrom) || a.what.localeCompare(b.what));
}

/** The facts past their shelf life on `today` (YYYY-MM-DD). */
export function staleFacts(facts: readonly DatedFact[], today: string): FactFreshness[] {
  return withShelfLives(facts).filter((fact) => fact.staleFrom <= today);
}
