import { useState } from 'react';
import { LIFESTYLE_KEYS, LIFESTYLE_LABELS } from '../../../shared/constants/lifestyles';
import type { Preferences } from '../../../shared/contracts/preferences';
import { addCustomLifestyle, removeCustomLifestyle, toggleLifestyle } from '../../../shared/domain/finder-form';

/** The 25 lifestyle keys as toggles, plus custom preferences (spec §4, §5). */
export function LifestyleField({ prefs, onChange }: { prefs: Preferences; onChange(p: Preferences): void }) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = prefs.lifestylePreferences.length + prefs.customLifestyles.filter((c) => c.value).length;

  const add = () => {
    const result = addCustomLifestyle(prefs, custom);
    setError(result.error ?? null);
    if (!result.error) {
      onChange(result.prefs);
      setCustom('');
    }
  };

  return (
    <fieldset className="form-section">
      <legend>Lifestyle</legend>
      <p className="muted small">Pick at least 3 that matter to you ({count} selected).</p>
      <div className="chip-grid">
        {LIFESTYLE_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="chip"
            aria-pressed={prefs.lifestylePreferences.includes(key)}
            onClick={() => onChange(toggleLifestyle(prefs, key))}
          >
            {LIFESTYLE_LABELS[key]}
          </button>
        ))}
        {prefs.customLifestyles.map((c) => (
          <span key={c.name} className="chip chip--custom chip--on">
            {c.name}
            <button
              type="button"
              className="chip__remove"
              aria-label={`Remove ${c.name}`}
              onClick={() => onChange(removeCustomLifestyle(prefs, c.name))}
            >
              ×
            </button>
          </span>
        ))}
      </div>
      <div className="inline-form">
        <label className="field field--grow">
          <span>Add your own</span>
          <input
            value={custom}
            maxLength={60}
            placeholder="e.g. Near a temple"
            aria-invalid={Boolean(error)}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          {error && (
            <span className="field__error" role="alert">
              {error}
            </span>
          )}
        </label>
        <button type="button" className="button button--ghost" onClick={add}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
