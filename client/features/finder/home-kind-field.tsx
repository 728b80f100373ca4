import { HOME_KIND_KEYS, HOME_KINDS, type HomeKind } from '../../../shared/constants/home-kinds';

// What each choice means for the rents shown: per person for a bed or a room, per flat otherwise.
const DETAILS: Record<HomeKind, string> = {
  pg: 'Paying guest: rent per person, meals often included',
  shared: 'Your share of the rent',
  '1rk': 'A whole flat',
  '1bhk': 'A whole flat: one bedroom, a hall (living room) and a kitchen',
  '2bhk': 'A whole flat: two bedrooms, a hall and a kitchen',
  '3bhk': 'A whole flat: three bedrooms, a hall and a kitchen',
};

/**
 * What the person will rent: the rents, reasons and budget speak of this kind. Optional:
 * without it the search assumes a kind from the budget and says so with the results.
 */
export function HomeKindField({
  value,
  onChange,
}: {
  value: HomeKind | undefined;
  onChange(v: HomeKind | undefined): void;
}) {
  const choices: { key: HomeKind | undefined; title: string; detail: string }[] = [
    { key: undefined, title: 'Let us assume from my budget', detail: 'We say which kind we assumed' },
    ...HOME_KIND_KEYS.map((key) => ({ key, title: HOME_KINDS[key].label, detail: DETAILS[key] })),
  ];
  return (
    <fieldset className="form-section">
      <legend>What will you rent?</legend>
      <div className="choice-grid">
        {choices.map(({ key, title, detail }) => (
          <label key={key ?? 'assume'} className={`choice-card${value === key ? ' choice-card--selected' : ''}`}>
            <input
              type="radio"
              name="homeKind"
              value={key ?? ''}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            <span className="choice-card__title">{title}</span>
            <span className="choice-card__detail">{detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
