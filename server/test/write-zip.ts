import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  content: string | Uint8Array;
  /** Deflate (the default, as Takeout does) or store. */
  method?: 'deflate' | 'store';
}

/**
 * A small zip writer for tests, so the upload tests can build the archives they send. With
 * `dataDescriptors`, sizes and CRCs follow each entry instead of preceding it, as zips written in one
 * pass (streamed) have them: the case that readers scanning the bytes can get wrong.
 */
export function writeZip(
  entries: ZipEntryInput[],
  options: { dataDescriptors?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const plain = Buffer.from(entry.content);
    const deflate = entry.method !== 'store';
    const data = deflate ? deflateRawSync(plain) : plain;
    const crc = crc32(plain);
    const method = deflate ? 8 : 0;
    const flags = 0x0800 | (options.dataDescriptors ? 0x0008 : 0); // UTF-8 names
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(0, 10); // time
    header.writeUInt16LE(0x5a21, 12); // 2025-01-01
    if (!options.dataDescriptors) {
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(plain.length, 22);
    }
    header.writeUInt16LE(name.length, 26);
    const parts = [header, name, data];
    if (options.dataDescriptors) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(plain.length, 12);
      parts.push(descriptor);
    }
    const local = Buffer.concat(parts);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5a21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
