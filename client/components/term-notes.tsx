import { termsIn } from './terms';

/** Under a sentence: a line for each term in it a person may not know (terms.ts), or nothing. */
export function TermNotes({ text }: { text: string }) {
  return termsIn(text).map(({ term, means }) => (
    <p key={term} className="muted term-note">
      <strong>{term}</strong>: {means}
    </p>
  ));
}
