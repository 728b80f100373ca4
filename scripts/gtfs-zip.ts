import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A GTFS feed is a zip of its .txt files at the top level. This writes one (deflated, UTF-8 names,
 * every entry dated 1980-01-01 so that the same files give the same bytes) without a dependency:
 * the format's three records are short, and the project reads zips with yauzl already.
 */
export function zipFiles(files: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: deflate
      header.writeUInt16LE(UTF8_NAMES, at + 2);
      header.writeUInt16LE(DEFLATE, at + 4);
      header.writeUInt16LE(0, at + 6); // time 00:00
      header.writeUInt16LE(DOS_1980_01_01, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(packed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    local.writeUInt16LE(0, 28); // no extra field
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: version 2.0
    common(central, 6);
    central.writeUInt32LE(offset, 42); // the rest (extra, comment, disk, attributes) is zero
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(files).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const DOS_1980_01_01 = (0 << 9) | (1 << 5) | 1;
