import {
  SPENDING_CATEGORIES,
  SPENDING_CATEGORY_KEYS,
  type SpendingCategory,
} from '../../../shared/constants/spending-categories';
import { formatRupeeRange } from '../../../shared/domain/format-rupees';

/** spec §9: five spending categories with their ₹ ranges per month. */
export function SpendingCategoryField({
  value,
  onChange,
}: {
  value: SpendingCategory;
  onChange(v: SpendingCategory): void;
}) {
  return (
    <fieldset className="form-section">
      <legend>Monthly rent budget</legend>
      <div className="choice-grid">
        {SPENDING_CATEGORY_KEYS.map((key) => (
          <label key={key} className={`choice-card${value === key ? ' choice-card--selected' : ''}`}>
            <input
              type="radio"
              name="userCategory"
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            <span className="choice-card__title">{SPENDING_CATEGORIES[key].label}</span>
            <span className="choice-card__detail">{formatRupeeRange(SPENDING_CATEGORIES[key])} / month</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
