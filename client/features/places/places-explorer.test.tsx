import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACE_TYPE_LABELS, PLACE_TYPE_OPTIONS } from '../../../shared/constants/places';
import { type PlacesSearchResponse, placesSearchResponse } from '../../../shared/contracts/places';
import { refusal, renderWithProviders } from '../../lib/test/render';
import { PlacesExplorer } from './places-explorer';

// The places list as the search answers it (spec §2, §4, §9): a place from OpenStreetMap with its
// hours, phone and page there, the map data's attribution, and a calm notice when live data is
// missing; the filters ask again; a failure offers to try again. The real search, the map and its
// markers are the browser's: tests/e2e/places.spec.ts, places-map.spec.ts, osm-places.spec.ts.

const LOWER_PAREL = { id: 'mumbai-lower-parel', name: 'Lower Parel' };
const NOTICE = "Showing Basera's curated places; live map data is unavailable.";

/** An answer from the OpenStreetMap provider, as places.search gives it (checked by its contract). */
function osmAnswer(): PlacesSearchResponse {
  const place = {
    coordinates: { lat: 18.9975, lng: 72.8258 },
    priceLevel: null,
    rating: null,
    imageUrl: null,
    website: null,
    priorityRank: null,
    isPriority: false,
  };
  return placesSearchResponse.parse({
    success: true,
    neighborhood: { ...LOWER_PAREL, city: 'Mumbai', state: 'Maharashtra', coordinates: { lat: 18.9953, lng: 72.8258 } },
    places: [
      {
        ...place,
        id: 'osm-node-4242',
        name: 'Apna Kirana Stores',
        category: 'grocery',
        description: 'A grocery shop.',
        address: 'Senapati Bapat Marg, Lower Parel',
        distance: 0.4,
        openingHours: 'Mo-Sa 08:00-22:00; Su off',
        phone: '+91 22 2490 1234',
        source: { provider: 'osm', url: 'https://www.openstreetmap.org/node/4242' },
      },
      {
        ...place,
        id: 'curated-phoenix-park',
        name: 'Kamala Mills Garden',
        category: 'park',
        description: 'A small garden.',
        address: 'Kamala Mills, Lower Parel',
        distance: 0.9,
        openingHours: null,
        phone: null,
        priorityRank: 1,
        isPriority: true,
        source: { provider: 'curated', url: null },
      },
    ],
    priorityTypes: ['park'],
    provider: {
      kind: 'osm',
      label: "OpenStreetMap and Basera's curated places",
      attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
    },
    notice: NOTICE,
  });
}

describe('the places list', () => {
  it('shows a mapped place’s hours, phone and page, credits the map data, and keeps the notice calm', async () => {
    renderWithProviders(<PlacesExplorer neighbourhood={LOWER_PAREL} />, {
      answers: { places: { search: osmAnswer } },
    });
    const card = (await screen.findByRole('heading', { name: 'Apna Kirana Stores' })).closest('article')!;
    expect(card.querySelector('.place-card__hours')).toHaveTextContent('Hours: Mon–Sat 08:00–22:00; Sun closed');
    expect(within(card).getByRole('link', { name: 'Call +91 22 2490 1234' })).toHaveAttribute(
      'href',
      'tel:+912224901234',
    );
    expect(within(card).getByRole('link', { name: 'View on OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/node/4242',
    );
    expect(within(card).getByText('400 m away')).toBeInTheDocument();
    expect(card.querySelector('.badge')).toHaveTextContent('Grocery');
    expect(within(card).queryByText('Priority')).not.toBeInTheDocument();
    // Only the person's must-have kind carries the badge.
    const park = screen.getByRole('heading', { name: 'Kamala Mills Garden' }).closest('article')!;
    expect(within(park).getByText('Priority')).toBeInTheDocument();

    expect(
      screen.getByText(/2 places within 5 km, from OpenStreetMap and Basera's curated places/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(screen.getByText(NOTICE)).not.toHaveClass('alert--error');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers every kind of place as a filter, in the table’s order, and asks again when one changes', async () => {
    const { user, calls } = renderWithProviders(<PlacesExplorer neighbourhood={LOWER_PAREL} />, {
      answers: { places: { search: osmAnswer } },
    });
    await screen.findByRole('heading', { name: 'Apna Kirana Stores' });
    const type = screen.getByLabelText('Place Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(PLACE_TYPE_OPTIONS.map((t) => PLACE_TYPE_LABELS[t]));
    await user.selectOptions(type, 'park');
    await user.selectOptions(screen.getByLabelText('Distance (km)'), '1');
    await user.selectOptions(screen.getByLabelText('Price Level'), '1');
    const searched = calls.filter((c) => c.path === 'places.search').map((c) => c.input);
    expect(searched.at(-1)).toEqual({ neighborhoodId: LOWER_PAREL.id, type: 'park', radius: 1, priceLevel: 1 });
    expect(await screen.findByText(/within 1 km/)).toBeInTheDocument();
  });

  it('says a failed search failed, and tries again when asked', async () => {
    let failures = 1;
    const { user } = renderWithProviders(<PlacesExplorer neighbourhood={LOWER_PAREL} />, {
      answers: {
        places: {
          search: () => {
            if (failures-- > 0) throw refusal('SERVICE_UNAVAILABLE', 'The places service is unavailable.');
            return osmAnswer();
          },
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load places. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Apna Kirana Stores' })).toBeInTheDocument();
  });
});
