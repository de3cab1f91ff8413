import { apiPath } from './api-path.js';

describe('apiPath', () => {
  it("gives the controller's route and the client's path from one pattern", () => {
    const photo = apiPath('/yarn/:id/photos/:photoId/cover');
    expect(photo.route).toBe('/yarn/:id/photos/:photoId/cover');
    expect(photo('8c1e', 'f00d')).toBe('/yarn/8c1e/photos/f00d/cover');
    expect(apiPath('/scraper/targets/:id')(12)).toBe('/scraper/targets/12');
    // Typecheck: a call without a value for each parameter does not compile.
    // @ts-expect-error one value for each parameter
    void (() => photo('8c1e'));
  });

  it('encodes the values only when asked to', () => {
    expect(apiPath('/deals/timeline/:brand', { encode: true })('Cascade / 220')).toBe(
      '/deals/timeline/Cascade%20%2F%20220',
    );
    expect(apiPath('/yarn/:id')('a b')).toBe('/yarn/a b');
  });
});
