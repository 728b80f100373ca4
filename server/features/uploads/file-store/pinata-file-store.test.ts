import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCid } from './cid';
import { createPinataFileStore } from './pinata-file-store';

// A local stand-in for api.pinata.cloud and three gateways, replying the way the real ones do (recorded
// shapes: {"IpfsHash","PinSize","Timestamp"} and {"error":{"reason","details"}}).

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  form?: FormData;
}

const bytes = new TextEncoder().encode('sealed location history');
const JWT = 'test-jwt';
const requests: Recorded[] = [];
let cid = '';
let base = '';
const server = createServer((req, res) => void handle(req, res));

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = req.url ?? '';
  const recorded: Recorded = { method: req.method ?? '', url, authorization: req.headers.authorization };
  requests.push(recorded);
  const json = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
  if (url.startsWith('/api/')) {
    if (req.headers.authorization !== `Bearer ${JWT}`) {
      return json(401, { error: { reason: 'INVALID_CREDENTIALS', details: 'Invalid/expired credentials' } });
    }
    if (req.method === 'POST' && url === '/api/pinning/pinFileToIPFS') {
      recorded.form = await new Response(body, {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      return json(200, { IpfsHash: cid, PinSize: 123, Timestamp: '2025-01-15T10:00:00.000Z' });
    }
    if (req.method === 'DELETE' && url === `/api/pinning/unpin/${cid}`) return res.writeHead(200).end('OK');
    if (req.method === 'DELETE') {
      return json(400, { error: { reason: 'CURRENT_USER_HAS_NOT_PINNED_CID', details: 'not pinned' } });
    }
  }
  if (url === `/down/ipfs/${cid}`) return res.writeHead(500).end('gateway error');
  if (url === `/public/ipfs/${cid}` || url === `/provider/ipfs/${cid}`) return res.writeHead(200).end(bytes);
  if (url === `/liar/ipfs/${cid}`) return res.writeHead(200).end('not the pinned bytes');
  return res.writeHead(404).end('not found');
}

beforeAll(async () => {
  cid = (await rawCid(bytes)).toString();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function store(overrides: { jwt?: string; publicGateways?: string[]; gateway?: string } = {}) {
  return createPinataFileStore({
    jwt: JWT,
    apiUrl: `${base}/api`,
    publicGateways: [`${base}/down`, `${base}/public/`],
    gateway: `${base}/provider/ipfs`,
    timeoutMs: 2000,
    ...overrides,
  });
}

function since(start: number) {
  return requests.slice(start);
}

describe('Pinata file store', () => {
  it('pins with pinFileToIPFS: Bearer JWT, file + pinataMetadata + pinataOptions, reply IpfsHash', async () => {
    const start = requests.length;
    expect(await store().put(bytes, { name: 'history.json.enc', userId: 'user-7' })).toEqual({ cid });
    const [pin] = since(start);
    expect(pin).toMatchObject({ method: 'POST', url: '/api/pinning/pinFileToIPFS', authorization: `Bearer ${JWT}` });
    const form = pin!.form!;
    expect([...new Set(form.keys())].sort()).toEqual(['file', 'pinataMetadata', 'pinataOptions']);
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(bytes);
    expect(JSON.parse(String(form.get('pinataMetadata')))).toEqual({
      name: 'history.json.enc',
      keyvalues: { userId: 'user-7' },
    });
    expect(JSON.parse(String(form.get('pinataOptions')))).toEqual({ cidVersion: 1 });
  });

  it('turns a 401 into “Failed to upload to IPFS: …” with Pinata’s reason', async () => {
    await expect(store({ jwt: 'expired' }).put(bytes, { name: 'x', userId: 'u' })).rejects.toThrow(
      'Failed to upload to IPFS: Pinata answered 401: Invalid/expired credentials',
    );
  });

  it('reads through the public gateways in order, then the provider gateway, without the JWT', async () => {
    const start = requests.length;
    expect(await store().get(cid)).toEqual(bytes);
    expect(since(start).map((r) => r.url)).toEqual([`/down/ipfs/${cid}`, `/public/ipfs/${cid}`]);
    expect(since(start).every((r) => r.authorization === undefined)).toBe(true);

    const fallback = requests.length;
    const onlyProvider = store({ publicGateways: [`${base}/down`, `${base}/liar`] });
    expect(await onlyProvider.get(cid)).toEqual(bytes);
    expect(since(fallback).map((r) => r.url)).toEqual([
      `/down/ipfs/${cid}`,
      `/liar/ipfs/${cid}`,
      `/provider/ipfs/${cid}`,
    ]);
  });

  it('answers null when every gateway says not found, and throws when they are failing', async () => {
    const missing = (await rawCid(new TextEncoder().encode('never pinned'))).toString();
    expect(await store().get(missing)).toBeNull();
    const broken = store({ publicGateways: [`${base}/down`], gateway: 'http://127.0.0.1:1' });
    await expect(broken.get(cid)).rejects.toThrow(/^Failed to fetch from IPFS: .*down: HTTP 500/);
  });

  it('unpins with DELETE /pinning/unpin/{cid}, and an already-unpinned CID is fine', async () => {
    const start = requests.length;
    await store().delete(cid);
    expect(since(start)).toEqual([
      { method: 'DELETE', url: `/api/pinning/unpin/${cid}`, authorization: `Bearer ${JWT}` },
    ]);
    const other = (await rawCid(new TextEncoder().encode('other'))).toString();
    await expect(store().delete(other)).resolves.toBeUndefined();
    await expect(store({ jwt: 'expired' }).delete(cid)).rejects.toThrow(
      'Failed to unpin from IPFS: Pinata answered 401: Invalid/expired credentials',
    );
  });
});
