import { photoUrlAllowed, stashPhotoOf } from './ravelry-stash-photos.js';
import { toExternalEntry, type StashShow } from './ravelry-stash.js';

const photo = (id: number, sortOrder: number, sizes: Record<string, string | null> = {}) => ({
  id,
  sort_order: sortOrder,
  medium2_url: `https://images4-g.ravelry.com/uploads/knitter/${id}/m2.jpg`,
  medium_url: `https://images4-g.ravelry.com/uploads/knitter/${id}/m.jpg`,
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
      url: 'https://images4-g.ravelry.com/uploads/knitter/7/m2.jpg',
    });
    expect(toExternalEntry(shown, null).photo_key).toBe('7');
  });

  it('falls back to first_photo and to the next smaller size, and is none without a photo or a URL', () => {
    const listed = entry({
      first_photo: photo(5, 1, {
        medium2_url: null,
        medium_url: null,
        small2_url: 'https://images4-g.ravelry.com/s2.jpg',
      }),
    });
    expect(stashPhotoOf(listed)).toEqual({ key: '5', url: 'https://images4-g.ravelry.com/s2.jpg' });
    expect(stashPhotoOf(entry({ photos: [] }))).toBeNull();
    expect(toExternalEntry(entry({ photos: null, first_photo: null }), null).photo_key).toBeNull();
    const bare = photo(6, 1, { medium2_url: null, medium_url: null });
    expect(stashPhotoOf(entry({ photos: [bare] }))).toBeNull();
  });

  it("is fetched only from Ravelry's hosts over https or the origin the app signs in at", () => {
    const origin = 'http://127.0.0.1:4100';
    expect(photoUrlAllowed('https://images4-g.ravelry.com/uploads/a.jpg', origin)).toBe(true);
    expect(photoUrlAllowed('https://ravelry.com/a.jpg', origin)).toBe(true);
    expect(photoUrlAllowed('http://127.0.0.1:4100/photos/1/medium2.png', origin)).toBe(true);
    expect(photoUrlAllowed('http://images4-g.ravelry.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('https://evilravelry.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('https://ravelry.com.evil.example/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('http://127.0.0.1:5432/', origin)).toBe(false);
    expect(photoUrlAllowed('http://169.254.169.254/latest/meta-data', origin)).toBe(false);
    expect(photoUrlAllowed('https://user:pw@images4-g.ravelry.com/a.jpg', origin)).toBe(false);
    expect(photoUrlAllowed('javascript:alert(1)', origin)).toBe(false);
    expect(photoUrlAllowed('not a url', origin)).toBe(false);
  });
});
