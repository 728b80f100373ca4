import { type FormEvent, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { messageOf } from '../../lib/api-errors';
import type { StoredUser } from '../../lib/storage';
import { CommuteField } from './commute-field';
import { HomeKindField } from './home-kind-field';
import { LifestyleField } from './lifestyle-field';
import { MustHavesField } from './must-haves-field';
import { RenterFiltersField } from './renter-filters-field';
import { SecondWorkplaceField } from './second-workplace-field';
import { SpendingCategoryField } from './spending-category-field';
import { TimelineUploadField } from './timeline-upload-field';
import { useStepHeading } from './use-step-heading';

interface Props {
  user: StoredUser;
  prefs: Preferences;
  /** The saved preferences are on their way: the questions wait, and the timeline section below them. */
  isLoading?: boolean;
  /** Come back to from the review: the form takes the focus at its top. */
  arrived?: boolean;
  onChange(p: Preferences): void;
  onSubmit(p: Preferences): Promise<void>;
}

/**
 * The submit check needs the preferences contract and zod (25 KB), which the form's first paint does
 * not: fetched when the person first touches the form, awaited at submit.
 */
let formCheck: Promise<typeof import('../../../shared/domain/finder-form-check')> | null = null;
const loadFormCheck = () => {
  formCheck ??= import('../../../shared/domain/finder-form-check');
  return formCheck;
};

/**
 * Step 1 (spec §2): the questions a person can answer (spending category, home, commute, lifestyle,
 * must-haves, renter filters) first; the timeline upload, optional, after them.
 */
export function FinderForm({ user, prefs, isLoading = false, arrived = false, onChange, onSubmit }: Props) {
  const heading = useStepHeading<HTMLHeadingElement>(arrived);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { formProblem } = await loadFormCheck();
    const invalid = formProblem(prefs);
    if (invalid) return setError(invalid); // spec §5: inline, submit aborted
    setLoading(true);
    setError(null);
    try {
      await onSubmit(prefs);
    } catch (failure) {
      setError(messageOf(failure, 'An error occurred while processing your request.')); // spec §8
    } finally {
      setLoading(false);
    }
  };

  return (
    <form
      className="finder-form stack"
      onSubmit={submit}
      onPointerDownCapture={() => void loadFormCheck()}
      onFocusCapture={() => void loadFormCheck()}
      noValidate
      aria-label="Your preferences"
    >
      <h2 ref={heading} tabIndex={-1} className="visually-hidden">
        Your preferences
      </h2>
      {isLoading ? (
        <p role="status" className="muted">
          Loading your preferences…
        </p>
      ) : (
        <>
          <SpendingCategoryField prefs={prefs} onChange={onChange} />
          <HomeKindField prefs={prefs} onChange={onChange} />
          <CommuteField prefs={prefs} onChange={onChange} />
          <SecondWorkplaceField prefs={prefs} onChange={onChange} />
          <LifestyleField prefs={prefs} onChange={onChange} />
          <MustHavesField prefs={prefs} onChange={onChange} />
          <RenterFiltersField prefs={prefs} onChange={onChange} />
        </>
      )}
      {/* Mounted from the first render, so its calls travel in the page's first batch; shown once the
          questions above it are, so nothing moves when they arrive. */}
      <div hidden={isLoading}>
        <TimelineUploadField user={user} prefs={prefs} onChange={onChange} />
      </div>
      {!isLoading && (
        <>
          {error && (
            <p role="alert" className="alert alert--error">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={loading}>
              {loading ? 'Saving…' : 'Review Preferences'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
