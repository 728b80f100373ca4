import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidateReply, type GeminiReply, startGeminiFixture } from '../../test/gemini-fixture-server';
import { createGeminiProvider } from './gemini-provider';
import { LlmError } from './llm-provider';

let fixture: Awaited<ReturnType<typeof startGeminiFixture>>;
let reply: GeminiReply;
beforeAll(async () => {
  fixture = await startGeminiFixture(() => reply);
});
afterAll(() => fixture?.close());
beforeEach(() => {
  fixture.calls.length = 0;
});

const provider = () =>
  createGeminiProvider({ apiKey: 'test-key', model: 'gemini-2.5-flash', timeoutMs: 2000, baseUrl: fixture.url });
const request = {
  system: 'Be brief.',
  prompt: 'Statistics: {"days": 21}',
  settings: { temperature: 0.7, topP: 0.9, topK: 40, maxOutputTokens: 2048 },
};

describe('Gemini provider against a local fixture server', () => {
  it('sends the prompt, system instruction and spec settings with the key in a header, and parses the JSON', async () => {
    reply = candidateReply('{"personality_traits":["Steady"]}');
    await expect(provider().generateJson(request)).resolves.toEqual({ personality_traits: ['Steady'] });
    const [call] = fixture.calls;
    expect(call?.url).toMatch(/\/models\/gemini-2\.5-flash:generateContent$/);
    expect(call?.headers['x-goog-api-key']).toBe('test-key');
    expect(call?.url).not.toContain('test-key');
    expect(call?.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
      systemInstruction: { parts: [{ text: 'Be brief.' }] },
      generationConfig: {
        temperature: 0.7,
        topP: 0.9,
        topK: 40,
        maxOutputTokens: 2048,
        responseMimeType: 'application/json',
        thinkingConfig: { thinkingBudget: 0 },
      },
    });
  });

  it('refuses a reply that was cut off, even when the part that came parses', async () => {
    const cut = candidateReply('{"personality_traits":[]}');
    (cut.body as { candidates: { finishReason: string }[] }).candidates[0]!.finishReason = 'MAX_TOKENS';
    reply = cut;
    await expect(provider().generateJson(request)).rejects.toThrow('Invalid response from Gemini API');
  });

  it('says "Invalid response from Gemini API" when the reply is not JSON', async () => {
    reply = candidateReply('Sure! Here are some traits: steady, curious.');
    await expect(provider().generateJson(request)).rejects.toThrow('Invalid response from Gemini API');
  });

  it('turns an HTTP error into an LlmError without retrying', async () => {
    reply = { status: 500, body: { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } } };
    await expect(provider().generateJson(request)).rejects.toBeInstanceOf(LlmError);
    expect(fixture.calls).toHaveLength(1);
  });
});
