import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDeviceAndroidJson } from '../../../scripts/timeline/fixtures';
import type { TimelineAnalysis } from '../../../shared/contracts/timeline';
import { candidateReply, type GeminiReply, startGeminiFixture } from '../../test/gemini-fixture-server';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';

// The upload with GEMINI_API_KEY set: the model phrases the computed lists (labelled), or, when
// its reply fails validation, the computed wording stands. The model is a local fixture server.

let fixture: Awaited<ReturnType<typeof startGeminiFixture>>;
let server: TestServer;
let cookie: string;
let answer: (sentences: Record<string, string[]>) => GeminiReply;
beforeAll(async () => {
  fixture = await startGeminiFixture((call) => {
    const prompt = call.body.contents?.[0]?.parts[0]?.text ?? '';
    const statistics = JSON.parse(prompt.slice(prompt.indexOf('{'))) as { sentences: Record<string, string[]> };
    return answer(statistics.sentences);
  });
  server = await startTestServer({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fixture.url });
  cookie = await signInAs(server, 'phrasing@example.com');
});
afterAll(async () => {
  await server?.close();
  await fixture?.close();
});

async function upload(): Promise<TimelineAnalysis> {
  const form = new FormData();
  form.set('file', new Blob([onDeviceAndroidJson(21)]), 'Timeline.json');
  const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { analysis: TimelineAnalysis }).analysis;
}

describe('timeline phrasing by Gemini', () => {
  it('keeps a valid phrasing beside the computed lists, labelled with the model', async () => {
    answer = (sentences) =>
      candidateReply(
        JSON.stringify(
          Object.fromEntries(Object.entries(sentences).map(([k, items]) => [k, items.map((t) => `In short: ${t}`)])),
        ),
      );
    const analysis = await upload();
    expect(analysis.phrasing?.writer).toBe('Gemini (gemini-2.5-flash)');
    expect(analysis.phrasing?.analysisResults.personality_traits[0]).toBe(
      `In short: ${analysis.analysisResults.personality_traits[0]}`,
    );
    expect(analysis.analysisResults.personality_traits[0]).not.toMatch(/^In short/);
    // The prompt carried statistics only: no coordinates of home or work.
    const prompt = fixture.calls.at(-1)?.body.contents?.[0]?.parts[0]?.text ?? '';
    expect(prompt).not.toMatch(/"lat"|"lng"/);
    const list = await server.request('/trpc/timeline.list', { cookie });
    expect(JSON.stringify(list.body)).toContain('In short:');
  });

  it('keeps the computed wording when the reply fails validation, and still saves the analysis', async () => {
    answer = () => candidateReply(JSON.stringify({ personality_traits: [], lifestyle_indicators: [] }));
    const analysis = await upload();
    expect(analysis.phrasing).toBeNull();
    expect(analysis.analysisResults.personality_traits.length).toBeGreaterThan(0);
    expect(analysis.outcome.lifestyleKeys.length).toBeGreaterThan(0);
  });
});
