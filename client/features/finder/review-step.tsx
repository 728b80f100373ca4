import { useState } from 'react';
import { HOME_KINDS } from '../../../shared/constants/home-kinds';
import { LIFESTYLE_LABELS } from '../../../shared/constants/lifestyles';
import { MUST_HAVE_LABELS } from '../../../shared/constants/must-haves';
import { RENTER_FILTERS } from '../../../shared/constants/renter-filters';
import { SPENDING_CATEGORIES } from '../../../shared/constants/spending-categories';
import { TRAVEL_MODE_KEYS, TRAVEL_MODES } from '../../../shared/constants/travel-modes';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { isBandBudget } from '../../../shared/domain/budget-band';
import { homeKindsOf } from '../../../shared/domain/finder-form';
import { formatRupeeRange } from '../../../shared/domain/format-rupees';
import { useCities } from '../../lib/api/get-cities';
import { messageOf } from '../../lib/api-errors';
import { ResultList } from './result-list';
import { assumedKindNote } from './result-text';
import type { ReviewView } from './stepper';
import { useStepHeading } from './use-step-heading';

const PREVIEW = 3; // spec §9: review preview shows 3 neighbourhoods

interface Props {
  /** Moved to from another step: the step takes the focus at its top. */
  arrived: boolean;
  prefs: Preferences;
  result: RecommendationsResult | null;
  /** The summary or the preview: the flow holds it, for the steps to name what shows. */
  view: ReviewView;
  onView(view: ReviewView): void;
  onBack(): void;
  onRecommend(): Promise<void>;
  onViewAll(): void;
}

/** Step 2 (spec §2 Review): the summary, then a preview of the top 3. */
export function ReviewStep({ arrived, prefs, result, view, onView, onBack, onRecommend, onViewAll }: Props) {
  // Between the summary and the preview the person has moved too.
  const [switched, setSwitched] = useState(false);
  const heading = useStepHeading<HTMLHeadingElement>(arrived || switched, view);
  const showView = (next: ReviewView) => {
    setSwitched(true);
    onView(next);
  };
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const modesText = (commute: Preferences['commute']) =>
    TRAVEL_MODE_KEYS.filter((m) => commute.travelModes[m].enabled)
      .map((m) => {
        const { minutes, distance } = commute.travelModes[m];
        return `${TRAVEL_MODES[m].label.toLowerCase()} (up to ${minutes === undefined ? `${distance} km` : `${minutes} min`})`;
      })
      .join(', ');
  const mustHaves = [...prefs.prioritizedMustHaves].sort((a, b) => a.priority - b.priority);
  const cities = useCities();
  const cityName = (id: string | undefined) => cities.data?.cities.find((c) => c.id === id)?.name ?? 'your city';

  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      await onRecommend();
      showView('preview');
    } catch (failure) {
      setError(messageOf(failure, 'Failed to get recommendations.')); // spec §5
    } finally {
      setLoading(false);
    }
  };

  if (view === 'preview' && result) {
    const assumed = assumedKindNote(result.homeKind);
    return (
      <section className="stack" aria-labelledby="preview-title">
        <h2 id="preview-title" ref={heading} tabIndex={-1}>
          Your top matches
        </h2>
        {assumed && <p className="alert alert--info">{assumed}</p>}
        {result.notes.map((note) => (
          <p key={note} className="alert alert--info">
            {note}
          </p>
        ))}
        <ResultList result={result} shown={result.recommendations.slice(0, PREVIEW)} />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={() => showView('summary')}>
            Back to Preferences
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onViewAll}
            disabled={!result.recommendations.length}
          >
            View All Recommendations
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="stack" aria-labelledby="summary-title">
      <h2 id="summary-title" ref={heading} tabIndex={-1}>
        Review your preferences
      </h2>
      <dl className="summary">
        <div>
          <dt>Budget</dt>
          <dd>
            {prefs.budget && !isBandBudget(prefs)
              ? `${formatRupeeRange(prefs.budget)} a month`
              : `${SPENDING_CATEGORIES[prefs.userCategory].label} (${formatRupeeRange(SPENDING_CATEGORIES[prefs.userCategory])} a month)`}
          </dd>
        </div>
        <div>
          <dt>What you will rent</dt>
          <dd>
            {homeKindsOf(prefs)
              .map((k) => HOME_KINDS[k].label)
              .join(' or ') || 'Not chosen: assumed from your budget'}
          </dd>
        </div>
        <div>
          <dt>Commute</dt>
          <dd>
            {prefs.commute.anchor === 'none'
              ? `None: anywhere in ${cityName(prefs.commute.city)}, ranked without travel`
              : `To ${prefs.commute.workAddress || 'the pin on the map'} by ${modesText(prefs.commute)}`}
          </dd>
        </div>
        {prefs.secondCommute && (
          <div>
            <dt>Second workplace</dt>
            <dd>
              To {prefs.secondCommute.workAddress || 'the pin on the map'} by {modesText(prefs.secondCommute)};{' '}
              {prefs.judgeCommutesBy === 'sum' ? 'judged by both together' : 'each within its limit'}
            </dd>
          </div>
        )}
        {prefs.renterFilters?.length ? (
          <div>
            <dt>Renter filters</dt>
            <dd>{prefs.renterFilters.map((f) => RENTER_FILTERS[f].label).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Lifestyle</dt>
          <dd>{prefs.lifestylePreferences.map((k) => LIFESTYLE_LABELS[k]).join(', ') || 'None chosen'}</dd>
        </div>
        <div>
          <dt>Must-have priorities</dt>
          <dd>
            <span className="muted block">What you want near your home, the first counting most</span>
            <ol className="compact-list">
              {mustHaves.map((m) => (
                <li key={m.name}>{MUST_HAVE_LABELS[m.name]}</li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt>Custom preferences</dt>
          <dd>{prefs.customLifestyles.map((c) => c.name).join(', ') || 'None'}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--primary" onClick={() => void show()} disabled={loading}>
          {loading ? 'Finding neighbourhoods…' : 'Show Recommendations'}
        </button>
      </div>
    </section>
  );
}
