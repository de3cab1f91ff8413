import type { StashMatchGroup } from '@yarn-mgmt/contracts';
import {
  neighbouringWeightText,
  stashGroupTitle,
  stashHoldingText,
  stashVerdictText,
  yardsText,
} from './stash-match-text.js';

const group = (overrides: Partial<StashMatchGroup> = {}): StashMatchGroup => ({
  brand: 'Malabrigo',
  line: 'Rios',
  colorway: 'Ocean',
  dye_lot: null,
  weight_category: 'Worsted',
  neighbouring_weight: false,
  skeins: 5,
  yards: 1100,
  yards_per_skein: 210,
  yarn_ids: [],
  enough: true,
  short_by_yards: 0,
  short_by_skeins: null,
  ...overrides,
});

describe('yardsText', () => {
  it.each([
    [950, '950'],
    [1100, '1 100'],
    [10000, '10 000'],
    [1234567, '1 234 567'],
    [999.6, '1 000'],
    [0, '0'],
  ])('%p -> %p', (yards, text) => expect(yardsText(yards)).toBe(text));
});

describe('stash card texts', () => {
  it('names the group "brand line - colorway"', () => {
    expect(stashGroupTitle(group())).toBe('Malabrigo Rios - Ocean');
    expect(stashGroupTitle(group({ colorway: null }))).toBe('Malabrigo Rios');
  });

  it('gives skeins and yards', () => {
    expect(stashHoldingText(group())).toBe('5 skeins · 1 100 yds');
    expect(stashHoldingText(group({ skeins: 1, yards: 210 }))).toBe('1 skein · 210 yds');
    expect(stashHoldingText(group({ skeins: 2.5, yards: 525 }))).toBe('2.5 skeins · 525 yds');
  });

  it('says "Enough: 1 100 of 950 yds" when the group covers the pattern', () => {
    expect(stashVerdictText(group(), 950)).toBe('Enough: 1 100 of 950 yds');
  });

  it('says how short a group is, in yards and skeins of its line', () => {
    const short = group({ enough: false, yards: 800, short_by_yards: 150, short_by_skeins: 1 });
    expect(stashVerdictText(short, 950)).toBe('Short by 150 yds (about 1 skein of Rios)');
    expect(stashVerdictText({ ...short, short_by_yards: 1250, short_by_skeins: 6 }, 2050)).toBe(
      'Short by 1 250 yds (about 6 skeins of Rios)',
    );
    expect(stashVerdictText({ ...short, short_by_skeins: null }, 950)).toBe('Short by 150 yds');
  });

  it('notes a neighbouring weight only for one', () => {
    expect(neighbouringWeightText(group({ neighbouring_weight: true, weight_category: 'Aran' }))).toBe(
      'Neighbouring weight: Aran',
    );
    expect(neighbouringWeightText(group())).toBeNull();
  });
});
