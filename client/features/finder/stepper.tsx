export type Step = 'form' | 'review' | 'results';
/** The review's two views (spec §4): the summary, then the preview of the top 3. */
export type ReviewView = 'summary' | 'preview';

/**
 * Each step named by what it shows (spec §2: form, review, results); the review's preview shows
 * matches, not a summary to review, so it is named for them.
 */
function labelOf(step: Step, reviewView: ReviewView): string {
  if (step === 'form') return 'Your preferences';
  if (step === 'review') return reviewView === 'preview' ? 'Top 3 matches' : 'Review';
  return 'All your matches';
}

const STEPS: Step[] = ['form', 'review', 'results'];

/** The finder's three steps (spec §4), the current one marked. */
export function Stepper({ step, reviewView = 'summary' }: { step: Step; reviewView?: ReviewView }) {
  const current = STEPS.indexOf(step);
  return (
    <ol className="stepper" aria-label="Steps">
      {STEPS.map((s, index) => (
        <li
          key={s}
          className={index === current ? 'stepper__step stepper__step--current' : 'stepper__step'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="stepper__number">{index + 1}</span> {labelOf(s, reviewView)}
        </li>
      ))}
    </ol>
  );
}
