import { LIFESTYLE_LABELS, type LifestyleKey } from '../../constants/lifestyles';
import { DEFAULT_MUST_HAVES, MUST_HAVE_LABELS, type MustHaveKey } from '../../constants/must-haves';
import {
  DEFAULT_SPENDING_CATEGORY,
  SPENDING_CATEGORIES,
  type SpendingCategory,
} from '../../constants/spending-categories';
import { DEFAULT_TRAVEL_MODE, TRAVEL_MODES, type TravelMode } from '../../constants/travel-modes';
import type { Preferences } from '../../contracts/preferences';
import { addMustHave, updateCommute } from '../finder-form';
import {
  type AnalysisOutcome,
  categoryFromTraits,
  FINDER_MODE,
  lifestyleFromIndicators,
  mustHavesFromLocations,
} from './apply-analysis';
import type { TimelineInsights } from './derive-insights';
import { travelNeeds } from './travel-needs';

// An uploaded history suggests and the person decides. What the analysis found (spec §4
// "Form behaviour": indicators → lifestyles, frequent places → must-haves, traits → spending
// category, the commute → the travel mode) is offered with the words of the analysis that produced
// it; nothing the person already chose is offered again, and nothing that contradicts a choice.

export type SuggestedChange =
  | { kind: 'lifestyle'; key: LifestyleKey }
  | { kind: 'mustHave'; key: MustHaveKey }
  | { kind: 'category'; key: SpendingCategory }
  | { kind: 'travelMode'; key: TravelMode };

export interface Suggestion {
  /** Stable across renders: the kind and key of the change. */
  id: string;
  change: SuggestedChange;
  /** The part of the form it adds to, in words: "Lifestyle", "Must-have", "Budget", "Travel mode". */
  field: string;
  /** What it adds, as the form labels it: "Nightlife", "Gym", "Public Transit". */
  label: string;
  /** Why, in the analysis's words: "Evening outings (nightlife)", "Frequent place: Gym (Cult.fit)". */
  reason: string;
}

/** A finding not suggested because it would go against a choice, and which: "you chose Quiet". */
export interface WithheldSuggestion extends Suggestion {
  because: string;
}

/** What the history says, beyond the outcome's keys: the analysis's own sentences and travel. */
export type HistoryFindings = Pick<TimelineInsights, 'analysisResults' | 'commute' | 'travelModes'>;
type Outcome = Omit<AnalysisOutcome, 'persona'>;

const FIELDS: Record<SuggestedChange['kind'], string> = {
  lifestyle: 'Lifestyle',
  mustHave: 'Must-have',
  category: 'Budget',
  travelMode: 'Travel mode',
};

/** Lifestyles that cannot both be what a person wants: a quiet street is not a nightlife one. */
const OPPOSITES: Partial<Record<LifestyleKey, LifestyleKey[]>> = {
  quiet: ['nightlife', 'socialGatherings'],
  nightlife: ['quiet'],
  socialGatherings: ['quiet'],
};

function labelOf(change: SuggestedChange): string {
  switch (change.kind) {
    case 'lifestyle':
      return LIFESTYLE_LABELS[change.key];
    case 'mustHave':
      return MUST_HAVE_LABELS[change.key];
    case 'category':
      return SPENDING_CATEGORIES[change.key].label;
    case 'travelMode':
      return TRAVEL_MODES[change.key].label;
  }
}

/** Every finding of the history with its reason, before it is weighed against the person's choices. */
function findings(outcome: Outcome, history: HistoryFindings): Suggestion[] {
  const { analysisResults: results } = history;
  const found: { change: SuggestedChange; reasons: string[] }[] = [];
  for (const key of outcome.lifestyleKeys) {
    const reasons = results.lifestyle_indicators.filter((text) => lifestyleFromIndicators([text]).includes(key));
    found.push({ change: { kind: 'lifestyle', key }, reasons });
  }
  const needs = travelNeeds(history.travelModes);
  for (const key of outcome.mustHaves) {
    // Parking and public transport follow how the person travels when that is known (travel-needs.ts).
    const travel =
      needs && (key === 'parking' || key === 'publicTransport')
        ? needs.reasons.filter((r) => r.startsWith(key === 'parking' ? 'Needs parking' : 'Needs public transport'))
        : [];
    const places = results.frequent_locations
      .filter((text) => mustHavesFromLocations([text]).includes(key))
      .map((text) => `Frequent place: ${text}`);
    found.push({ change: { kind: 'mustHave', key }, reasons: travel.length ? travel : places });
  }
  if (outcome.userCategory) {
    const reasons = results.personality_traits.filter((text) => categoryFromTraits([text]) === outcome.userCategory);
    found.push({ change: { kind: 'category', key: outcome.userCategory }, reasons });
  }
  const mode = history.commute?.mode ? FINDER_MODE[history.commute.mode] : undefined;
  if (mode) {
    const said = results.commute_insights.find((text) => text.startsWith('Typical commute'));
    found.push({
      change: { kind: 'travelMode', key: mode },
      reasons: [said ?? `You mostly travel to work by ${TRAVEL_MODES[mode].label.toLowerCase()}`],
    });
  }
  return found.map(({ change, reasons }) => ({
    id: `${change.kind}:${change.key}`,
    change,
    field: FIELDS[change.kind],
    label: labelOf(change),
    reason: reasons.length ? reasons.join('; ') : 'From your location history',
  }));
}

type Verdict = { is: 'new' } | { is: 'chosen' } | { is: 'against'; because: string };

/** Whether a change is new to the preferences, already there, or against a choice the person made. */
function weigh(prefs: Preferences, change: SuggestedChange): Verdict {
  switch (change.kind) {
    case 'lifestyle': {
      const label = LIFESTYLE_LABELS[change.key].toLowerCase();
      if (
        prefs.lifestylePreferences.includes(change.key) ||
        prefs.customLifestyles.some((c) => c.name.toLowerCase() === label)
      )
        return { is: 'chosen' };
      const opposite = OPPOSITES[change.key]?.find((key) => prefs.lifestylePreferences.includes(key));
      return opposite ? { is: 'against', because: `you chose ${LIFESTYLE_LABELS[opposite]}` } : { is: 'new' };
    }
    case 'mustHave':
      if (prefs.prioritizedMustHaves.some((m) => m.name === change.key)) return { is: 'chosen' };
      // The form starts with the finder's six: one of them missing is one the person removed.
      return DEFAULT_MUST_HAVES.includes(change.key)
        ? { is: 'against', because: `you removed ${MUST_HAVE_LABELS[change.key]} from your must-haves` }
        : { is: 'new' };
    case 'category':
      if (prefs.userCategory === change.key) return { is: 'chosen' };
      return prefs.userCategory === DEFAULT_SPENDING_CATEGORY
        ? { is: 'new' }
        : { is: 'against', because: `you chose ${SPENDING_CATEGORIES[prefs.userCategory].label}` };
    case 'travelMode': {
      const { travelMode, travelModes } = prefs.commute;
      if (travelMode === change.key)
        return travelModes[change.key].enabled
          ? { is: 'chosen' }
          : { is: 'against', because: `you turned ${TRAVEL_MODES[change.key].label} off` };
      return travelMode === DEFAULT_TRAVEL_MODE
        ? { is: 'new' }
        : { is: 'against', because: `you chose ${TRAVEL_MODES[travelMode].label}` };
    }
  }
}

/**
 * What an uploaded history suggests adding to the form: each lifestyle, must-have, spending category
 * and travel mode it found that the person has not chosen and that goes against none of their choices.
 */
export function suggestFromHistory(prefs: Preferences, outcome: Outcome, history: HistoryFindings): Suggestion[] {
  return findings(outcome, history).filter((s) => weigh(prefs, s.change).is === 'new');
}

/** What the history found but does not suggest, because it goes against a choice ("you chose Quiet"). */
export function withheldFromHistory(
  prefs: Preferences,
  outcome: Outcome,
  history: HistoryFindings,
): WithheldSuggestion[] {
  return findings(outcome, history).flatMap((s) => {
    const verdict = weigh(prefs, s.change);
    return verdict.is === 'against' ? [{ ...s, because: verdict.because }] : [];
  });
}

/**
 * The preferences with a suggestion the person accepted, as their own choice. One that has since
 * become a choice already, or goes against one made since, changes nothing.
 */
export function acceptSuggestion(prefs: Preferences, suggestion: Suggestion): Preferences {
  const { change } = suggestion;
  if (weigh(prefs, change).is !== 'new') return prefs;
  switch (change.kind) {
    case 'lifestyle':
      return { ...prefs, lifestylePreferences: [...prefs.lifestylePreferences, change.key] };
    case 'mustHave':
      return addMustHave(prefs, change.key);
    case 'category':
      return { ...prefs, userCategory: change.key };
    case 'travelMode': {
      const { travelModes } = prefs.commute;
      return updateCommute(prefs, 'commute', {
        travelMode: change.key,
        travelModes: { ...travelModes, [change.key]: { ...travelModes[change.key], enabled: true } },
      });
    }
  }
}
