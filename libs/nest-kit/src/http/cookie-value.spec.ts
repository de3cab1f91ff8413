import { cookieValue } from './cookie-value.js';

describe('cookieValue', () => {
  it('reads one cookie out of a header, keeping an = inside the value', () => {
    expect(cookieValue('a=1; deals_board=x.y=z; b=2', 'deals_board')).toBe('x.y=z');
    expect(cookieValue('a=1;b=2', 'b')).toBe('2');
  });

  it('answers undefined without the header or the cookie, and never matches a name by its prefix', () => {
    expect(cookieValue(undefined, 'deals_board')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue('deals_board_old=1', 'deals_board')).toBeUndefined();
  });
});
