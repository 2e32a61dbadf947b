/**
 * A zip archive (deflate) from files in memory: the sandbox's Apple Wallet passes, and the
 * WordPress plugin's upload (scripts/wordpress-plugin.ts), with no dependency and no `zip`
 * binary (which a clean machine may lack).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * `date` (UTC) as a zip entry's DOS time and date, to the even second. One date for every file
 * keeps the archive the same for the same files; a new one for each version matters, for
 * `unzip` over an installed copy keeps it, and PHP's opcache, which compares file times, would
 * go on running the old code if every version said the same time.
 */
export function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date:
      ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export function zipFiles(entries: ZipEntry[], modified: Date): Buffer {
  const dos = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt16LE(dos.time, at + 6);
      header.writeUInt16LE(dos.date, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(compressed.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    locals.push(local, fileName, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by: Unix, 3.0
    common(central, 6);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
