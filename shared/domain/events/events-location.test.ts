import { describe, expect, it } from 'vitest';
import { settleEventsLocation } from './events-location';

const here = { lat: 12.97, lng: 77.59 };
const found = async () => here;
const denied = async (): Promise<{ lat: number; lng: number }> => {
  throw new Error('User denied Geolocation');
};

describe('spec §4 events location precedence', () => {
  it('1. uses the selected neighbourhood without asking the browser', async () => {
    let asked = false;
    const settled = await settleEventsLocation({
      selected: { id: 'pune-baner', name: 'Baner', hasCoordinates: true },
      locate: async () => {
        asked = true;
        return here;
      },
    });
    expect(settled).toEqual({
      request: { neighborhoodId: 'pune-baner', source: 'neighborhood' },
      source: 'neighborhood',
    });
    expect(asked).toBe(false);
  });

  it('2. else the browser position', async () => {
    expect(await settleEventsLocation({ selected: null, locate: found })).toEqual({
      request: { coordinates: here, source: 'geolocation' },
      source: 'geolocation',
    });
  });

  it('3. on a geolocation failure, the selected neighbourhood as a fallback', async () => {
    const settled = await settleEventsLocation({
      selected: { id: 'x', name: 'Somewhere', hasCoordinates: false },
      locate: denied,
    });
    expect(settled.source).toBe('neighborhood_fallback');
    expect(settled.request).toEqual({ neighborhoodId: 'x', source: 'neighborhood_fallback' });
  });

  it('4. else Pune, the default', async () => {
    expect(await settleEventsLocation({ selected: null, locate: denied })).toEqual({
      request: { city: 'Pune', source: 'default' },
      source: 'default',
    });
  });
});
