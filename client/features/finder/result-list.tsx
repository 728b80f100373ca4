import type { RecommendationsResult } from '../../../shared/contracts/recommendations';
import { NeighbourhoodCard } from './neighbourhood-card';
import { overBudgetHeading, transitSourcesText } from './result-text';

interface Props {
  result: RecommendationsResult;
  /** The results shown: all of them, or the preview's first few. */
  shown: RecommendationsResult['recommendations'];
  selectedId?: string | null;
  selecting?: boolean;
  onSelect?(id: string): void;
}

/**
 * The cards in the search's order: those that fit the budget, then, after a heading that counts them,
 * those over it (a budget is never outranked by a place the person cannot afford).
 */
export function ResultList({ result, shown, selectedId = null, selecting, onSelect }: Props) {
  const card = (n: Props['shown'][number]) => (
    <NeighbourhoodCard
      key={n.id}
      neighbourhood={n}
      homeKind={result.homeKind.kind}
      homeKinds={result.homeKind.kinds}
      selected={n.id === selectedId}
      selecting={selecting}
      onSelect={onSelect && (() => onSelect(n.id))}
    />
  );
  const over = shown.filter((n) => n.overBudget);
  // The preview speaks of the places it shows; the full list also of those it leaves out.
  const isAll = shown.length === result.recommendations.length;
  const sources = transitSourcesText(shown);
  return (
    <>
      <div className="result-list">{shown.filter((n) => !n.overBudget).map(card)}</div>
      {result.overBudgetCount > 0 && (over.length > 0 || isAll) && (
        <div className="result-list">
          <h3 className="result-list__over">{overBudgetHeading(result.overBudgetCount)}</h3>
          {isAll && over.length < result.overBudgetCount && (
            <p className="muted small">
              {over.length
                ? `${over.length} of them ${over.length === 1 ? 'is' : 'are'} listed here.`
                : 'None of them is listed here.'}
            </p>
          )}
          {over.map(card)}
        </div>
      )}
      {sources && <p className="result-list__sources muted small">{sources}</p>}
    </>
  );
}
