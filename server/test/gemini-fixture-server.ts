import { createServer, type IncomingMessage } from 'node:http';

// A local stand-in for the Gemini API (generativelanguage.googleapis.com) that answers in the shape
// of its recorded generateContent replies; this machine cannot reach Google. Each test decides the
// reply from the request.

export type GeminiCall = { url: string; headers: IncomingMessage['headers']; body: GenerateContentBody };
export type GenerateContentBody = {
  contents?: { role: string; parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
  generationConfig?: Record<string, unknown>;
};
export type GeminiReply = { status: number; body: unknown };

/** A generateContent reply whose one candidate says `text`. */
export const candidateReply = (text: string): GeminiReply => ({
  status: 200,
  body: {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 40, totalTokenCount: 160 },
    modelVersion: 'gemini-2.5-flash',
  },
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
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
