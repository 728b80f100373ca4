import { HOME_KIND_KEYS, HOME_KINDS, type HomeKind } from '../../../shared/constants/home-kinds';
import type { Preferences } from '../../../shared/contracts/preferences';
import { homeKindsOf, toggleHomeKind } from '../../../shared/domain/finder-form';

// What each choice means for the rents shown: per person for a bed or a room, per flat otherwise.
const DETAILS: Record<HomeKind, string> = {
  pg: 'Paying guest: a bed, often with meals; rent per person',
  shared: 'Your share of the rent',
  '1rk': 'One room and a kitchen: a whole small flat',
  '1bhk': 'A whole flat: one bedroom, a hall (living room) and a kitchen',
  '2bhk': 'A whole flat: two bedrooms, a hall and a kitchen',
  '3bhk': 'A whole flat: three bedrooms, a hall and a kitchen',
};

/**
 * What the person will rent, one kind or several ("PG or shared"): each result shows the one that
 * fits the budget best. Optional: with none, the search assumes a kind from the budget and says so.
 */
export function HomeKindField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const chosen = homeKindsOf(prefs);
  return (
    <fieldset className="form-section">
      <legend>What will you rent?</legend>
      <p className="muted">
        Choose one or more. {chosen.length ? '' : 'With none chosen, we assume one from your budget and say which.'}
      </p>
      <div className="choice-grid">
        {HOME_KIND_KEYS.map((key) => (
          <label key={key} className={`choice-card${chosen.includes(key) ? ' choice-card--selected' : ''}`}>
            <input
              type="checkbox"
              name="homeKinds"
              value={key}
              checked={chosen.includes(key)}
              onChange={() => onChange(toggleHomeKind(prefs, key))}
            />
            <span className="choice-card__title">{HOME_KINDS[key].label}</span>
            <span className="choice-card__detail">{DETAILS[key]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
