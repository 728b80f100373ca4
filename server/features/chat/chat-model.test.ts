import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ERRORS } from '../../../shared/constants/assistant';
import type { ChatChunk } from '../../../shared/contracts/chat';
import { commuterPreferences } from '../../../shared/domain/recommend/test-localities';
import { type GeminiReply, startGeminiFixture, streamedReply } from '../../test/gemini-fixture-server';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { openWsClient } from '../../test/ws-client';

// The assistant with GEMINI_API_KEY set, against a local server that speaks the real
// streamGenerateContent reply format (server-sent events): what the model is sent (spec §4, §5,
// §7, §9), its reply streamed through, and the local assistant standing in when it fails.

let fixture: Awaited<ReturnType<typeof startGeminiFixture>>;
let reply: GeminiReply;
let server: TestServer;
let cookie: string;
let ws: ReturnType<typeof openWsClient>;

beforeAll(async () => {
  fixture = await startGeminiFixture(() => reply);
  server = await startTestServer({ GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fixture.url, LLM_TIMEOUT_MS: '1000' });
  cookie = await signInAs(server, 'model.chat@example.com', 'Kabir Shah');
  ws = openWsClient(server.url, { cookie });
});
afterAll(async () => {
  await ws?.close();
  await server?.close();
  await fixture?.close();
});
beforeEach(() => {
  fixture.calls.length = 0;
});

function ask(text: string) {
  const chunks: ChatChunk[] = [];
  return new Promise<{ chunks: ChatChunk[]; text: string }>((resolve, reject) => {
    const sub = ws.client.chat.ask.subscribe(
      { id: randomUUID(), text },
      {
        onData: ({ data }) => {
          chunks.push(data);
          if (data.done) {
            sub.unsubscribe();
            resolve({ chunks, text: chunks.map((c) => c.text).join('') });
          }
        },
        onError: reject,
      },
    );
  });
}

/** After a search with these preferences, the turns sent to the model for a question, and the profile summary among them. */
async function modelTurnsAfterSearch(preferences: unknown) {
  const res = await server.request('/api/housing/recommend-housing', { body: { preferences }, cookie });
  expect(res.status).toBe(200);
  reply = streamedReply(['Sure.']);
  await ask('Which neighbourhood is best for me?');
  const texts = fixture.calls[0]!.body.contents!.map((t) => t.parts[0]!.text);
  return { texts, summary: texts.find((t) => t.startsWith('Here is my profile'))! };
}

describe('Gemini writes the reply', () => {
  it('streams the model’s pieces as they come, labelled with the model', async () => {
    reply = streamedReply(['**Bandra West** is ', 'lively and ', 'well connected.'], { pauseMs: 20 });
    const answer = await ask('How do I set up utilities?');
    expect(answer.text).toBe('**Bandra West** is lively and well connected.');
    expect(answer.chunks.filter((c) => c.text).length).toBe(3);
    expect(answer.chunks.at(-1)).toMatchObject({ done: true, writer: 'Gemini (gemini-2.5-flash)', notice: null });
  });

  it('sends the spec’s settings, system instruction and seeded history, with our facts in the question', async () => {
    reply = streamedReply(['Fine.']);
    await ask('How do I set up utilities?');
    const [call] = fixture.calls;
    expect(call?.url).toMatch(/\/models\/gemini-2\.5-flash:streamGenerateContent\?alt=sse$/);
    expect(call?.headers['x-goog-api-key']).toBe('test-key');
    expect(call?.body.generationConfig).toMatchObject({
      temperature: 1,
      topP: 0.95,
      topK: 64,
      maxOutputTokens: 8192,
      responseMimeType: 'text/plain',
    });
    expect(call?.body.systemInstruction?.parts[0]?.text).toMatch(/markdown.*selected a neighbourhood.*recommended/s);
    const contents = call!.body.contents!;
    // spec §5: starts with a user turn, roles alternate, every turn has text.
    expect(contents[0]?.role).toBe('user');
    contents.forEach((turn, i) => {
      expect(turn.role).toBe(i % 2 === 0 ? 'user' : 'model');
      expect(turn.parts[0]?.text.trim()).not.toBe('');
    });
    expect(contents[1]?.parts[0]?.text).toMatch(/budget.*commute.*lifestyle.*must-haves/);
    // No profile yet: no summary turn; the earlier exchange comes before the new question.
    expect(contents.map((t) => t.parts[0]?.text).join('\n')).not.toContain('Here is my profile');
    const last = contents.at(-1)!.parts[0]!.text;
    expect(last).toMatch(/^Facts from Basera/);
    expect(last).toContain('My question: How do I set up utilities?');
    expect(last).toContain('Tell me your city');
  });

  it('adds the profile summary (only the fields present) and the neighbourhood greeting once there is a search', async () => {
    const preferences = commuterPreferences(
      'Hinjewadi, Pune',
      { driving: 20 },
      {
        userCategory: 'budget',
        lifestylePreferences: ['quiet', 'greenSpaces', 'healthy'],
        prioritizedMustHaves: [{ name: 'parks', priority: 1 }],
      },
    );
    const { texts, summary } = await modelTurnsAfterSearch(preferences);
    expect(summary).toContain('- Budget: Budget (₹10,000–₹20,000 a month)');
    expect(summary).toMatch(/- Commute: Driving, about \d+ minutes to Hinjewadi, Pune/);
    expect(summary).toContain('- Must-haves, most important first: Parks');
    expect(summary).not.toContain('Personality traits');
    const greeting = texts[texts.indexOf(summary) + 1]!;
    expect(greeting).toMatch(/these neighbourhoods fit you best/);
    // Up to three neighbourhoods, each description cut to 70 characters.
    const lines = greeting.split('\n').filter((l) => l.startsWith('- **'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line.split(': ')[1]!.split(' Nearby')[0]!.length).toBeLessThanOrEqual(71);
    expect(texts.at(-1)).toContain('Pune');
    expect(summary).not.toContain('Second workplace');
  });

  it('names a second workplace and the renter filters in the profile summary (docs/recommendation-formula.md)', async () => {
    const first = commuterPreferences('Hinjewadi, Pune', { driving: 25 });
    const preferences = {
      ...first,
      secondCommute: { ...first.commute, workAddress: 'Kharadi, Pune' },
      renterFilters: ['awayFromFloodSpots' as const],
    };
    const { summary } = await modelTurnsAfterSearch(preferences);
    expect(summary).toMatch(/- Second workplace: Driving, about \d+ minutes to Kharadi, Pune/);
    expect(summary).toContain('- Renter filters: Away from flood spots');
  });
});

describe('when the model fails, the local assistant answers', () => {
  it('on an error reply: the spec’s message, then the local answer', async () => {
    reply = { status: 500, body: { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } } };
    const answer = await ask('How do I set up utilities?');
    expect(answer.text.startsWith(`_${CHAT_ERRORS.cannotConnect}_`)).toBe(true);
    expect(answer.text).toContain('Getting each one going:');
    expect(answer.chunks.at(-1)).toMatchObject({ writer: 'local', notice: CHAT_ERRORS.cannotConnect });
  });

  it('on a reply blocked for safety', async () => {
    reply = streamedReply(['Some'], { finishReason: 'SAFETY' });
    const answer = await ask('How do I set up utilities?');
    expect(answer.text).toContain(CHAT_ERRORS.cannotConnect);
    expect(answer.text).toContain('Getting each one going:');
  });

  it('on a malformed stream (an event that is not JSON)', async () => {
    reply = { status: 200, sse: ['{"candidates": [{"content": {"parts": [{"text": "Hal'] };
    const answer = await ask('How do I set up utilities?');
    expect(answer.text).toContain(CHAT_ERRORS.cannotConnect);
    expect(answer.text).toContain('Getting each one going:');
  });

  it('on an empty reply', async () => {
    reply = streamedReply([]);
    const answer = await ask('How do I set up utilities?');
    expect(answer.text).toContain(CHAT_ERRORS.cannotConnect);
  });

  it('on a model that does not start answering in time (LLM_TIMEOUT_MS, 1 s here)', async () => {
    reply = streamedReply(['late'], { firstAfterMs: 4000 });
    const started = Date.now();
    const answer = await ask('How do I set up utilities?');
    expect(answer.text).toContain('Getting each one going:');
    expect(answer.text).toContain(CHAT_ERRORS.cannotConnect);
    expect(Date.now() - started).toBeLessThan(3500);
  });
});
