export type Step = 'form' | 'review' | 'results';

const STEPS: { id: Step; label: string }[] = [
  { id: 'form', label: 'Preferences' },
  { id: 'review', label: 'Review' },
  { id: 'results', label: 'Results' },
];

/** The finder's three steps (spec §4), the current one marked. */
export function Stepper({ step }: { step: Step }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <ol className="stepper" aria-label="Steps">
      {STEPS.map((s, index) => (
        <li
          key={s.id}
          className={index === current ? 'stepper__step stepper__step--current' : 'stepper__step'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="stepper__number">{index + 1}</span> {s.label}
        </li>
      ))}
    </ol>
  );
}
