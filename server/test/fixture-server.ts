import { createServer, type IncomingMessage } from 'node:http';

// A local stand-in for an outside HTTP API (Overpass, Google Places…), answering in the shape of its
// recorded replies: this machine cannot reach them, and tests must not depend on them anyway.

export interface FixtureCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A reply: JSON (or raw text), a status, and optionally a delay or no answer at all. */
export type FixtureReply = { status?: number; json?: unknown; text?: string; delayMs?: number; hang?: boolean };

export async function startFixtureServer(answer: (call: FixtureCall) => FixtureReply, port = 0) {
  const calls: FixtureCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const reply = answer(call);
      if (reply.hang) return; // never answers: the client's timeout must end it
      setTimeout(() => {
        const text = reply.text ?? JSON.stringify(reply.json ?? {});
        res.writeHead(reply.status ?? 200, {
          'content-type': reply.text === undefined ? 'application/json' : 'text/html',
        });
        res.end(text);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
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
