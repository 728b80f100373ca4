/** spec §2: score bars are 10 % wide per point (a 0–10 score), or the percentage itself. */
export function ScoreBar({ label, value, max = 10 }: { label: string; value: number; max?: number }) {
  const percent = Math.max(0, Math.min(100, (value / max) * 100));
  const shown = max === 10 ? `${value.toFixed(1)}/10` : `${Math.round(value)}%`;
  return (
    <div className="score-bar">
      <span className="score-bar__label">{label}</span>
      {/* The label and value are read as text; the bar itself is decoration. */}
      <span className="score-bar__track" aria-hidden="true">
        <span className="score-bar__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="score-bar__value">{shown}</span>
    </div>
  );
}
