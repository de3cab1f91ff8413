import { sniffImageType } from './image-type.js';

describe('sniffImageType', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...Buffer.from('GIF89a')], 'image/gif'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'image/webp'],
    [[...Buffer.from('hello, not a png')], null],
    [[0x89, 0x50], null],
  ])('reads %p as %p', (bytes, type) => {
    expect(sniffImageType(Buffer.from(bytes))).toBe(type);
  });
});
