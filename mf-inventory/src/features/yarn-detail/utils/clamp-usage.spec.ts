import { clampSkeins, clampYardage } from './clamp-usage';

describe('record-usage clamping', () => {
  it('turns invalid input into 0', () => {
    expect(clampSkeins('abc', 3)).toBe(0);
    expect(clampSkeins('', 3)).toBe(0);
    expect(clampSkeins('-1', 3)).toBe(0);
    expect(clampYardage('x', 300)).toBe(0);
  });

  it('keeps skeins within 0..skeins_remaining at 0.1 steps', () => {
    expect(clampSkeins('1.26', 3)).toBe(1.3);
    expect(clampSkeins('7', 3)).toBe(3);
  });

  it('keeps yardage a whole number within 0..remaining_yardage', () => {
    expect(clampYardage('12.7', 300)).toBe(12);
    expect(clampYardage('900', 300)).toBe(300);
  });
});
