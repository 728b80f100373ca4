import { Suspense, useDeferredValue, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { useLatestResults } from '../../lib/api/get-latest-results';
import { useSelection } from '../../lib/api/get-selection';
import { useSelectNeighbourhood } from '../../lib/api/select-neighbourhood';
import type { StoredUser } from '../../lib/storage';
import { getUserData } from '../../lib/user-record';
import { RetentionBanner, useDataSummary } from '../privacy';
import { usePreferences } from './api/get-preferences';
import { useRecommend } from './api/recommend';
import { useSavePreferences } from './api/save-preferences';
import { FinderForm } from './finder-form';
import { formPreferences } from './form-preferences';
import { ResultsStep } from './results-step';
import { ReviewStep } from './review-step';
import { type ReviewView, type Step, Stepper } from './stepper';

/**
 * The finder's three steps (spec §4: form → review on submit, review → results on confirm, back
 * each way). The server holds preferences, results and the selection, read and written through one
 * hook per call (./api, lib/api). The form shows at once (docs/performance.md: it was the page's largest paint,
 * and waited for the preferences call), and every call of the page starts in the same render, so
 * they travel in one batch; the fields that need the preferences follow when they arrive
 * (formPreferences).
 */
export function FinderFlow({ user }: { user: StoredUser }) {
  const saved = usePreferences();
  const [cached] = useState(() => getUserData(user.id)?.preferences);
  // The form's edits are this page's own state until they are submitted.
  const [edited, setEdited] = useState<Preferences | null>(null);
  const known = formPreferences({
    edited,
    saved: saved.isPending ? undefined : (saved.data?.preferences ?? null),
    cached,
  });
  const prefs = known ?? defaultPreferences();
  // The rest of the form is a large render: React renders it in slices, between which the page
  // still answers (docs/performance.md: total blocking time).
  const isReady = useDeferredValue(known !== null);
  const [step, setStep] = useState<Step>('form');
  // Each arrival at the review starts at its summary.
  const [reviewView, setReviewView] = useState<ReviewView>('summary');
  // Whether the person has moved between steps: from then on each step takes the focus (use-step-heading.ts).
  const [moved, setMoved] = useState(false);
  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
    setReviewView('summary');
  };
  const save = useSavePreferences(user.id);
  const recommend = useRecommend(user.id);
  const result = useLatestResults().data ?? null;
  const selectedId = useSelection(user.id).data?.selectedNeighborhood?.id ?? null;
  const select = useSelectNeighbourhood(user.id);
  const retention = useDataSummary().data?.retention ?? [];

  return (
    <div className="finder stack">
      {retention.length > 0 && (
        <Suspense fallback={null}>
          <RetentionBanner notices={retention} />
        </Suspense>
      )}
      <Stepper step={step} reviewView={reviewView} />
      {step === 'form' && (
        <FinderForm
          user={user}
          prefs={prefs}
          isLoading={!isReady}
          arrived={moved}
          onChange={setEdited}
          onSubmit={async (submitted) => {
            await save.mutateAsync(submitted);
            goTo('review');
          }}
        />
      )}
      {step === 'review' && (
        <ReviewStep
          arrived={moved}
          prefs={prefs}
          result={result}
          view={reviewView}
          onView={setReviewView}
          onBack={() => goTo('form')}
          onRecommend={async () => {
            await recommend.mutateAsync({ preferences: prefs });
          }}
          onViewAll={() => goTo('results')}
        />
      )}
      {step === 'results' && result && (
        <ResultsStep
          result={result}
          selectedId={selectedId}
          selecting={select.isPending}
          onBack={() => goTo('review')}
          onSelect={(id) => select.mutate({ id })}
        />
      )}
      {select.error && (
        <p role="alert" className="alert alert--error">
          {select.error.message}
        </p>
      )}
    </div>
  );
}
