import { describe, expect, it } from 'vitest';
import { matchIntent } from './intents';
import { suggestedQuestions } from './suggested-questions';

// spec §2: three suggested questions by context; each must reach the intent that answers it.

const intents = (questions: string[]) => questions.map((q) => matchIntent(q).intent);

describe('suggested questions', () => {
  it('with a selected neighbourhood: places in it, the commute, amenities', () => {
    const questions = suggestedQuestions({ selected: 'Andheri West', firstRecommended: 'Powai' });
    expect(questions[0]).toContain('Andheri West');
    expect(intents(questions)).toEqual(['places_nearby', 'commute', 'places_nearby']);
  });

  it('with recommendations: about the first, compare, best for me', () => {
    const questions = suggestedQuestions({ selected: null, firstRecommended: 'Baner' });
    expect(questions[0]).toBe('Tell me more about Baner');
    expect(intents(questions)).toEqual(['about_neighbourhood', 'compare', 'best_neighbourhood']);
  });

  it('otherwise: best neighbourhoods, moving essentials, social groups', () => {
    expect(intents(suggestedQuestions({ selected: null, firstRecommended: null }))).toEqual([
      'best_neighbourhood',
      'moving',
      'social',
    ]);
  });
});
