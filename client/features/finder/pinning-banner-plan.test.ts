import { describe, expect, it } from 'vitest';
import {
  addStep,
  advance,
  type BannerPlan,
  CLEAR_AFTER_MS,
  EMPTY_PLAN,
  MIN_STEP_MS,
  nextChangeAt,
} from './pinning-banner-plan';

// The pinning banner's timing (spec §4, §9): every state is seen, in order, and the last one clears
// after 5 s.

const kinds = (plans: BannerPlan[]) => plans.map((p) => p.shown?.kind ?? null);

describe('the pinning banner plan', () => {
  it('shows every step of a fast upload in order, each long enough to read, then clears 5 s after complete', () => {
    let plan = addStep(EMPTY_PLAN, { kind: 'uploading', files: 1 }, 0);
    // The server's events arrive within a few milliseconds of each other.
    plan = addStep(plan, { kind: 'pinned', cid: 'bafk' }, 5);
    plan = addStep(plan, { kind: 'analysing' }, 6);
    plan = addStep(plan, { kind: 'complete', text: 'Done' }, 7);
    const seen = [plan];
    for (let at = nextChangeAt(plan); at !== null; at = nextChangeAt(plan)) {
      plan = advance(plan, at);
      seen.push(plan);
    }
    expect(kinds(seen)).toEqual(['uploading', 'pinned', 'analysing', 'complete', null]);
    expect(seen.map((p) => p.since)).toEqual([
      0,
      MIN_STEP_MS,
      2 * MIN_STEP_MS,
      3 * MIN_STEP_MS,
      3 * MIN_STEP_MS + CLEAR_AFTER_MS,
    ]);
  });

  it('a step that lasts longer than the minimum moves on as soon as the next one happens', () => {
    let plan = addStep(EMPTY_PLAN, { kind: 'retrieving', name: 'Records.json' }, 0);
    expect(nextChangeAt(plan)).toBeNull(); // waits for the download
    plan = addStep(plan, { kind: 'complete', text: 'Records.json is downloaded.' }, 3000);
    expect(plan.shown?.kind).toBe('complete');
    expect(advance(plan, 3000 + CLEAR_AFTER_MS - 1).shown?.kind).toBe('complete');
    expect(advance(plan, 3000 + CLEAR_AFTER_MS).shown).toBeNull();
  });

  it('an error clears after 5 s too, and a new upload replaces what is left of the last one', () => {
    let plan = addStep(EMPTY_PLAN, { kind: 'uploading', files: 2 }, 0);
    plan = addStep(plan, { kind: 'error', message: 'Failed to upload to IPFS: down' }, 1000);
    expect(plan.shown).toEqual({ kind: 'error', message: 'Failed to upload to IPFS: down' });
    expect(nextChangeAt(plan)).toBe(1000 + CLEAR_AFTER_MS);
    plan = addStep(plan, { kind: 'uploading', files: 1 }, 2000);
    expect(plan).toEqual({ shown: { kind: 'uploading', files: 1 }, since: 2000, queue: [] });
  });
});
