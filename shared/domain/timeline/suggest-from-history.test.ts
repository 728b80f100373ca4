import { describe, expect, it } from 'vitest';
import type { AnalysisResults } from '../../contracts/analysis';
import type { Preferences } from '../../contracts/preferences';
import { defaultPreferences, removeMustHave, toggleLifestyle, toggleTravelMode } from '../finder-form';
import { outcomeOf, prefillPreferences } from './apply-analysis';
import type { HistoryFindings } from './suggest-from-history';
import { acceptSuggestion, suggestFromHistory, withheldFromHistory } from './suggest-from-history';

// "An uploaded history silently added Nightlife and Outdoor Activities for a person who
// chose Quiet". The history now fills only what is empty and suggests the rest, with its reasons.

const results = (over: Partial<AnalysisResults>): AnalysisResults => ({
  personality_traits: [],
  area_preferences: [],
  lifestyle_indicators: [],
  activity_patterns: [],
  commute_insights: [],
  frequent_locations: [],
  ...over,
});

/** A history of evenings out, café and gym visits and a car commute, as derive-insights words it. */
const outgoing: HistoryFindings = {
  analysisResults: results({
    personality_traits: ['Social: often out in the evenings'],
    lifestyle_indicators: [
      'Regular gym visits (active)',
      'Spends time in parks (outdoor)',
      'Café regular (social)',
      'Evening outings (nightlife)',
    ],
    commute_insights: ['Typical commute 11.2 km, about 34 min by car or two-wheeler'],
    frequent_locations: [
      'Home (Baner, Pune)',
      'Office (Hinjewadi, Pune)',
      'Cafe (Third Wave Coffee)',
      'Gym (Cult.fit)',
    ],
  }),
  commute: { km: 11.2, minutes: 34, mode: 'driving' },
  travelModes: [
    { mode: 'driving', share: 0.7, km: 300 },
    { mode: 'walking', share: 0.3, km: 20 },
  ],
};
const outcomeOfHistory = (history: HistoryFindings) => outcomeOf(history.analysisResults, history.travelModes);
const work = { lat: 18.5913, lng: 73.7389, area: 'Hinjewadi, Pune', source: 'dwell' as const };

const quietPerson = (): Preferences => toggleLifestyle(defaultPreferences(), 'quiet');
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('prefillPreferences', () => {
  it('adds no lifestyle, must-have, category or travel mode: Quiet stays without Nightlife', () => {
    const prefs = quietPerson();
    const filled = prefillPreferences(prefs, { work });
    expect(filled.lifestylePreferences).toEqual(['quiet']);
    expect(filled.prioritizedMustHaves).toEqual(prefs.prioritizedMustHaves);
    expect(filled.userCategory).toBe(prefs.userCategory);
    expect(filled.commute.travelMode).toBe(prefs.commute.travelMode);
    expect(filled.commute.travelModes).toEqual(prefs.commute.travelModes);
  });

  it('fills the work place only when none is given', () => {
    const filled = prefillPreferences(defaultPreferences(), { work });
    expect(filled.commute.workAddress).toBe('Work near Hinjewadi, Pune');
    expect(filled.commute.coordinates).toEqual({ lat: work.lat, lng: work.lng });
    const typed = defaultPreferences();
    typed.commute.workAddress = 'Magarpatta City, Pune';
    expect(prefillPreferences(typed, { work })).toBe(typed);
  });
});

describe('suggestFromHistory', () => {
  it('for a person who chose Quiet: no Nightlife or Social Gatherings, listed as not suggested and why', () => {
    const prefs = quietPerson();
    const suggested = suggestFromHistory(prefs, outcomeOfHistory(outgoing), outgoing);
    expect(ids(suggested)).not.toContain('lifestyle:nightlife');
    expect(ids(suggested)).not.toContain('lifestyle:socialGatherings');
    expect(ids(suggested)).toEqual(
      expect.arrayContaining(['lifestyle:activeLifestyle', 'lifestyle:outdoorActivities']),
    );
    const withheld = withheldFromHistory(prefs, outcomeOfHistory(outgoing), outgoing);
    expect(withheld.map((s) => `${s.label}: ${s.because}`)).toEqual([
      'Social Gatherings: you chose Quiet',
      'Nightlife: you chose Quiet',
    ]);
  });

  it('says why each is suggested, in the analysis’s words', () => {
    const suggested = suggestFromHistory(defaultPreferences(), outcomeOfHistory(outgoing), outgoing);
    const reason = Object.fromEntries(suggested.map((s) => [s.id, `${s.field} ${s.label}: ${s.reason}`]));
    expect(reason['lifestyle:nightlife']).toBe('Lifestyle Nightlife: Evening outings (nightlife)');
    expect(reason['lifestyle:activeLifestyle']).toBe('Lifestyle Active Lifestyle: Regular gym visits (active)');
    expect(reason['mustHave:cafes']).toBe('Must-have Cafes: Frequent place: Cafe (Third Wave Coffee)');
    // Parking was already among the must-haves; gym too: neither is suggested again.
    expect(reason['mustHave:parking']).toBeUndefined();
    expect(reason['mustHave:gym']).toBeUndefined();
    // The history's commute is by car, the form's default mode: nothing to suggest.
    expect(reason['travelMode:driving']).toBeUndefined();
  });

  it('never suggests what the person already chose', () => {
    let prefs = toggleLifestyle(defaultPreferences(), 'nightlife');
    prefs = { ...prefs, customLifestyles: [{ name: 'active lifestyle', value: true }] };
    const suggested = ids(suggestFromHistory(prefs, outcomeOfHistory(outgoing), outgoing));
    expect(suggested).not.toContain('lifestyle:nightlife');
    expect(suggested).not.toContain('lifestyle:activeLifestyle');
  });

  it('does not put back a must-have the person removed, and says so', () => {
    const prefs = removeMustHave(defaultPreferences(), 'parking');
    const outcome = outcomeOfHistory(outgoing);
    expect(outcome.mustHaves).toContain('parking');
    expect(ids(suggestFromHistory(prefs, outcome, outgoing))).not.toContain('mustHave:parking');
    expect(withheldFromHistory(prefs, outcome, outgoing)).toContainEqual(
      expect.objectContaining({
        id: 'mustHave:parking',
        reason: 'Needs parking: 70% of travel time is by car or two-wheeler',
        because: 'you removed Parking from your must-haves',
      }),
    );
  });

  it('suggests a spending category only while the person keeps the default one', () => {
    const premium: HistoryFindings = {
      ...outgoing,
      analysisResults: results({ personality_traits: ['Prefers premium places'] }),
    };
    const outcome = outcomeOfHistory(premium);
    const suggested = suggestFromHistory(defaultPreferences(), outcome, premium);
    expect(suggested).toContainEqual(
      expect.objectContaining({ id: 'category:luxury', field: 'Budget', reason: 'Prefers premium places' }),
    );
    const budget = { ...defaultPreferences(), userCategory: 'budget' as const };
    expect(ids(suggestFromHistory(budget, outcome, premium))).not.toContain('category:luxury');
    expect(withheldFromHistory(budget, outcome, premium)[0]?.because).toBe('you chose Budget');
  });

  it('suggests the travel mode of the commute, unless the person chose another', () => {
    const byMetro: HistoryFindings = {
      ...outgoing,
      commute: { km: 9, minutes: 40, mode: 'transit' },
      analysisResults: results({ commute_insights: ['Typical commute 9 km, about 40 min by public transport'] }),
    };
    const outcome = outcomeOfHistory(byMetro);
    const [transit] = suggestFromHistory(defaultPreferences(), outcome, byMetro).filter(
      (s) => s.change.kind === 'travelMode',
    );
    expect(transit).toMatchObject({
      label: 'Public Transit',
      reason: 'Typical commute 9 km, about 40 min by public transport',
    });
    const walker = toggleTravelMode(defaultPreferences(), 'walking');
    expect(ids(suggestFromHistory(walker, outcome, byMetro))).not.toContain('travelMode:transit');
    expect(withheldFromHistory(walker, outcome, byMetro)[0]?.because).toBe('you chose Walking');
  });
});

describe('acceptSuggestion', () => {
  it('adds the suggestion as the person’s own choice, after which it is no longer suggested', () => {
    const prefs = defaultPreferences();
    const outcome = outcomeOfHistory(outgoing);
    const suggested = suggestFromHistory(prefs, outcome, outgoing);
    const nightlife = suggested.find((s) => s.id === 'lifestyle:nightlife')!;
    const cafes = suggested.find((s) => s.id === 'mustHave:cafes')!;
    const accepted = acceptSuggestion(acceptSuggestion(prefs, nightlife), cafes);
    expect(accepted.lifestylePreferences).toEqual(['nightlife']);
    expect(accepted.prioritizedMustHaves.at(-1)).toEqual({ name: 'cafes', priority: 7 });
    expect(ids(suggestFromHistory(accepted, outcome, outgoing))).not.toContain('lifestyle:nightlife');
  });

  it('makes a suggested travel mode enabled and active, keeping the others as they were', () => {
    const byMetro: HistoryFindings = { ...outgoing, commute: { km: 9, minutes: 40, mode: 'transit' } };
    const [transit] = suggestFromHistory(defaultPreferences(), outcomeOfHistory(byMetro), byMetro).filter(
      (s) => s.change.kind === 'travelMode',
    );
    const accepted = acceptSuggestion(defaultPreferences(), transit!);
    expect(accepted.commute.travelMode).toBe('transit');
    expect(accepted.commute.travelModes.transit).toEqual({ enabled: true, distance: 15, minutes: 60 });
    expect(accepted.commute.travelModes.driving.enabled).toBe(true);
  });

  it('changes nothing when the person has since made a choice it goes against', () => {
    const prefs = defaultPreferences();
    const nightlife = suggestFromHistory(prefs, outcomeOfHistory(outgoing), outgoing).find(
      (s) => s.id === 'lifestyle:nightlife',
    )!;
    const quiet = toggleLifestyle(prefs, 'quiet');
    expect(acceptSuggestion(quiet, nightlife)).toBe(quiet);
  });
});
