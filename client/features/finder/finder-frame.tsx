import { Stepper } from './stepper';

/**
 * The top of the finder's first step without its controls: what the page shows before the form's
 * script and the person's data are there. The build writes it into the page sent to someone with a
 * session cookie (decision 0028), so it paints with no JavaScript (its largest paint is the page's
 * lead, above it), and the form's questions then grow below the steps without moving anything
 * (docs/performance.md).
 */
export function FinderFrame() {
  return (
    <div className="finder stack">
      <Stepper step="form" />
      <div className="finder-form stack">
        {/* As the form begins (finder-form.tsx), so the line below sits where the form's will. */}
        <h2 className="visually-hidden">Your preferences</h2>
        <p role="status" className="muted">
          Loading your preferences…
        </p>
      </div>
    </div>
  );
}
