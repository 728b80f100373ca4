import type { Preferences } from '../../../shared/contracts/preferences';
import { addSecondWorkplace, removeSecondWorkplace } from '../../../shared/domain/finder-form';
import { CommuteField } from './commute-field';

/**
 * Couples often commute to two offices. An optional second work address with its own
 * travel modes; every result must be within reach of both (docs/recommendation-formula.md).
 */
export function SecondWorkplaceField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
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
      <div className="form-actions form-actions--start">
        <button type="button" className="button button--ghost" onClick={() => onChange(removeSecondWorkplace(prefs))}>
          Remove the second workplace
        </button>
      </div>
    </>
  );
}
