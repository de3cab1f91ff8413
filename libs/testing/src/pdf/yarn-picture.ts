import { crc32, deflateSync } from 'node:zlib';

export interface YarnPicture {
  width: number;
  height: number;
  /** Colour of the yarn ball, 0-360 (the background is its pale complement). */
  hue: number;
  /** A line printed under the picture in a PDF (what the picture is: "Demo picture (local test data)"). */
  caption?: string;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [r, g, b].map((value) => Math.round((value + m) * 255)) as [number, number, number];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A simple picture of a ball of yarn (a striped circle on a plain ground) as a PNG, drawn pixel by pixel: the
 * "pattern photo" of local test data and demo PDFs, so a cover can be found in them without any real photo.
 */
export function drawYarnPicture({ width, height, hue }: YarnPicture): Uint8Array {
  const ground = hsl(hue + 180, 0.35, 0.9);
  const [light, dark] = [hsl(hue, 0.65, 0.58), hsl(hue, 0.65, 0.42)];
  const radius = Math.min(width, height) * 0.36;
  const [cx, cy] = [width / 2, height / 2];
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const [dx, dy] = [x - cx, y - cy];
      const inside = dx * dx + dy * dy <= radius * radius;
      // Strands wound at an angle: stripes across the ball.
      const colour = inside ? (Math.floor((dx * 0.8 + dy) / (radius / 5)) % 2 === 0 ? light : dark) : ground;
      rows.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
