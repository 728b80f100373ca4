import { useId } from 'react';
import { useCities } from '../../lib/api/get-cities';

/**
 * Any of our cities, for a person whose events page settled somewhere they are not moving to (no
 * neighbourhood chosen yet, so Pune by default, or where their browser is today).
 */
export function CityPicker({
  cityId,
  onChoose,
}: {
  cityId: string | null;
  /** The city's name: what the events call takes. */
  onChoose(cityName: string): void;
}) {
  const cities = useCities();
  const id = useId();
  if (!cities.data) return null;
  return (
    <label className="field" htmlFor={id}>
      <span>City</span>
      <select
        id={id}
        value={cityId ?? ''}
        onChange={(e) => {
          const city = cities.data.cities.find((c) => c.id === e.target.value);
          if (city) onChoose(city.name);
        }}
      >
        {!cityId && <option value="">Choose a city</option>}
        {cities.data.cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </select>
    </label>
  );
}
