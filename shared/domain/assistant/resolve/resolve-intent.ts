import type { Intent } from '../intents';

// The kind of answer once the neighbourhoods a question names are known. The words alone
// (intents.ts) cannot tell "Koramangala or Indiranagar?" from a question about one place.

/** Kinds that two named neighbourhoods make a comparison ("Koramangala or Indiranagar for a student?"). */
const COMPARED_WHEN_TWO = new Set<Intent>([
  'unknown',
  'about_neighbourhood',
  'best_neighbourhood',
  'shopping',
  'places_nearby',
]);

export interface IntentInput {
  /** What the words were read as (`understand`). */
  understood: Intent;
  /** How many of our neighbourhoods the question names. */
  named: number;
  /** Whether the person's last search placed their workplace. */
  knowsWork: boolean;
}

export function resolveIntent({ understood, named, knowsWork }: IntentInput): Intent {
  if (named >= 2 && COMPARED_WHEN_TWO.has(understood)) return 'compare';
  // One place named and nothing else we know said ("more about Santacruz East pls"): about that place.
  if (named === 1 && understood === 'unknown') return 'about_neighbourhood';
  // "Electronic City to Koramangala daily travel": between two places, not from the office.
  if (named >= 2 && understood === 'commute' && !knowsWork) return 'transit';
  return understood;
}
