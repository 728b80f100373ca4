import type { Preferences } from '../../../shared/contracts/preferences';
import { addSecondWorkplace, removeSecondWorkplace, setJudgeCommutesBy } from '../../../shared/domain/finder-form';
import { CommuteField } from './commute-field';

const JUDGES = [
  { key: 'longer', label: 'The longer one: each within its limit' },
  { key: 'sum', label: 'Both together: one may be long if the other is short' },
] as const;

/**
 * Couples often commute to two offices. An optional second work address with its own
 * travel modes; every result must be within reach of both (docs/recommendation-formula.md).
 */
export function SecondWorkplaceField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  if (prefs.commute.anchor === 'none') return null;
  if (!prefs.secondCommute) {
    return (
      <div className="form-actions form-actions--start">
        <button type="button" className="button button--ghost" onClick={() => onChange(addSecondWorkplace(prefs))}>
          Add a second workplace
        </button>
        <span className="muted small">For two people commuting to two offices: results must suit both.</span>
      </div>
    );
  }
  return (
    <>
      <CommuteField prefs={prefs} onChange={onChange} which="secondCommute" />
      <fieldset className="form-subsection">
        <legend>Judge the two commutes by</legend>
        <div className="choice-row">
          {JUDGES.map(({ key, label }) => (
            <label key={key}>
              <input
                type="radio"
                name="judgeCommutesBy"
                checked={(prefs.judgeCommutesBy ?? 'longer') === key}
                onChange={() => onChange(setJudgeCommutesBy(prefs, key))}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-actions form-actions--start">
        <button type="button" className="button button--ghost" onClick={() => onChange(removeSecondWorkplace(prefs))}>
          Remove the second workplace
        </button>
      </div>
    </>
  );
}
