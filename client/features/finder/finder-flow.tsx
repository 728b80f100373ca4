import { useEffect, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { defaultPreferences } from '../../../shared/domain/finder-form';
import type { StoredUser } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { getUserData, saveUserData } from '../../lib/user-record';
import { fetchRecommendations, saveFinderForm } from './finder-api';
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
 * each way). The server holds preferences, results and the selection; the browser's
 * `roommate-finder` record is kept in step with it.
 */
export function FinderFlow({ user }: { user: StoredUser }) {
  const saved = trpc.recommendations.preferences.useQuery();
  const latest = trpc.recommendations.latest.useQuery();
  const selection = trpc.neighbourhoods.selected.useQuery();
  const select = trpc.neighbourhoods.select.useMutation();
  const utils = trpc.useUtils();

  const [step, setStep] = useState<Step>('form');
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [result, setResult] = useState<RecommendationsResult | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // First the server's copy, else this browser's record, else the defaults.
  useEffect(() => {
    if (prefs || saved.isPending) return;
    setPrefs(saved.data?.preferences ?? getUserData(user.id)?.preferences ?? defaultPreferences());
  }, [prefs, saved.isPending, saved.data, user.id]);
  useEffect(() => {
    if (latest.data && !result) setResult(latest.data);
  }, [latest.data, result]);
  useEffect(() => {
    const chosen = selection.data?.selectedNeighborhood;
    if (chosen === undefined) return;
    setSelectedId(chosen?.id ?? null);
    saveUserData(user.id, { selectedNeighborhood: chosen });
  }, [selection.data, user.id]);

  if (!prefs) return <p role="status">Loading your preferences…</p>;

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
            await saveFinderForm(submitted);
            saveUserData(user.id, { preferences: submitted });
            void utils.recommendations.preferences.invalidate();
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
            const next = await fetchRecommendations(prefs);
            setResult(next);
            saveUserData(user.id, { preferences: prefs, recommendedNeighborhoods: next.recommendations });
            utils.recommendations.latest.setData(undefined, next);
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
          onSelect={(id) =>
            select.mutate(
              { id },
              {
                onSuccess: ({ selectedNeighborhood }) => {
                  setSelectedId(selectedNeighborhood?.id ?? null);
                  saveUserData(user.id, { selectedNeighborhood });
                  utils.neighbourhoods.selected.setData(undefined, { selectedNeighborhood });
                },
              },
            )
          }
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
