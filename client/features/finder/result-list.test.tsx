import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../shared/contracts/preferences';
import { type RecommendationsResult, recommendationsResultSchema } from '../../../shared/contracts/recommendations';
import type { City, Locality, TransitLine } from '../../../shared/domain/dataset/schema';
import { recommendNeighbourhoods } from '../../../shared/domain/recommend/recommend-neighbourhoods';
import {
  aquaStation,
  commuterPreferences,
  makeAquaLine,
  makeCity,
  makeLocality,
  TEST_DAY,
} from '../../../shared/domain/recommend/test-localities';
import { renderWithProviders } from '../../lib/test/render';
import { ResultList } from './result-list';

// The results as cards (spec §2 Results), from what the engine gives for a search (shared/domain/recommend,
// checked by the results' contract): every enabled mode's commute to each workplace, by its line or
// why there is none, never "0 min"; the places over the budget after a heading that counts them,
// each marked; a tie's reason under Show details; the rent of the kind of home chosen. The same
// promises on the real dataset: server/features/recommendations/three-renters.test.ts; through
// the finder in a browser: tests/e2e/renters.spec.ts.

const work = { lat: 19, lng: 73, cityId: 'testcity', state: 'Teststate', label: 'Test Tech Park' };
const secondWork = { lat: 19.05, lng: 73.02, cityId: 'testcity', state: 'Teststate', label: 'Riverside Offices' };
const at = (km: number, lngKm = 0) => ({ lat: 19 + km * 0.009, lng: 73 + lngKm * 0.0095 });
const LINES: TransitLine[] = [makeAquaLine()];

/** A search through the engine, as recommendations.recommend answers it. */
function search(
  localities: Locality[],
  preferences: Preferences,
  second = false,
  city: Partial<City> = {},
): RecommendationsResult {
  const output = recommendNeighbourhoods({
    today: TEST_DAY,
    preferences,
    work,
    ...(second && { secondWork }),
    localities,
    cities: new Map([['testcity', makeCity({ id: 'testcity', name: 'Test City', ...city })]]),
    transitLines: LINES,
  });
  const place = (label: string, lat: number, lng: number) => ({
    label,
    lat,
    lng,
    cityId: 'testcity',
    cityName: 'Test City',
    state: 'Teststate',
    confidence: 1,
    source: 'landmark',
  });
  return recommendationsResultSchema.parse({
    success: true,
    ...output,
    workLocation: place(work.label, work.lat, work.lng),
    ...(second && { secondWorkLocation: place(secondWork.label, secondWork.lat, secondWork.lng) }),
  });
}

const cards = () => screen.getAllByRole('article');

describe('the result cards', () => {
  it('give every enabled mode to each workplace, transit by its line or why not, never 0 min', () => {
    const transit = commuterPreferences('Test Tech Park', { transit: 30, driving: 30 });
    const prefs: Preferences = { ...transit, secondCommute: { ...transit.commute, workAddress: 'Riverside Offices' } };
    const result = search(
      [
        makeLocality({
          id: 'office-area',
          name: 'Office Area',
          ...at(0),
          transit: { stations: [aquaStation('Tech Park', 0.3)] },
        }),
        makeLocality({
          id: 'on-line',
          name: 'On the Line',
          ...at(9),
          transit: { stations: [aquaStation('Riverside', 0.5)] },
        }),
        makeLocality({ id: 'off-line', name: 'Off the Line', ...at(0, 9) }),
      ],
      prefs,
      true,
    );
    renderWithProviders(<ResultList result={result} shown={result.recommendations} />);
    expect(cards()).toHaveLength(3);
    for (const card of cards()) {
      for (const to of ['Commute to workplace 1', 'Commute to workplace 2']) {
        const items = within(within(card).getByRole('list', { name: to })).getAllByRole('listitem');
        expect(items.map((item) => item.textContent?.split(':')[0]).sort()).toEqual(['By driving', 'By transit']);
        for (const item of items) expect(item.textContent).not.toMatch(/\b0 min\b|· 0 km/);
      }
    }
    const onLine = screen.getByRole('article', { name: 'On the Line' });
    const toWork = within(within(onLine).getByRole('list', { name: 'Commute to workplace 1' })).getAllByRole(
      'listitem',
    );
    // The active mode leads where it has a time, by its line and stations.
    expect(toWork[0]).toHaveTextContent(/^By transit: \d+ min · Walk 0.6 km to Riverside, Aqua Line to Tech Park/);
    const offLine = screen.getByRole('article', { name: 'Off the Line' });
    const fromOff = within(within(offLine).getByRole('list', { name: 'Commute to workplace 1' })).getAllByRole(
      'listitem',
    );
    expect(fromOff[0]).toHaveTextContent(/^By driving: \d+ min/);
    expect(fromOff[1]).toHaveTextContent(/^By transit: No direct metro or suburban line/);
  });

  it('list the places over the budget last, counted and marked, with the rent of the kind chosen', () => {
    const family = commuterPreferences(
      'Test Tech Park',
      { driving: 30 },
      { userCategory: 'comfort', homeKind: '2bhk' },
    );
    const rent = (min: number) => ({
      asOf: '2025-06',
      bhk1: { min: min / 2, max: min / 2 + 5000 },
      bhk2: { min, max: min + 15_000 },
    });
    const result = search(
      [
        makeLocality({ id: 'dear', name: 'Dear Heights', ...at(2), rent: rent(85_000) }),
        makeLocality({ id: 'fits', name: 'Fitting Park', ...at(8), rent: rent(45_000) }),
        makeLocality({ id: 'dearer', name: 'Dearer Bay', ...at(3), rent: rent(95_000) }),
      ],
      family,
    );
    renderWithProviders(<ResultList result={result} shown={result.recommendations} />);
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fitting Park',
      expect.stringMatching(/^Dear/),
      expect.stringMatching(/^Dear/),
    ]);
    const heading = screen.getByRole('heading', { level: 3, name: '2 neighbourhoods are over your budget' });
    expect(heading.compareDocumentPosition(cards()[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(cards()[0]!).queryByText(/^Over your budget/)).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByText(/^Over your budget: from ₹[\d,]+$/)).toBeInTheDocument();
    for (const card of cards())
      expect(card.querySelector('.result-card__rent')).toHaveTextContent(/^2 BHK ₹[\d,]+–₹[\d,]+ a month/);
  });

  it('say under Show details why the second of two equal percentages is listed second', async () => {
    const near = makeLocality({ id: 'near', name: 'Near', ...at(7) });
    const far = makeLocality({ id: 'far', name: 'Far', ...at(7.3), walkability: { score: 6, method: 'rubric-v1' } });
    const result = search([far, near], commuterPreferences('Test Tech Park', { driving: 30 }));
    const { user } = renderWithProviders(<ResultList result={result} shown={result.recommendations} />);
    const second = screen.getByRole('article', { name: 'Far' });
    const percent = result.recommendations[0]!.matchScore;
    expect(second.querySelector('.match-badge')).toHaveTextContent(`${percent}% match`);
    expect(result.recommendations[1]!.matchScore).toBe(percent);
    const reason = within(second).getByText(new RegExp(`^Same ${percent}% as Near, which is listed first`));
    expect(reason).not.toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Show details' }));
    expect(reason).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Hide details' }));
    expect(reason).not.toBeVisible();
  });

  it('explain under Show details each word a newcomer may not know: NCRB, the rubric, weights, 1 RK and BHK', async () => {
    const renter = commuterPreferences('Test Tech Park', { driving: 30 }, { userCategory: 'budget', homeKind: '1rk' });
    const rent = {
      asOf: '2025-06',
      rk1: { min: 9000, max: 12_000 },
      bhk1: { min: 15_000, max: 20_000 },
      bhk2: { min: 25_000, max: 35_000 },
    };
    const crimeRate = { perLakh: 400, year: 2022, source: 'https://ncrb.gov.in/' };
    const result = search([makeLocality({ id: 'near', name: 'Near', ...at(3), rent })], renter, false, { crimeRate });
    const { user } = renderWithProviders(<ResultList result={result} shown={result.recommendations} />);
    const card = screen.getByRole('article', { name: 'Near' });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    const notes = [...card.querySelectorAll('.term-note')].map((note) => note.textContent);
    expect(notes).toEqual(
      expect.arrayContaining([
        "NCRB: India's National Crime Records Bureau; its figures count the crimes the police recorded.",
        expect.stringMatching(/^Editorial rubric: a fixed checklist/),
        '1 RK: a flat of one room and a kitchen.',
        expect.stringMatching(/^BHK: bedrooms, a hall \(living room\) and a kitchen/),
      ]),
    );
    for (const note of card.querySelectorAll('.term-note')) expect(note).toBeVisible();
    expect(within(card).getByText(/^A factor’s weight is its share of the match/)).toBeVisible();
  });

  it('name every transit feed a journey came from once, with the attribution each asks for, under the cards', () => {
    const result = search(
      [
        makeLocality({ id: 'near', name: 'Near', ...at(2), transit: { stations: [aquaStation('Riverside', 0.5)] } }),
        makeLocality({ id: 'far', name: 'Far', ...at(6), transit: { stations: [aquaStation('Riverside', 0.5)] } }),
      ],
      commuterPreferences('Test Tech Park', { transit: 30 }),
    );
    const { rerender } = renderWithProviders(<ResultList result={result} shown={result.recommendations} />);
    // Estimates only: no feed to name.
    expect(screen.queryByText(/^Transit journeys from/)).toBeNull();
    const feed = { id: 'metro', name: 'Test Metro', publisher: 'TMRL', asOf: '2026-01-03', kind: 'timetable' as const };
    const place = (name: string) => ({ name, lat: 19, lng: 73 });
    const journey = {
      changes: 0,
      legs: [{ mode: 'metro' as const, line: 'Aqua Line', from: place('A'), to: place('B'), minutes: 12 }],
      basis: { feeds: [feed], attribution: 'Contains data provided by TMRL.' },
    };
    const timetabled = recommendationsResultSchema.parse({
      ...result,
      recommendations: result.recommendations.map((n) => ({
        ...n,
        commutes: n.commutes.map((c) => (c.mode === 'transit' ? { ...c, minutes: 20, journey } : c)),
      })),
    });
    rerender(<ResultList result={timetabled} shown={timetabled.recommendations} />);
    expect(screen.getByText(/^Transit journeys from/).textContent).toBe(
      'Transit journeys from Test Metro (timetable, 2026-01-03). Contains data provided by TMRL.',
    );
  });
});
