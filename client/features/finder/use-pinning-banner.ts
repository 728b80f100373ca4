import { useCallback, useEffect, useState } from 'react';
import { addStep, advance, type BannerPlan, type BannerStep, EMPTY_PLAN, nextChangeAt } from './pinning-banner-plan';

/** The pinning banner's state: `show` a step as it happens; the plan paces and clears them. */
export function usePinningBanner() {
  const [plan, setPlan] = useState<BannerPlan>(EMPTY_PLAN);
  const show = useCallback((step: BannerStep) => setPlan((current) => addStep(current, step, Date.now())), []);
  const clear = useCallback(() => setPlan(EMPTY_PLAN), []);
  useEffect(() => {
    const at = nextChangeAt(plan);
    if (at === null) return;
    // Never earlier than planned, even if the clock reads a millisecond short when the timer fires.
    const timer = setTimeout(() => setPlan((current) => advance(current, Math.max(Date.now(), at))), at - Date.now());
    return () => clearTimeout(timer);
  }, [plan]);
  return { step: plan.shown, show, clear };
}
