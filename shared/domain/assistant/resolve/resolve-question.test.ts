import { describe, expect, it } from 'vitest';
import { makeCity, makeLocality } from '../../recommend/test-localities';
import { buildMentionIndex } from '../find-mentions';
import { understand } from '../intents';
import { type Asker, resolveQuestion } from './resolve-question';

const localities = [
  makeLocality({ id: 'pune-baner', name: 'Baner', city: 'pune' }),
  makeLocality({ id: 'pune-aundh', name: 'Aundh', city: 'pune' }),
  makeLocality({ id: 'pune-wakad', name: 'Wakad', city: 'pune' }),
  makeLocality({ id: 'pune-kothrud', name: 'Kothrud', city: 'pune' }),
  makeLocality({ id: 'pune-saket', name: 'Saket', city: 'pune' }),
  makeLocality({ id: 'new-delhi-saket', name: 'Saket', city: 'new-delhi' }),
  makeLocality({ id: 'bengaluru-koramangala', name: 'Koramangala', city: 'bengaluru' }),
];
const byId = (id: string) => localities.find((l) => l.id === id)!;
const index = buildMentionIndex(localities, [
  makeCity({ id: 'pune', name: 'Pune' }),
  makeCity({ id: 'new-delhi', name: 'New Delhi', aliases: ['Delhi'] }),
  makeCity({ id: 'bengaluru', name: 'Bengaluru', aliases: ['Bangalore'] }),
]);
const nobody: Asker = { selected: null, recommended: [], workplace: null };

const resolve = (question: string, asker: Asker = nobody) => {
  const resolved = resolveQuestion(question, understand(question), index, asker);
  return {
    ...resolved,
    mentioned: resolved.mentioned.map((l) => l.id),
    focus: resolved.focus.localities.map((l) => l.id),
  };
};

describe('what a question is about', () => {
  it('names the neighbourhoods in its order, at most three, and compares two', () => {
    expect(resolve('Baner or Aundh?')).toMatchObject({
      intent: 'compare',
      mentioned: ['pune-baner', 'pune-aundh'],
      focus: ['pune-baner', 'pune-aundh'],
      cityId: 'pune',
    });
    expect(resolve('Wakad, Baner, Aundh or Kothrud?').mentioned).toEqual(['pune-wakad', 'pune-baner', 'pune-aundh']);
  });

  it('reads a name two cities share as the person’s city: their pick’s, else their results’, else their work’s', () => {
    const saketIn = (asker: Asker) => resolve('Tell me about Saket', asker).mentioned;
    expect(saketIn({ ...nobody, selected: byId('new-delhi-saket') })).toEqual(['new-delhi-saket']);
    expect(saketIn({ ...nobody, recommended: [byId('pune-wakad')] })).toEqual(['pune-saket']);
    expect(saketIn({ ...nobody, workplace: { cityId: 'new-delhi' } })).toEqual(['new-delhi-saket']);
  });

  it('is about the city it names, else the first neighbourhood’s, else the person’s', () => {
    const mine: Asker = { ...nobody, selected: byId('pune-kothrud') };
    expect(resolve('Does Bangalore flood?', mine)).toMatchObject({
      intent: 'flooding',
      cityId: 'bengaluru',
      homeCity: 'pune',
      focus: [],
    });
    expect(resolve('Is Koramangala safe?', mine)).toMatchObject({
      cityId: 'bengaluru',
      focus: ['bengaluru-koramangala'],
    });
    expect(resolve('Is it safe?', mine)).toMatchObject({ cityId: 'pune', focus: ['pune-kothrud'] });
    expect(resolve('Is it safe?')).toMatchObject({ cityId: null, homeCity: null, focus: [] });
  });

  it('reads travel between two places as transit only when we do not know the office', () => {
    const question = 'Wakad to Baner daily travel time';
    expect(resolve(question).intent).toBe('transit');
    expect(resolve(question, { ...nobody, workplace: { cityId: 'pune' } }).intent).toBe('commute');
  });

  it('keeps what else the question names ("near", an amount, a kind of home)', () => {
    expect(resolve('a PG near Baner under 12k').entities).toMatchObject({ near: true, amount: 12_000, homeKind: 'pg' });
    expect(resolve('a PG in Baner').entities.near).toBe(false);
  });
});
