import { nextOffset } from './next-offset';

describe('nextOffset', () => {
  it('is the number of rows loaded while the server reports more', () => {
    expect(nextOffset([[1, 2], [3]], 5)).toBe(3);
  });

  it('is undefined once every row is loaded, or when a page came back empty', () => {
    expect(nextOffset([[1, 2], [3]], 3)).toBeUndefined();
    expect(nextOffset([[1, 2], []], 9)).toBeUndefined();
    expect(nextOffset([], 9)).toBeUndefined();
  });
});
