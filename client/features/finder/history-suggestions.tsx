import { useEffect, useId, useRef, useState } from 'react';
import type { Preferences } from '../../../shared/contracts/preferences';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import {
  acceptSuggestion,
  type Suggestion,
  suggestFromHistory,
  withheldFromHistory,
} from '../../../shared/domain/timeline/suggest-from-history';

interface Props {
  analysis: TimelineAnalysis;
  prefs: Preferences;
  onChange(p: Preferences): void;
}

/**
 * What an uploaded history suggests, each with its reason, for the person to add or
 * dismiss. Worked out from the form as it is now: what they chose since is no longer offered, and
 * what goes against a choice is listed as not suggested.
 */
export function HistorySuggestions({ analysis, prefs, onChange }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  // The place in the list whose Add button takes the focus once the one acted on is gone.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const history = { ...analysis.insights, analysisResults: analysis.analysisResults };
  const suggestions = suggestFromHistory(prefs, analysis.outcome, history).filter((s) => !dismissed.includes(s.id));
  const withheld = withheldFromHistory(prefs, analysis.outcome, history);

  useEffect(() => {
    if (focusAt === null) return;
    const adds = list.current?.querySelectorAll<HTMLButtonElement>('[data-add]') ?? [];
    (adds[Math.min(focusAt, adds.length - 1)] ?? heading.current)?.focus();
    setFocusAt(null);
  }, [focusAt]);

  const act = (suggestion: Suggestion, index: number, add: boolean) => {
    if (add) onChange(acceptSuggestion(prefs, suggestion));
    else setDismissed((ids) => [...ids, suggestion.id]);
    setSaid(add ? `Added ${suggestion.label} (${suggestion.field.toLowerCase()}).` : `Dismissed ${suggestion.label}.`);
    setFocusAt(index);
  };

  return (
    <section className="suggestions" aria-labelledby={headingId} data-testid="history-suggestions">
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        Suggested from your location history
      </h4>
      {suggestions.length ? (
        <>
          <p className="muted small">Nothing is added to the form until you add it.</p>
          <ul ref={list} className="suggestions__list">
            {suggestions.map((s, index) => (
              <li key={s.id} className="suggestion">
                <div className="suggestion__text">
                  <span className="suggestion__label">{s.label}</span> <span className="muted small">· {s.field}</span>
                  <span className="suggestion__reason small">{s.reason}</span>
                </div>
                <div className="suggestion__actions">
                  <button
                    type="button"
                    className="button button--small button--primary"
                    data-add
                    aria-label={`Add ${s.label} (${s.field.toLowerCase()})`}
                    onClick={() => act(s, index, true)}
                  >
                    Add
                  </button>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-label={`Dismiss ${s.label}`}
                    onClick={() => act(s, index, false)}
                  >
                    Dismiss
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted small">
          Nothing more to suggest: the form has what your history shows, or you chose otherwise.
        </p>
      )}
      {[...new Set(withheld.map((s) => s.because))].map((because) => (
        <p key={because} className="muted small">
          Not suggested, as {because}:{' '}
          {withheld
            .filter((s) => s.because === because)
            .map((s) => s.label)
            .join(', ')}
          .
        </p>
      ))}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </section>
  );
}
