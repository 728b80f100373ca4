import { describe, expect, it } from 'vitest';
import type { AnalysisResults } from '../../../shared/contracts/analysis';
import type { TimelineInsights } from '../../../shared/domain/timeline/derive-insights';
import type { LlmJsonRequest, LlmProvider } from '../ai';
import { inventedFigures, phraseAnalysis } from './phrase-analysis';

const computed: AnalysisResults = {
  personality_traits: ['Active: you went to the gym 14 times in 21 days'],
  area_preferences: ['You live around Koramangala, Bengaluru'],
  lifestyle_indicators: ['Fitness: 14 gym visits'],
  activity_patterns: ['Most active between 07:00 and 10:00'],
  commute_insights: ['Your commute is about 12.4 km, 38 minutes by car or two-wheeler'],
  frequent_locations: ['Gym', 'Office'],
};

const insights: TimelineInsights = {
  period: { from: '2025-03-01', to: '2025-03-21', days: 21 },
  home: { lat: 12.9352, lng: 77.6245, area: 'Koramangala, Bengaluru', source: 'dwell' },
  work: { lat: 13.045, lng: 77.62, area: 'Manyata Tech Park', source: 'google' },
  commute: { km: 12.4, minutes: 38, mode: 'driving' },
  travelModes: [{ mode: 'driving', share: 0.7, km: 300 }],
  activeHours: { from: 7, to: 10 },
  frequentPlaces: [{ type: 'Gym', name: 'Cult Koramangala', visits: 14, hours: 18 }],
  analysisResults: computed,
  counts: { records: 900, points: 800, visits: 60, trips: 40 },
  isThin: false,
};

function fakeModel(answer: unknown | Error): LlmProvider & { requests: LlmJsonRequest[] } {
  const requests: LlmJsonRequest[] = [];
  return {
    label: 'Gemini (test)',
    requests,
    async generateJson(request) {
      requests.push(request);
      if (answer instanceof Error) throw answer;
      return answer;
    },
    // biome-ignore lint/correctness/useYield: phrasing never chats; this fake only answers generateJson
    async *streamChat() {
      throw new Error('not used by the phrasing');
    },
  };
}

const phrased = {
  ...computed,
  personality_traits: ['You are an early riser who keeps fit: 14 gym visits in 21 days.'],
  commute_insights: ['About 12 km to work, usually by car.'],
};

describe('phraseAnalysis', () => {
  it('uses no model when none is configured', async () => {
    expect(await phraseAnalysis(null, insights)).toEqual({ phrasing: null, problem: null });
  });

  it('keeps a valid phrasing, labelled with its writer, and sends no coordinates', async () => {
    const model = fakeModel(phrased);
    const outcome = await phraseAnalysis(model, insights);
    expect(outcome.phrasing).toEqual({ writer: 'Gemini (test)', analysisResults: phrased });
    const prompt = model.requests[0]!.prompt;
    expect(prompt).toContain('Koramangala, Bengaluru');
    expect(prompt).not.toContain('12.9352');
    expect(prompt).not.toContain('77.62');
    expect(prompt).not.toContain('Cult Koramangala'); // place names stay; only types are sent
    expect(model.requests[0]!.settings).toEqual({ temperature: 0.7, topP: 0.9, topK: 40, maxOutputTokens: 2048 });
  });

  it.each([
    ['no traits', { ...phrased, personality_traits: [] }],
    ['no lifestyle indicators', { ...phrased, lifestyle_indicators: [] }],
    ['a missing list', { personality_traits: ['x'], lifestyle_indicators: ['y'] }],
    ['an extra key', { ...phrased, persona: 'luxury' }],
    ['not an object', 'steady and curious'],
  ])('refuses a reply with %s: "Invalid response from Gemini API"', async (_name, reply) => {
    expect(await phraseAnalysis(fakeModel(reply), insights)).toEqual({
      phrasing: null,
      problem: 'Invalid response from Gemini API',
    });
  });

  it('asks no model to reword a history too thin for traits', async () => {
    const model = fakeModel(phrased);
    expect(await phraseAnalysis(model, { ...insights, isThin: true })).toEqual({ phrasing: null, problem: null });
    expect(model.requests).toEqual([]);
  });

  it('refuses a reply that makes up a figure', async () => {
    const outcome = await phraseAnalysis(
      fakeModel({ ...phrased, commute_insights: ['Your 45-minute commute is long.'] }),
      insights,
    );
    expect(outcome.phrasing).toBeNull();
    expect(outcome.problem).toMatch(/figures not in the statistics \(45\)/);
  });

  it('keeps at most five items per list', async () => {
    const many = { ...phrased, area_preferences: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] };
    const outcome = await phraseAnalysis(fakeModel(many), insights);
    expect(outcome.phrasing?.analysisResults.area_preferences).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('falls back to the computed wording when the model fails', async () => {
    expect(await phraseAnalysis(fakeModel(new Error('unreachable')), insights)).toEqual({
      phrasing: null,
      problem: 'unreachable',
    });
  });
});

describe('inventedFigures', () => {
  it('accepts given and rounded figures and finds new ones', () => {
    const statistics = JSON.stringify({ km: 12.4, visits: 1200 });
    const none = { area_preferences: [], lifestyle_indicators: [], activity_patterns: [], commute_insights: [] };
    const results = {
      ...none,
      personality_traits: ['About 12 km', '1,200 visits', '12.4 km', '3 cafés'],
      frequent_locations: ['Gym'],
    };
    expect(inventedFigures(results, statistics)).toEqual(['3']);
  });
});
