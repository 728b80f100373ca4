import { SPENDING_CATEGORIES, SPENDING_CATEGORY_KEYS } from '../../../shared/constants/spending-categories';
import type { Preferences } from '../../../shared/contracts/preferences';
import { isBandBudget } from '../../../shared/domain/budget-band';
import { pickSpendingCategory, setBudget } from '../../../shared/domain/finder-form';
import { formatRupeeRange } from '../../../shared/domain/format-rupees';

/**
 * The budget in rupees a month, with the spec's five spending categories (§9) as quick picks that
 * fill it. Without typed rupees the picked band is the budget (Luxury is open-ended).
 */
export function SpendingCategoryField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const band = SPENDING_CATEGORIES[prefs.userCategory];
  const budget = prefs.budget ?? { min: band.min, max: band.max };
  // A band is "picked" while the rupees are its own: typing other rupees makes them the person's.
  const picked = (key: keyof typeof SPENDING_CATEGORIES) => prefs.userCategory === key && isBandBudget(prefs);
  const typed = (field: 'min' | 'max', raw: string) => {
    const value = Number(raw.replace(/[^\d]/g, ''));
    const next = { min: budget.min, max: budget.max ?? budget.min, [field]: value };
    onChange(setBudget(prefs, next));
  };
  return (
    <fieldset className="form-section">
      <legend>Monthly rent budget</legend>
      <p className="muted">
        What you can pay a month for the home you choose below: per person for a PG bed or a room in a shared flat.
      </p>
      <div className="budget-inputs">
        <label className="field">
          <span>From ₹</span>
          <input
            type="text"
            inputMode="numeric"
            name="budgetMin"
            autoComplete="off"
            value={budget.min.toLocaleString('en-IN')}
            onChange={(event) => typed('min', event.target.value)}
          />
        </label>
        <label className="field">
          <span>To ₹</span>
          <input
            type="text"
            inputMode="numeric"
            name="budgetMax"
            autoComplete="off"
            placeholder="No limit"
            value={budget.max === null ? '' : budget.max.toLocaleString('en-IN')}
            onChange={(event) => typed('max', event.target.value)}
          />
        </label>
      </div>
      <p className="muted" id="budget-picks">
        Or pick a range:
      </p>
      <div className="choice-grid" aria-describedby="budget-picks">
        {SPENDING_CATEGORY_KEYS.map((key) => (
          <label key={key} className={`choice-card${picked(key) ? ' choice-card--selected' : ''}`}>
            <input
              type="radio"
              name="userCategory"
              value={key}
              checked={picked(key)}
              onChange={() => onChange(pickSpendingCategory(prefs, key))}
            />
            <span className="choice-card__title">{SPENDING_CATEGORIES[key].label}</span>
            <span className="choice-card__detail">{formatRupeeRange(SPENDING_CATEGORIES[key])} / month</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
