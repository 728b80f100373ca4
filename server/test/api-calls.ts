import { APP_ERROR_STATUS, type AppErrorCode } from '../../shared/errors/app-error-codes';
import { openWsClient } from './ws-client';

// Calls for tests that try every route the same way (authorisation, input fuzzing): REST, tRPC over
// HTTP and tRPC subscriptions over the WebSocket, each with a time limit, so that a hang is a
// failure rather than a stuck run, and each answering { status, body }.

export interface ApiReply {
  status: number;
  /** The JSON body (the text when it is not JSON). */
  body: unknown;
  /** The body as sent, for searching. */
  text: string;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** A JSON value, sent as JSON. */
  json?: unknown;
  /** A body sent as it is (with `contentType`, JSON by default). */
  raw?: string | FormData;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export async function callApi(baseUrl: string, call: ApiCall): Promise<ApiReply> {
  const headers = new Headers(call.headers);
  if (call.cookie) headers.set('cookie', call.cookie);
  let body: string | FormData | undefined = call.raw;
  if (call.json !== undefined) body = JSON.stringify(call.json);
  if (typeof body === 'string') headers.set('content-type', call.contentType ?? 'application/json');
  const timeoutMs = call.timeoutMs ?? 10_000;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no reply within ${timeoutMs} ms` : String(error);
    throw new Error(`${call.method} ${call.path.slice(0, 120)}: ${reason}`, { cause: error });
  }
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, text };
}

/**
 * A tRPC procedure over HTTP, as the browser's client calls it without batching: a query is a GET
 * with `?input=`, a mutation a POST with the input as the body. `rawInput` is sent as it is.
 */
export function callTrpc(
  baseUrl: string,
  path: string,
  type: 'query' | 'mutation',
  options: { input?: unknown; rawInput?: string; cookie?: string; timeoutMs?: number } = {},
): Promise<ApiReply> {
  const raw = options.rawInput ?? (options.input === undefined ? undefined : JSON.stringify(options.input));
  const common = { cookie: options.cookie, timeoutMs: options.timeoutMs };
  if (type === 'query') {
    const query = raw === undefined ? '' : `?input=${encodeURIComponent(raw)}`;
    return callApi(baseUrl, { method: 'GET', path: `/trpc/${path}${query}`, ...common });
  }
  return callApi(baseUrl, { method: 'POST', path: `/trpc/${path}`, raw: raw ?? '', ...common });
}

/** A tRPC error's code as the app sets it (`data.appCode`), from an HTTP or WebSocket error. */
export function appCodeOf(body: unknown): AppErrorCode | undefined {
  return (body as { error?: { data?: { appCode?: AppErrorCode } } } | null)?.error?.data?.appCode;
}

type Subscribable = {
  subscribe(
    input: unknown,
    handlers: { onData(data: unknown): void; onError(error: unknown): void; onComplete(): void },
  ): { unsubscribe(): void };
};

/**
 * The first event of a subscription over the WebSocket (status 200, body `{ data }`), or its error
 * (the status of its app code, body `{ error: { message, data } }` as over HTTP).
 */
export async function subscribeFirst(
  baseUrl: string,
  path: string,
  input: unknown,
  options: { cookie?: string; timeoutMs?: number } = {},
): Promise<ApiReply> {
  const ws = openWsClient(baseUrl, options.cookie ? { cookie: options.cookie } : {});
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ws.client);
  const timeoutMs = options.timeoutMs ?? 10_000;
  try {
    const body = await new Promise<{ data: unknown } | { error: { message: string; data: unknown } }>(
      (resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${path}: no event within ${timeoutMs} ms`)), timeoutMs);
        const sub = (procedure as Subscribable).subscribe(input, {
          onData: (data) => {
            clearTimeout(timer);
            resolve({ data }); // before unsubscribing, which completes the subscription
            sub.unsubscribe();
          },
          onError: (error) => {
            clearTimeout(timer);
            const { message, data } = error as { message: string; data: unknown };
            resolve({ error: { message, data } });
          },
          onComplete: () => {
            clearTimeout(timer);
            reject(new Error(`${path}: ended without an event`));
          },
        });
      },
    );
    const code = 'error' in body ? appCodeOf(body) : undefined;
    const status = 'error' in body ? (code ? APP_ERROR_STATUS[code] : 500) : 200;
    return { status, body, text: JSON.stringify(body) };
  } finally {
    ws.close();
  }
}
