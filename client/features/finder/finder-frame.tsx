import { Stepper } from './stepper';
import { TimelineIntro } from './timeline-intro';

/**
 * The top of the finder's first step without its controls: what the page shows before the form's
 * script and the person's data are there. The build writes it into the page sent to someone with a
 * session cookie (decision 0028), so its largest paint (the timeline note) needs no JavaScript, and
 * the form then grows below it without moving it (docs/performance.md).
 */
export function FinderFrame() {
  return (
    <div className="finder stack">
      <Stepper step="form" />
      <div className="finder-form stack">
        <section className="form-section" aria-labelledby="timeline-title">
          <TimelineIntro />
          <p role="status" className="visually-hidden">
            Loading your search…
          </p>
        </section>
      </div>
    </div>
  );
}
