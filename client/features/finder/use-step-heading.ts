import { useEffect, useRef } from 'react';

/**
 * Each step starts at its top: once the person has moved between steps (not on the page's
 * first paint), the finder's top, its stepper and the step's heading, comes into view (below the
 * sticky header: `.finder`'s scroll margin) and the heading (tabIndex -1) takes the focus, so a
 * screen reader says the step's name. `view` names a step's sub-view (the review's preview).
 */
export function useStepHeading<T extends HTMLElement>(arrived: boolean, view?: string) {
  const heading = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sub-view is a new arrival, so `view` re-runs it
  useEffect(() => {
    const target = heading.current;
    if (!arrived || !target) return;
    (target.closest('.finder') ?? target).scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [arrived, view]);
  return heading;
}
