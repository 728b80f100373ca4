import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { zipFiles } from './gtfs-zip';

function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('zipFiles', () => {
  it('writes a zip that a zip reader opens to the same files, names and text in UTF-8', async () => {
    const files = {
      'stops.txt': 'stop_id,stop_name\nchennai-beach,Chennai Beach\n',
      'agency.txt': `agency_name\n${'Basera – a long line, '.repeat(200)}\n`,
      'notes-ünïcode.txt': 'श्री\n',
    };
    expect(await unzip(zipFiles(files))).toEqual(files);
  });

  it('gives the same bytes for the same files', () => {
    const files = { 'a.txt': 'x\n' };
    expect(zipFiles(files).equals(zipFiles(files))).toBe(true);
  });
});
