import { type AnalysisResults, analysisResultsSchema } from '../../../shared/contracts/analysis';
import type { TimelineInsights } from '../../../shared/domain/timeline/derive-insights';
import type { LlmProvider } from '../ai';

// spec §7: the one-shot timeline analysis settings.
const SETTINGS = { temperature: 0.7, topP: 0.9, topK: 40, maxOutputTokens: 2048 };
const MAX_ITEMS = 5;

const SYSTEM = `You phrase the findings of a relocation app for India about one person's location history.
You are given statistics the app computed from the person's Google Timeline, and the app's own plain
sentences grouped in six lists. Rewrite each list in warm, concise second-person English, at most
${MAX_ITEMS} items per list and 200 characters per item. Use only facts present in the statistics:
never add a place, a number, a habit or a trait that is not there; keep every figure exactly as given.
Keep the list "frequent_locations" as short place types (for example "Gym", "Office", "Park").
Reply with one JSON object with exactly these keys, each an array of strings: personality_traits,
area_preferences, lifestyle_indicators, activity_patterns, commute_insights, frequent_locations.`;

export type Phrasing = { writer: string; analysisResults: AnalysisResults };
export type PhrasingOutcome = { phrasing: Phrasing; problem?: undefined } | { phrasing: null; problem: string | null };

/**
 * Lets the model phrase the computed analysis (spec §4: Gemini analyses the timeline), from the
 * statistics only: no coordinates and nothing of the raw file leave the server. The reply must
 * match the analysis schema, carry traits and lifestyle indicators (spec §5: "Invalid response from
 * Gemini API"), and use no figure that is not in the statistics; otherwise the computed wording
 * stands. The finder's prefill is always derived from the computed lists, never from the phrasing.
 */
export async function phraseAnalysis(llm: LlmProvider | null, insights: TimelineInsights): Promise<PhrasingOutcome> {
  // A thin history has no traits to reword, and a model must not be the one to invent them.
  if (!llm || insights.isThin) return { phrasing: null, problem: null };
  const statistics = statisticsFor(insights);
  let reply: unknown;
  try {
    reply = await llm.generateJson({
      system: SYSTEM,
      prompt: `Statistics and the app's sentences:\n${JSON.stringify(statistics, null, 1)}`,
      settings: SETTINGS,
    });
  } catch (error) {
    return { phrasing: null, problem: error instanceof Error ? error.message : String(error) };
  }
  const parsed = analysisResultsSchema.safeParse(reply);
  if (!parsed.success || !parsed.data.personality_traits.length || !parsed.data.lifestyle_indicators.length) {
    return { phrasing: null, problem: 'Invalid response from Gemini API' };
  }
  const phrased = trimLists(parsed.data);
  const invented = inventedFigures(phrased, JSON.stringify(statistics));
  if (invented.length) {
    return {
      phrasing: null,
      problem: `Invalid response from Gemini API: figures not in the statistics (${invented.join(', ')})`,
    };
  }
  return { phrasing: { writer: llm.label, analysisResults: phrased } };
}

/** What the model may see: derived figures and area names, never coordinates or timestamps. */
export function statisticsFor(insights: TimelineInsights) {
  return {
    days: insights.period?.days ?? null,
    homeArea: insights.home?.area ?? null,
    workArea: insights.work?.area ?? null,
    commute: insights.commute,
    travelModes: insights.travelModes.map((m) => ({ mode: m.mode, sharePercent: Math.round(m.share * 100) })),
    activeHours: insights.activeHours,
    frequentPlaces: insights.frequentPlaces.map(({ type, visits, hours }) => ({ type, visits, hours })),
    sentences: insights.analysisResults,
  };
}

function trimLists(results: AnalysisResults): AnalysisResults {
  return Object.fromEntries(
    Object.entries(results).map(([key, items]) => [key, items.slice(0, MAX_ITEMS)]),
  ) as AnalysisResults;
}

/** Numbers in the phrasing that appear nowhere in the statistics (a sign the model made them up). */
export function inventedFigures(results: AnalysisResults, statistics: string): string[] {
  // A figure may be rounded ("12.4 km" → "about 12 km"), never made up.
  const known = new Set(numbersIn(statistics).flatMap((n) => [n, String(Math.round(Number(n)))]));
  const written = Object.values(results).flatMap((items) => items.flatMap(numbersIn));
  return [...new Set(written.filter((n) => !known.has(n)))];
}

function numbersIn(text: string): string[] {
  // "1,200" and "1200" are the same figure; "07:00" counts as 7 and 0.
  return (text.match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) => String(Number(n.replace(/,/g, ''))));
}
