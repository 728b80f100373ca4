import type { FestivalsInput, FestivalsResponse } from '../../../shared/contracts/festivals';
import { festivalsOfYear } from '../../../shared/domain/festivals/festivals-of-year';
import { AppError } from '../../errors/app-error';
import type { Services } from '../../services';

/**
 * The festivals of a year, computed from their rules (docs/data.md, "Festival dates"); with a city,
 * the national festivals as that city's almanac reckons them (regional ones keep their own place), named
 * and kept as its state does.
 */
export function listFestivals(
  { dataset, geocoder }: Pick<Services, 'dataset' | 'geocoder'>,
  input: { year: number; city?: FestivalsInput['city'] },
): FestivalsResponse {
  let place: { name: string; state: string; lat: number; lng: number } | undefined;
  if (input.city) {
    const lookup = dataset.citiesById.has(input.city) ? null : geocoder.resolveCity(input.city);
    if (lookup?.isFallback) {
      const message = `We do not cover "${input.city}" yet: choose one of our cities.`;
      throw new AppError('NOT_FOUND', message, { fields: { city: message } });
    }
    place = dataset.citiesById.get(lookup?.cityId ?? input.city);
  }
  return {
    success: true,
    year: input.year,
    city: place?.name ?? null,
    festivals: festivalsOfYear(
      input.year,
      [...dataset.festivals.values()],
      place ? { city: { name: place.name, lat: place.lat, lng: place.lng }, state: place.state } : {},
    ),
  };
}
