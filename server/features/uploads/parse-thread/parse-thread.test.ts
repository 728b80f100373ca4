import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { onDeviceIosJson, recordsJson } from '../../../../scripts/timeline/fixtures';
import { TimelineFormatError, TimelineReader } from '../../../../shared/domain/timeline/analyze-timeline';
import { AnalyzerFeed } from '../analyzer-feed';
import { ParseThread } from './parse-thread';

// The parse thread reads an upload exactly as the main thread would, and its failures reach the
// upload: the person's format errors as themselves, a dying thread as an error, never a hang.

const thread = new ParseThread();
afterAll(() => thread.stop());

const encoder = new TextEncoder();
function chunksOf(text: string, size: number): Uint8Array[] {
  const bytes = encoder.encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

function readHere(files: string[]) {
  const reader = new TimelineReader();
  files.forEach((file, i) => {
    if (i) reader.nextFile();
    reader.push(file);
  });
  return reader.finish();
}

async function readInThread(files: string[], size = 64 * 1024) {
  const reading = thread.open();
  try {
    for (const [i, file] of files.entries()) {
      if (i) reading.nextFile();
      for (const chunk of chunksOf(file, size)) await reading.push(chunk);
    }
    return await reading.finish();
  } finally {
    reading.close();
  }
}

describe('the parse thread', () => {
  it('reads a history to the same counts as the main thread, chunked however it arrives', async () => {
    const records = recordsJson(40);
    const expected = readHere([records]);
    expect(expected.stats.events).toBeGreaterThan(100);
    expect(await readInThread([records])).toEqual(expected);
    expect(await readInThread([records], 997)).toEqual(expected);
  });

  it('reads several files of one upload as one, and several uploads at once independently', async () => {
    const ios = onDeviceIosJson(20);
    const records = recordsJson(20);
    const [a, b] = await Promise.all([readInThread([ios, ios]), readInThread([records])]);
    expect(a).toEqual(readHere([ios, ios]));
    expect(b).toEqual(readHere([records]));
  });

  it("passes the person's format errors back as format errors, with the same words", async () => {
    const settings = JSON.stringify({ deviceSettings: [] });
    let here: unknown;
    try {
      readHere([settings]);
    } catch (error) {
      here = error;
    }
    const there = await readInThread([settings]).catch((error: unknown) => error);
    expect(there).toBeInstanceOf(TimelineFormatError);
    expect((there as Error).message).toBe((here as Error).message);
  });

  it('fails every open reading when the thread dies, and starts a new one for the next upload', async () => {
    let spawned = 0;
    // A thread that dies at the first message it gets.
    const dying = new ParseThread(() => {
      spawned += 1;
      return new Worker(
        "require('node:worker_threads').parentPort.on('message', () => { throw new Error('out of memory') })",
        { eval: true },
      );
    });
    const reading = dying.open();
    const failed = reading.push(encoder.encode('{"locations": []}')).then(() => reading.finish());
    await expect(failed).rejects.toThrow(/out of memory|exited/);
    dying.open().close();
    expect(spawned).toBe(2);
    await dying.stop();
  });
});

describe('the upload feed', () => {
  it('reads small uploads here and large or unsized ones in the parse thread', async () => {
    const records = recordsJson(10);
    const bytes = encoder.encode(records);
    const feedFor = (expected: number | null) => {
      const feed = new AnalyzerFeed(1024 * 1024, () => thread);
      feed.expect(expected);
      return feed;
    };
    const small = feedFor(bytes.length);
    const large = feedFor(2 * 1024 * 1024);
    const unsized = feedFor(null);
    for (const feed of [small, large, unsized]) {
      feed.startFile();
      await feed.push(bytes);
    }
    expect([small.where, large.where, unsized.where]).toEqual(['here', 'parse thread', 'parse thread']);
    const readings = await Promise.all([small.end(), large.end(), unsized.end()]);
    for (const feed of [small, large, unsized]) feed.close();
    expect(readings[1]).toEqual(readings[0]);
    expect(readings[2]).toEqual(readings[0]);
  });
});
