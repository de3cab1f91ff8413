import { difficultyColor, difficultyLabel, difficultyOf } from './difficulty.js';

describe('difficulty labels and colours', () => {
  it.each([
    [1, 'Beginner', 'success'],
    [2, 'Easy', 'info'],
    [3, 'Intermediate', 'primary'],
    [4, 'Advanced', 'warning'],
    [5, 'Expert', 'error'],
  ])('level %i is %s, coloured %s', (level, label, color) => {
    expect(difficultyOf(level)).toEqual({ label, color });
    expect(difficultyLabel(level)).toBe(label);
    expect(difficultyColor(level)).toBe(color);
  });

  it('runs green for Beginner to red for Expert', () => {
    expect(difficultyColor(1)).toBe('success');
    expect(difficultyColor(5)).toBe('error');
  });

  it.each([null, undefined, 0, 6, 2.5, -1, Number.NaN])('%p is Unknown, in the default colour', (level) => {
    expect(difficultyOf(level)).toEqual({ label: 'Unknown', color: 'default' });
  });
});
