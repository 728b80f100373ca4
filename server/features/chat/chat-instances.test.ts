import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../../shared/contracts/chat';
import { startGeminiFixture, streamedReply } from '../../test/gemini-fixture-server';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { openWsClient } from '../../test/ws-client';

// Scale-out: two server instances on one database. A reply being written by one is
// resumed on the other (a reconnect reaching another instance behind a load balancer), from the
// text the writer saves as it goes; the session and the history are the database's, not a process's.

let fixture: Awaited<ReturnType<typeof startGeminiFixture>>;
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  // A model that writes slowly: six pieces, 300 ms apart.
  fixture = await startGeminiFixture(() =>
    streamedReply(['One. ', 'Two. ', 'Three. ', 'Four. ', 'Five. ', 'Six.'], { pauseMs: 300 }),
  );
  const env = { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fixture.url };
  first = await startTestServer(env);
  second = await startTestServer(env, { database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await fixture?.close();
});

describe('a reply resumed on another instance', () => {
  it('continues from the last event id without losing or repeating text', async () => {
    const cookie = await signInAs(first, 'two.instances@example.com');
    const id = randomUUID();
    const text = 'How do I set up utilities?';

    // On the first instance: the first two pieces, then the connection drops.
    const a = openWsClient(first.url, { cookie });
    const before: { id: string; data: ChatChunk }[] = [];
    await new Promise<void>((resolve, reject) => {
      const sub = a.client.chat.ask.subscribe(
        { id, text },
        {
          onData: (event) => {
            before.push(event as { id: string; data: ChatChunk });
            if (before.length === 2) {
              sub.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    await a.close();

    // The browser reconnects, and the balancer sends it to the second instance.
    const b = openWsClient(second.url, { cookie });
    const after: ChatChunk[] = [];
    await new Promise<void>((resolve, reject) => {
      const sub = b.client.chat.ask.subscribe(
        { id, text, lastEventId: before.at(-1)!.id },
        {
          onData: ({ data }) => {
            after.push(data);
            if (data.done) {
              sub.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    await b.close();

    const whole = [...before.map((e) => e.data), ...after].map((c) => c.text).join('');
    expect(whole).toBe('One. Two. Three. Four. Five. Six.');
    expect(after.length).toBeGreaterThan(1); // it streamed there too, not all at once at the end
    // One question, one reply, stored once, visible from either instance.
    const history = await second.request('/trpc/chat.history', { cookie });
    const messages = (history.body as { result: { data: { messages: { text: string; sender: string }[] } } }).result
      .data.messages;
    expect(messages.map((m) => m.sender)).toEqual(['user', 'bot']);
    expect(messages[1]!.text).toBe(whole);
    expect(fixture.calls).toHaveLength(1);
  });
});
