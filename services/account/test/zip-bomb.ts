import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip of `entries`, each either bytes (stored) or `{ zeros }`: that many zero bytes deflated as they stream
 * (a zip bomb of a few MB for gigabytes, made without holding them).
 */
export async function writeZip(entries: Record<string, Buffer | { zeros: number }>): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    let data: Buffer;
    let crc = 0;
    let size: number;
    let method: number;
    if (Buffer.isBuffer(content)) {
      data = content;
      crc = crc32(content);
      size = content.length;
      method = 0;
    } else {
      const deflate = createDeflateRaw({ level: 9 });
      const out: Buffer[] = [];
      deflate.on('data', (chunk: Buffer) => out.push(chunk));
      const block = Buffer.alloc(1024 * 1024);
      for (let left = content.zeros; left > 0; left -= block.length) {
        const piece = left >= block.length ? block : block.subarray(0, left);
        crc = crc32(piece, crc);
        if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
      }
      await new Promise((resolve) => deflate.end(resolve));
      data = Buffer.concat(out);
      size = content.zeros;
      method = 8;
    }
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(method, 8);
    header.writeUInt32LE(crc >>> 0, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size >>> 0, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size >>> 0, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
