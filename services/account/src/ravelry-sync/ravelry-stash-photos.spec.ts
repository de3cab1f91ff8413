import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchStashPhoto, photoUrlAllowed, StashPhotoError, stashPhotoOf } from './ravelry-stash-photos.js';
import { toExternalEntry, type StashShow } from './ravelry-stash.js';

const photo = (id: number, sortOrder: number, sizes: Record<string, string | null> = {}) => ({
  id,
  sort_order: sortOrder,
  medium2_url: `https://images4-g.ravelrycache.com/uploads/knitter/${id}/m2.jpg`,
  medium_url: `https://images4-g.ravelrycache.com/uploads/knitter/${id}/m.jpg`,
  small2_url: null,
  small_url: null,
  ...sizes,
});
const entry = (extra: Partial<StashShow>): StashShow => ({
  id: 42,
  name: 'Rios',
  colorway_name: 'Azul',
  dye_lot: null,
  handspun: false,
  yarn: null,
  packs: [],
  ...extra,
});

describe("a Ravelry stash entry's photo", () => {
  it("is the first of the entry's photos in Ravelry's order, at 640 px, by Ravelry's photo id", () => {
    const shown = entry({ photos: [photo(9, 2), photo(7, 1)], first_photo: photo(9, 2) });
    expect(stashPhotoOf(shown)).toEqual({
      key: '7',
      url: 'https://images4-g.ravelrycache.com/uploads/knitter/7/m2.jpg',
    });
    expect(toExternalEntry(shown, null).photo_key).toBe('7');
  });

  it('falls back to first_photo and to the next smaller size, and is none without a photo or a URL', () => {
    const listed = entry({
      first_photo: photo(5, 1, {
        medium2_url: null,
        medium_url: null,
        small2_url: 'https://images4-g.ravelrycache.com/s2.jpg',
      }),
    });
    expect(stashPhotoOf(listed)).toEqual({ key: '5', url: 'https://images4-g.ravelrycache.com/s2.jpg' });
    expect(stashPhotoOf(entry({ photos: [] }))).toBeNull();
    expect(toExternalEntry(entry({ photos: null, first_photo: null }), null).photo_key).toBeNull();
    const bare = photo(6, 1, { medium2_url: null, medium_url: null });
    expect(stashPhotoOf(entry({ photos: [bare] }))).toBeNull();
  });

  it("is fetched only from Ravelry's hosts over https or the origin the app signs in at", () => {
    const origin = 'http://127.0.0.1:4100';
    expect(photoUrlAllowed('https://images4-g.ravelrycache.com/uploads/a.jpg', origin)).toBe(true);
    expect(photoUrlAllowed('https://ravelry.com/a.jpg', origin)).toBe(true);
    expect(photoUrlAllowed('https://images4-g-cdn.ravelrycache.com/uploads/a_medium2.jpg', origin)).toBe(
      true,
    );
    expect(photoUrlAllowed('https://www.ravelry.com/a.jpg', origin)).toBe(true);
    expect(photoUrlAllowed('https://ravelrycache.com.evil.example/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('https://notravelrycache.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('http://127.0.0.1:4100/photos/1/medium2.png', origin)).toBe(true);
    expect(photoUrlAllowed('http://images4-g.ravelrycache.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('https://evilravelry.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('https://ravelry.com.evil.example/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('http://127.0.0.1:5432/', origin)).toBe(false);
    expect(photoUrlAllowed('http://169.254.169.254/latest/meta-data', origin)).toBe(false);
    expect(photoUrlAllowed('https://user:pw@images4-g.ravelrycache.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('javascript:alert(1)', origin)).toBe(false);
    expect(photoUrlAllowed('not a url', origin)).toBe(false);
  });

  describe('its download', () => {
    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    let server: Server;
    let origin = '';
    beforeAll(async () => {
      server = createServer((request, response) => {
        const to: Record<string, string> = {
          '/moved': '/photo.png',
          '/away': 'http://169.254.169.254/latest/meta-data',
          '/loop': '/loop',
        };
        if (to[request.url!]) response.writeHead(302, { location: to[request.url!] }).end();
        else if (request.url === '/photo.png')
          response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        else response.writeHead(503).end('down');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('follows a redirect to an allowed address, and refuses one elsewhere, a loop and an error', async () => {
      const photo = await fetchStashPhoto(`${origin}/moved`, origin);
      expect(Buffer.from(photo.data).equals(PNG)).toBe(true);
      expect(photo.type).toBe('image/png');
      await expect(fetchStashPhoto(`${origin}/away`, origin)).rejects.toThrow(/refused: http:\/\/169\.254/);
      await expect(fetchStashPhoto(`${origin}/loop`, origin)).rejects.toThrow(/too many redirects/);
      await expect(fetchStashPhoto(`${origin}/down`, origin)).rejects.toBeInstanceOf(StashPhotoError);
      await expect(fetchStashPhoto('http://127.0.0.1:9/x.png', origin)).rejects.toThrow(/refused/);
    });
  });
});
