import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

// A local stand-in for the Gemini API (generativelanguage.googleapis.com) that answers in the shape
// of its recorded generateContent replies; this machine cannot reach Google. Each test decides the
// reply from the request.

export type GeminiCall = { url: string; headers: IncomingMessage['headers']; body: GenerateContentBody };
export type GenerateContentBody = {
  contents?: { role: string; parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
  generationConfig?: Record<string, unknown>;
};
export type GeminiReply =
  | { status: number; body: unknown }
  | { status: number; sse: unknown[]; pauseMs?: number; firstAfterMs?: number };

/** A generateContent reply whose one candidate says `text`. */
export const candidateReply = (text: string): { status: number; body: unknown } => ({
  status: 200,
  body: {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 40, totalTokenCount: 160 },
    modelVersion: 'gemini-2.5-flash',
  },
});

/**
 * A streamGenerateContent reply (`?alt=sse`): one `data:` event per piece, each a whole
 * GenerateContentResponse, the last with finishReason STOP; `finishReason` overrides it (SAFETY…).
 */
export const streamedReply = (
  pieces: string[],
  options: { finishReason?: string; pauseMs?: number; firstAfterMs?: number } = {},
): GeminiReply => ({
  status: 200,
  pauseMs: options.pauseMs,
  firstAfterMs: options.firstAfterMs,
  sse: pieces.map((text, i) => ({
    candidates: [
      {
        content: { role: 'model', parts: [{ text }] },
        index: 0,
        ...(i === pieces.length - 1 ? { finishReason: options.finishReason ?? 'STOP' } : {}),
      },
    ],
    usageMetadata: { promptTokenCount: 900, candidatesTokenCount: 12 * (i + 1), totalTokenCount: 912 + 12 * i },
    modelVersion: 'gemini-2.5-flash',
  })),
});

export async function startGeminiFixture(answer: (call: GeminiCall) => GeminiReply) {
  const calls: GeminiCall[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const call = { url: req.url ?? '', headers: req.headers, body: JSON.parse(data || '{}') as GenerateContentBody };
      calls.push(call);
      const reply = answer(call);
      if ('sse' in reply) {
        void sendEvents(res, reply.status, reply.sse, reply.pauseMs ?? 0, reply.firstAfterMs ?? 0);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Server-sent events as Gemini sends them: `data: <json>` and a blank line, with a pause between. */
async function sendEvents(
  res: ServerResponse,
  status: number,
  events: unknown[],
  pauseMs: number,
  firstAfterMs: number,
) {
  res.writeHead(status, { 'content-type': 'text/event-stream' });
  res.flushHeaders();
  if (firstAfterMs) await new Promise((resolve) => setTimeout(resolve, firstAfterMs));
  for (const event of events) {
    if (res.destroyed) return;
    // A string is sent as it is: a malformed event.
    res.write(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\r\n\r\n`);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  res.end();
}
