// spec §4 "Pinning banner": uploading, pinned (then analysing), retrieving, complete (clears after
// 5 s), error (clears after 5 s). Each state is set by a real event of the upload or the download;
// this plan only decides when the banner shows it. A step that lasts a few milliseconds would flash
// past unread (and unannounced by screen readers), so every step but the last is shown for at least
// MIN_STEP_MS before the next replaces it; the last one (complete or error) stays 5 s, then clears.

export type BannerStep =
  | { kind: 'uploading'; files: number }
  | { kind: 'pinned'; cid: string }
  | { kind: 'analysing' }
  | { kind: 'retrieving'; name: string }
  | { kind: 'complete'; text: string }
  | { kind: 'error'; message: string; cid?: string | undefined };

export const MIN_STEP_MS = 800;
export const CLEAR_AFTER_MS = 5000; // spec §9: banner clear 5 s

export interface BannerPlan {
  shown: BannerStep | null;
  /** When the shown step appeared. */
  since: number;
  /** Steps that happened and wait their turn. */
  queue: BannerStep[];
}

export const EMPTY_PLAN: BannerPlan = { shown: null, since: 0, queue: [] };

const isLast = (step: BannerStep) => step.kind === 'complete' || step.kind === 'error';

/** A new step happened. A new action (uploading, retrieving) replaces whatever was left of the last. */
export function addStep(plan: BannerPlan, step: BannerStep, now: number): BannerPlan {
  if (step.kind === 'uploading' || step.kind === 'retrieving') return { shown: step, since: now, queue: [] };
  return advance({ ...plan, queue: [...plan.queue, step] }, now);
}

/** The plan at `now`: the next waiting step once the shown one has had its time, or nothing. */
export function advance(plan: BannerPlan, now: number): BannerPlan {
  let current = plan;
  for (;;) {
    const [next, ...rest] = current.queue;
    if (!current.shown) {
      if (!next) return current;
      current = { shown: next, since: now, queue: rest };
      continue;
    }
    const age = now - current.since;
    if (isLast(current.shown)) {
      return age >= CLEAR_AFTER_MS ? { shown: null, since: now, queue: [] } : current;
    }
    if (!next || age < MIN_STEP_MS) return current;
    current = { shown: next, since: now, queue: rest };
  }
}

/** When the plan next changes by itself, or null if it waits for an event. */
export function nextChangeAt(plan: BannerPlan): number | null {
  if (!plan.shown) return null;
  if (isLast(plan.shown)) return plan.since + CLEAR_AFTER_MS;
  return plan.queue.length ? plan.since + MIN_STEP_MS : null;
}
