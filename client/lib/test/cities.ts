import { type CitySummary, citiesListResponse } from '../../../shared/contracts/cities';

/** A few of the curated cities, as cities.list answers (checked by its contract). */
export const TEST_CITIES: { cities: CitySummary[] } = citiesListResponse.parse({
  cities: [
    { id: 'bengaluru', name: 'Bengaluru', state: 'Karnataka', lat: 12.9716, lng: 77.5946, localities: 40 },
    { id: 'hyderabad', name: 'Hyderabad', state: 'Telangana', lat: 17.385, lng: 78.4867, localities: 30 },
    { id: 'mumbai', name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lng: 72.8777, localities: 40 },
  ],
});
