import { normalise } from '../find-mentions';
import { OUT_OF_SCOPE_TOPICS } from './vocabulary';

// Which subject outside moving and renting a question is about ("what's the weather in Pune
// tomorrow" → "the weather"), so that the refusal names it rather than saying "I don't know".

export function outOfScopeTopic(question: string): string | null {
  const text = normalise(question);
  // Whole words, or a longer word that starts with one of ours ("cooking", "translated").
  const found = OUT_OF_SCOPE_TOPICS.find((t) =>
    t.words.some((w) => text.includes(` ${w} `) || (w.length >= 4 && !w.includes(' ') && text.includes(` ${w}`))),
  );
  return found?.topic ?? null;
}
