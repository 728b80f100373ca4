import { describe, expect, it } from 'vitest';
import { makeLocality } from '../../recommend/test-localities';
import { type FocusInput, resolveFocus } from './resolve-focus';

const baner = makeLocality({ id: 'pune-baner', city: 'pune' });
const aundh = makeLocality({ id: 'pune-aundh', city: 'pune' });
const results = ['wakad', 'hinjewadi', 'baner', 'aundh', 'pimple', 'balewadi', 'pashan'].map((id) =>
  makeLocality({ id: `pune-${id}`, city: 'pune' }),
);
const picked = makeLocality({ id: 'pune-kothrud', city: 'pune' });

const ask = (input: Partial<FocusInput>) => {
  const focus = resolveFocus({
    intent: 'about_neighbourhood',
    mine: false,
    mentioned: [],
    namedCity: null,
    selected: picked,
    recommended: results,
    ...input,
  });
  return { ...focus, localities: focus.localities.map((l) => l.id) };
};

describe('the neighbourhoods an answer is about', () => {
  it('are those the question names, before anything of the person’s', () => {
    expect(ask({ mentioned: [baner, aundh], intent: 'compare', mine: true })).toEqual({
      localities: ['pune-baner', 'pune-aundh'],
      reason: 'mentioned',
      aboutMine: true,
      familyPicksFrom: 'named',
    });
  });

  it('are the person’s own results when it says "my" on a question about their list, before their pick', () => {
    // "which of my neighbourhoods is best for a family?": the top five, whatever the usual size.
    expect(ask({ intent: 'best_for_families', mine: true })).toMatchObject({
      localities: results.slice(0, 5).map((l) => l.id),
      reason: 'recommended',
      aboutMine: true,
      familyPicksFrom: 'yours',
    });
    // "my" on a question that is not about their list ("my groceries") does not make it one.
    expect(ask({ intent: 'groceries', mine: true })).toMatchObject({ localities: ['pune-kothrud'], aboutMine: false });
    // With no results, "my" cannot mean them.
    expect(ask({ intent: 'compare', mine: true, recommended: [] })).toMatchObject({ reason: 'selected' });
  });

  it('are none when a city is named on a question the city answers as a whole', () => {
    // "which areas of Bangalore flood?"
    expect(ask({ intent: 'flooding', namedCity: { id: 'bengaluru' } })).toMatchObject({
      localities: [],
      reason: 'none',
      familyPicksFrom: 'city',
    });
    // A named city on a question about one neighbourhood still answers with the person's pick.
    expect(ask({ intent: 'rents', namedCity: { id: 'pune' } })).toMatchObject({ localities: ['pune-kothrud'] });
  });

  it('are the person’s pick, else as many of their results as the kind of answer weighs', () => {
    expect(ask({ intent: 'safety' })).toMatchObject({ localities: ['pune-kothrud'], reason: 'selected' });
    expect(ask({ intent: 'safety', selected: null })).toMatchObject({
      localities: ['pune-wakad', 'pune-hinjewadi', 'pune-baner'],
      reason: 'recommended',
      aboutMine: false,
    });
    expect(ask({ intent: 'rents', selected: null })).toMatchObject({ localities: ['pune-wakad'] });
    expect(ask({ selected: null, recommended: [] })).toEqual({
      localities: [],
      reason: 'none',
      aboutMine: false,
      familyPicksFrom: 'city',
    });
  });
});
