import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSONA, recordsJson, semanticMonthJson } from '../../../scripts/timeline/fixtures';
import {
  type TimelineAnalysis,
  type UploadStreamEvent,
  uploadStreamEventSchema,
} from '../../../shared/contracts/timeline';
import { signInAs } from '../../test/sign-in';
import { startTestServer, type TestServer } from '../../test/test-server';
import { writeZip } from '../../test/write-zip';
import type { FileStore } from './file-store';
import { rawCid } from './file-store/cid';
import { FileStoreError } from './file-store/file-store-error';
import { createPinataFileStore } from './file-store/pinata-file-store';

// The kept copy of an upload (spec §4's pinning banner, §7's file-pinning service): when it is stored
// the stream says so, a failure to store it is told without losing the analysis, and its owner, and
// only its owner, can download it (decrypted, under its name) and delete it.

let server: TestServer;
let cookie: string;
let localStore: FileStore;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '4', KEEP_FILE_MAX_MB: '1', PINATA_GATEWAY: 'acme.mypinata.cloud' });
  cookie = await signInAs(server, 'keeper@example.com');
  localStore = server.services.fileStore;
});
afterEach(() => {
  server.services.fileStore = localStore;
});
afterAll(() => server?.close());

const march = semanticMonthJson(14);
const april = semanticMonthJson(14, { persona: { ...DEFAULT_PERSONA, startDate: '2025-04-01' }, seed: 7 });
type Content = string | Uint8Array<ArrayBuffer>;

async function upload(files: [string, Content][], options: { keep?: boolean; as?: string } = {}) {
  const form = new FormData();
  form.set('keepFile', String(options.keep ?? true));
  for (const [name, content] of files) form.append('file', new Blob([content]), name);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: options.as ?? cookie, accept: 'application/x-ndjson' },
  });
  const events = (await response.text())
    .trim()
    .split('\n')
    .map((line) => uploadStreamEventSchema.parse(JSON.parse(line)));
  const last = events.at(-1);
  const analysis = last?.type === 'result' ? last.analysis : undefined;
  return { status: response.status, events, analysis };
}

const download = (id: string, as = cookie) =>
  fetch(`${server.url}/api/timeline/analyses/${id}/file`, { headers: as ? { cookie: as } : {} });

async function trpc(path: string, as: string, input?: unknown) {
  const response = await fetch(`${server.url}/trpc/${path}`, {
    method: input === undefined ? 'GET' : 'POST',
    headers: { cookie: as, 'content-type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { data: unknown }; error?: unknown } };
}

async function savedAnalysis(id: string): Promise<TimelineAnalysis | undefined> {
  const { body } = await trpc('timeline.list', cookie);
  const data = body.result?.data as { analyses: TimelineAnalysis[] } | undefined;
  return data?.analyses.find((a) => a.id === id);
}

const failingPut = (error: Error): FileStore => ({
  ...localStore,
  kind: localStore.kind,
  get: localStore.get.bind(localStore),
  delete: localStore.delete.bind(localStore),
  put: async () => {
    throw error;
  },
});

describe('keeping the file of an upload', () => {
  it('tells when the copy is stored: uploading, pinning, stored, then the analysis', async () => {
    const { status, events, analysis } = await upload([['2025_MARCH.json', march]]);
    expect(status).toBe(200);
    const kinds = events.map((e) => (e.type === 'progress' ? `${e.stage}` : e.type));
    const stored = kinds.indexOf('stored');
    expect(kinds[0]).toBe('uploading');
    expect(kinds[stored - 1]).toBe('pinning');
    expect(kinds.slice(stored + 1)).toEqual(['processing', 'processing', 'result']);
    const storedEvent = events[stored] as Extract<UploadStreamEvent, { type: 'stored' }>;
    expect(storedEvent.file).toEqual({
      cid: expect.stringMatching(/^bafk/),
      store: 'local',
      name: '2025_MARCH.json',
      bytes: march.length,
    });
    expect(analysis?.file).toEqual(storedEvent.file);
  });

  it('keeps a .zip as it was uploaded, and gives the same bytes back under its name', async () => {
    const zip = writeZip([
      { name: '2025_MARCH.json', content: march },
      { name: '2025_APRIL.json', content: april },
    ]);
    const { analysis } = await upload([['Semantic Location History.zip', zip]]);
    expect(analysis?.file?.name).toBe('Semantic Location History.zip');
    const res = await download(analysis!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Semantic Location History.zip"');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(zip))).toBe(true);
  });

  it('several files are analysed together but not kept, and the person is told why', async () => {
    const { events, analysis } = await upload([
      ['2025_MARCH.json', march],
      ['2025_APRIL.json', april],
    ]);
    expect(events).toContainEqual({
      type: 'not-kept',
      reason: 'several-files',
      message: 'Several files were analysed together but not kept: to keep a copy, upload them as one .zip.',
    });
    expect(events.some((e) => e.type === 'stored')).toBe(false);
    expect(analysis?.file).toBeNull();
  });

  it('a file over the keep limit is analysed, not kept, and the one-shot reply says so too', async () => {
    const form = new FormData();
    form.set('keepFile', 'true');
    form.set('file', new Blob([recordsJson(25)]), 'Records.json');
    const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
    const body = (await res.json()) as { analysis: TimelineAnalysis; notKept: unknown };
    expect(res.status).toBe(200);
    expect(body.analysis.file).toBeNull();
    expect(body.notKept).toEqual({
      reason: 'too-large',
      message: 'Your file was analysed but is larger than the 1 MB that can be kept, so it was discarded.',
    });
  });

  it('when storing fails, the analysis is saved without the file and the error reads "Failed to upload to IPFS: …"', async () => {
    server.services.fileStore = failingPut(
      new FileStoreError(
        'Failed to upload to IPFS: Pinata answered 401: Invalid/expired credentials',
        'Pinata answered 401: Invalid/expired credentials',
      ),
    );
    const { status, events, analysis } = await upload([['2025_MARCH.json', march]]);
    expect(status).toBe(200);
    expect(events).toContainEqual({
      type: 'not-kept',
      reason: 'store-failed',
      message: 'Failed to upload to IPFS: Pinata answered 401: Invalid/expired credentials',
    });
    expect(analysis?.file).toBeNull();
    expect(await savedAnalysis(analysis!.id)).toMatchObject({ id: analysis!.id, file: null });
  });

  it('a store failure of another kind is told without its internals', async () => {
    server.services.fileStore = failingPut(new Error("EACCES: permission denied, open '/srv/basera/files/x'"));
    const { events } = await upload([['2025_MARCH.json', march]]);
    const notKept = events.find((e) => e.type === 'not-kept');
    expect(notKept).toMatchObject({ message: 'Failed to upload to IPFS: the file store could not write it' });
  });

  it('a failure after the copy was stored removes the copy again', async () => {
    const zip = writeZip([
      { name: '2025_MARCH.json', content: march },
      { name: 'broken.json', content: '{"timelineObjects": [' },
    ]);
    const { events } = await upload([['history.zip', zip]]);
    const stored = events.find((e) => e.type === 'stored');
    expect(stored?.type).toBe('stored');
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'BAD_REQUEST' });
    const cid = (stored as Extract<UploadStreamEvent, { type: 'stored' }>).file.cid;
    expect(await localStore.get(cid)).toBeNull();
  });
});

describe('downloading the kept file', () => {
  let analysis: TimelineAnalysis;
  beforeAll(async () => {
    analysis = (await upload([['Zeitachse März.json', march]])).analysis!;
  });

  it('serves the decrypted file as an attachment under its original name', async () => {
    const res = await download(analysis.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Zeitachse%20M%C3%A4rz.json");
    expect(await res.text()).toBe(march);
  });

  it('only to its owner: anyone else gets the 404 of an id that does not exist', async () => {
    const other = await signInAs(server, 'someone-else@example.com');
    const theirs = await download(analysis.id, other);
    expect(theirs.status).toBe(404);
    const missing = await download('00000000-0000-4000-8000-000000000000');
    expect(await theirs.json()).toEqual(await missing.json());
    expect((await download(analysis.id, '')).status).toBe(401);
    expect((await download('not-an-id')).status).toBe(400);
  });

  it('an analysis without a kept file has nothing to download', async () => {
    const { analysis: unkept } = await upload([['2025_MARCH.json', march]], { keep: false });
    const res = await download(unkept!.id);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe('There is no kept file for this analysis.');
  });
});

describe('the kept file through Pinata (a local stand-in for the API and the gateways)', () => {
  const pinned = new Map<string, Buffer>();
  const gatewayHits: string[] = [];
  let base = '';
  const pinata = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/api/pinning/pinFileToIPFS') {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const bytes = Buffer.from(await (form.get('file') as Blob).arrayBuffer());
      const cid = (await rawCid(bytes)).toString();
      pinned.set(cid, bytes);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ IpfsHash: cid }));
    }
    if (req.method === 'DELETE' && url.startsWith('/api/pinning/unpin/')) {
      pinned.delete(url.slice('/api/pinning/unpin/'.length));
      return res.writeHead(200).end('OK');
    }
    gatewayHits.push(url.split('/')[1]!);
    if (url.startsWith('/down/')) return res.writeHead(502).end('bad gateway');
    const bytes = pinned.get(url.split('/ipfs/')[1] ?? '');
    return bytes ? res.writeHead(200).end(bytes) : res.writeHead(404).end('not found');
  }
  beforeAll(async () => {
    await new Promise<void>((resolve) => pinata.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(pinata.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => pinata.close(() => resolve())));

  const pinataStore = (publicGateways: string[]) =>
    createPinataFileStore({
      jwt: 'test-jwt',
      apiUrl: `${base}/api`,
      publicGateways,
      gateway: `${base}/provider`,
      timeoutMs: 2000,
    });

  it('downloads through the gateways in order (a public one that fails, then the next), decrypted', async () => {
    server.services.fileStore = pinataStore([`${base}/down`, `${base}/public`]);
    const { analysis } = await upload([['2025_MARCH.json', march]]);
    expect(analysis?.file).toMatchObject({ store: 'pinata', name: '2025_MARCH.json' });
    gatewayHits.length = 0;
    const res = await download(analysis!.id);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(march);
    expect(gatewayHits).toEqual(['down', 'public']);
  });

  it('when no gateway answers, the person is told to try later, without the gateways’ addresses', async () => {
    server.services.fileStore = pinataStore([`${base}/down`]);
    const { analysis } = await upload([['2025_MARCH.json', march]]);
    server.services.fileStore = createPinataFileStore({
      jwt: 'test-jwt',
      apiUrl: `${base}/api`,
      publicGateways: [`${base}/down`],
      gateway: `${base}/down`,
      timeoutMs: 2000,
    });
    const res = await download(analysis!.id);
    expect(res.status).toBe(503);
    const { error } = (await res.json()) as { error: string };
    expect(error).toBe('Your kept file could not be fetched just now: no gateway answered. Please try again later.');
  });
});

describe('deleting the kept file', () => {
  it('removes the file from the store and keeps the analysis; only for its owner', async () => {
    const { analysis } = await upload([['2025_MARCH.json', march]]);
    const cid = analysis!.file!.cid;
    const other = await signInAs(server, 'not-the-owner@example.com');
    expect((await trpc('timeline.deleteFile', other, { id: analysis!.id })).status).toBe(404);
    expect(await localStore.get(cid)).not.toBeNull();

    expect((await trpc('timeline.deleteFile', cookie, { id: analysis!.id })).status).toBe(200);
    expect(await localStore.get(cid)).toBeNull();
    expect(await savedAnalysis(analysis!.id)).toMatchObject({ id: analysis!.id, file: null });
    expect((await download(analysis!.id)).status).toBe(404);
    expect((await trpc('timeline.deleteFile', cookie, { id: analysis!.id })).status).toBe(404);
  });

  it('a store that refuses leaves everything as it was and says so', async () => {
    const { analysis } = await upload([['2025_MARCH.json', march]]);
    server.services.fileStore = {
      ...localStore,
      kind: localStore.kind,
      get: localStore.get.bind(localStore),
      put: localStore.put.bind(localStore),
      delete: async () => {
        throw new FileStoreError('Failed to unpin from IPFS: Pinata answered 500', 'Pinata answered 500');
      },
    };
    const res = await trpc('timeline.deleteFile', cookie, { id: analysis!.id });
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).toContain(
      'Your kept file could not be deleted just now: Pinata answered 500. Nothing was changed; please try again.',
    );
    server.services.fileStore = localStore;
    expect((await savedAnalysis(analysis!.id))?.file).toEqual(analysis!.file);
    expect((await download(analysis!.id)).status).toBe(200);
  });
});

describe('the gateways the error banner offers', () => {
  it('are the public gateways the server reads through, never the provider’s own', async () => {
    const { status, body } = await trpc('timeline.gateways', cookie);
    expect(status).toBe(200);
    expect(body.result?.data).toEqual({ gateways: ['https://ipfs.io', 'https://dweb.link'] });
    expect(JSON.stringify(body)).not.toContain('mypinata');
  });
});
