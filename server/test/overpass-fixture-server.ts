import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { OverpassElement } from '../../shared/contracts/overpass';
import { haversineKm } from '../../shared/domain/geo';
import { projectPath } from '../paths';
import { type FixtureReply, startFixtureServer } from './fixture-server';

// A local Overpass API for tests (this machine cannot reach the real one, and tests must not depend
// on it): it reads the queries Basera sends (blocks of `nwr[tag][name](around:r,lat,lng);` each
// ending in `out center tags N;`) and answers in Overpass's JSON from a fixture file, or misbehaves
// as asked: slowly, with 429 or 504 as an overloaded Overpass does, with garbage, or not at all.
//
// Run alone for a browser test or a demo: npx tsx server/test/overpass-fixture-server.ts --port 9497

export type OverpassMode = 'ok' | 'slow' | '429' | '504' | 'malformed' | 'runtime-error' | 'hang';

export const WAKAD_ELEMENTS = (
  JSON.parse(readFileSync(projectPath('server', 'test', 'fixtures', 'overpass-wakad.json'), 'utf8')) as {
    elements: OverpassElement[];
  }
).elements;

const BLOCK = /\(((?:nwr[^;]*;)+)\);out center tags (\d+);/g;
const STATEMENT = /nwr((?:\["[^"]+"="[^"]+"\])+)\["name"\]\(around:(\d+),(-?[\d.]+),(-?[\d.]+)\);/g;

/** What Overpass would answer `query` with from `elements`: each block's matches, at most N each, in id order. */
export function answerQuery(query: string, elements: readonly OverpassElement[]): OverpassElement[] {
  const answered: OverpassElement[] = [];
  for (const [, statements = '', limit = '0'] of query.matchAll(BLOCK)) {
    const found = new Map<string, OverpassElement>();
    for (const [, selectors = '', radius = '0', lat = '0', lng = '0'] of statements.matchAll(STATEMENT)) {
      const wanted = [...selectors.matchAll(/\["([^"]+)"="([^"]+)"\]/g)].map(([, k, v]) => [k!, v!] as const);
      const centre = { lat: Number(lat), lng: Number(lng) };
      for (const element of elements) {
        const tags = element.tags ?? {};
        const point = { lat: element.lat ?? element.center?.lat ?? 0, lng: element.lon ?? element.center?.lon ?? 0 };
        if (!tags.name || !wanted.every(([k, v]) => tags[k] === v)) continue;
        if (haversineKm(centre, point) * 1000 > Number(radius)) continue;
        found.set(`${element.type}/${element.id}`, element);
      }
    }
    answered.push(...[...found.values()].sort((a, b) => a.id - b.id).slice(0, Number(limit)));
  }
  return answered;
}

export async function startOverpassFixture(
  options: { elements?: readonly OverpassElement[]; mode?: OverpassMode; slowMs?: number; port?: number } = {},
) {
  const elements = options.elements ?? WAKAD_ELEMENTS;
  let mode: OverpassMode = options.mode ?? 'ok';
  const reply = (query: string): FixtureReply => {
    switch (mode) {
      case 'hang':
        return { hang: true };
      case '429':
        return { status: 429, text: '<html><body><p>Rate limit exceeded</p></body></html>' };
      case '504':
        return { status: 504, text: '<html><body><p>Gateway Timeout</p></body></html>' };
      case 'malformed':
        return { text: '{"elements": [ {"type": "node", "id": 1,' };
      case 'runtime-error':
        return {
          json: { elements: [], remark: 'runtime error: Query timed out in "query" at line 1 after 10 seconds.' },
        };
      default:
        return {
          json: { version: 0.6, generator: 'Overpass API (Basera fixture)', elements: answerQuery(query, elements) },
          delayMs: mode === 'slow' ? (options.slowMs ?? 3000) : 0,
        };
    }
  };
  const server = await startFixtureServer(
    (call) => reply(new URLSearchParams(call.body).get('data') ?? ''),
    options.port,
  );
  return {
    ...server,
    url: `${server.url}/api/interpreter`,
    /** The queries asked, in order (the probe's included). */
    queries: () => server.calls.map((c) => new URLSearchParams(c.body).get('data') ?? ''),
    setMode(next: OverpassMode) {
      mode = next;
    },
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '9497' } } });
  const fixture = await startOverpassFixture({ port: Number(values.port) });
  console.log(`Overpass fixture at ${fixture.url}`);
}
