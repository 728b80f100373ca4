import { type ReactNode, useId } from 'react';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { TermNotes } from '../../components/term-notes';

interface Props {
  analysis: TimelineAnalysis;
  /** Made by the upload just finished, not a saved one. */
  isNew: boolean;
  /** The upload filled in the work place. */
  filledWork: boolean;
  /** What the analysis suggests for the form, under a new one. */
  children?: ReactNode;
  onDelete(): void;
}

/** spec §4: the analysis (traits, lifestyle, frequent places, commute), who worded it, and Delete. */
export function TimelineAnalysisCard({ analysis, isNew, filledWork, children, onDelete }: Props) {
  // What a model worded is shown, labelled; without a valid phrasing, the computed sentences.
  const lists = analysis.phrasing?.analysisResults ?? analysis.analysisResults;
  return (
    <div className="analysis card" data-testid="timeline-analysis">
      <h3 className="small-heading">{isNew ? 'Your timeline, analysed' : 'Your saved timeline analysis'}</h3>
      <p className="muted small" data-testid="analysis-writer">
        {analysis.phrasing
          ? `Worded by ${analysis.phrasing.writer}, an AI, from statistics computed from your file; the suggestions come from the computation.`
          : 'Computed from your file by rules, not written by an AI.'}{' '}
        Persona: <strong>{analysis.persona}</strong>
        {analysis.insights.period ? ` · ${analysis.insights.period.days} days of history` : ''}
      </p>
      <TermNotes text="Persona" />
      <div className="analysis__lists">
        <AnalysisList title="Traits" items={lists.personality_traits} />
        <AnalysisList title="Lifestyle" items={lists.lifestyle_indicators} />
        <AnalysisList title="Frequent places" items={lists.frequent_locations} />
      </div>
      {lists.commute_insights[0] && <p className="small">{lists.commute_insights[0]}</p>}
      {/* CC BY 4.0 asks for the credit where the names are shown. */}
      <p className="muted small">
        Place names outside India from{' '}
        <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
          GeoNames
        </a>{' '}
        (CC BY 4.0).
      </p>
      {isNew && filledWork && (
        <p className="small">Your work address is filled in from it: change it above if it is not right.</p>
      )}
      {children}
      <button type="button" className="link-button small" onClick={onDelete}>
        Delete this analysis{analysis.file ? ' and the stored file' : ''}
      </button>
    </div>
  );
}

/** spec §4: the saved analysis shows up to 5 of each list. */
function AnalysisList({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <ul>
        {items.slice(0, 5).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
