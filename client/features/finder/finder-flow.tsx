import { useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import { useLatestResults } from '../../lib/api/get-latest-results';
import { useSelection } from '../../lib/api/get-selection';
import { useSelectNeighbourhood } from '../../lib/api/select-neighbourhood';
import type { StoredUser } from '../../lib/storage';
import { getUserData } from '../../lib/user-record';
import { usePreferences } from './api/get-preferences';
import { useRecommend } from './api/recommend';
import { useSavePreferences } from './api/save-preferences';
import { FinderForm } from './finder-form';
import { ResultsStep } from './results-step';
import { ReviewStep } from './review-step';

type Step = 'form' | 'review' | 'results';
const STEPS: { id: Step; label: string }[] = [
  { id: 'form', label: 'Preferences' },
  { id: 'review', label: 'Review' },
  { id: 'results', label: 'Results' },
];

/**
 * The finder's three steps (spec §4: form → review on submit, review → results on confirm, back
 * each way). The server holds preferences, results and the selection, read and written through one
 * hook per call (./api, lib/api); the form starts from the saved preferences, else this browser's
 * record, else the defaults.
 */
export function FinderFlow({ user }: { user: StoredUser }) {
  const saved = usePreferences();
  if (saved.isPending) return <p role="status">Loading your preferences…</p>;
  const initial = saved.data?.preferences ?? getUserData(user.id)?.preferences ?? defaultPreferences();
  return <FinderSteps user={user} initial={initial} />;
}

function FinderSteps({ user, initial }: { user: StoredUser; initial: Preferences }) {
  // The form's edits are this page's own state until they are submitted.
  const [prefs, setPrefs] = useState(initial);
  const [step, setStep] = useState<Step>('form');
  const save = useSavePreferences(user.id);
  const recommend = useRecommend(user.id);
  const result = useLatestResults().data ?? null;
  const selectedId = useSelection(user.id).data?.selectedNeighborhood?.id ?? null;
  const select = useSelectNeighbourhood(user.id);

  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <div className="finder stack">
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
      {step === 'form' && (
        <FinderForm
          user={user}
          prefs={prefs}
          onChange={setPrefs}
          onSubmit={async (submitted) => {
            await save.mutateAsync(submitted);
            setStep('review');
          }}
        />
      )}
      {step === 'review' && (
        <ReviewStep
          prefs={prefs}
          result={result}
          onBack={() => setStep('form')}
          onRecommend={async () => {
            await recommend.mutateAsync({ preferences: prefs });
          }}
          onViewAll={() => setStep('results')}
        />
      )}
      {step === 'results' && result && (
        <ResultsStep
          result={result}
          selectedId={selectedId}
          selecting={select.isPending}
          onBack={() => setStep('review')}
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
