import type { StashSummaryGroup } from '@yarn-mgmt/contracts';
import {
  checkStash,
  stashCheckSummaryText,
  stashCheckVerdictText,
  stashRecordsWeight,
} from './stash-check.js';

const group = (overrides: Partial<StashSummaryGroup> = {}): StashSummaryGroup => ({
  brand: 'Malabrigo',
  line: 'Rios',
  weight_category: 'Worsted',
  yardage_per_skein: 210,
  colorway: 'Ocean',
  dye_lot: null,
  skeins: 3,
  yards: 630,
  yarn_ids: [],
  ...overrides,
});

const SUMMARY = [
  group(),
  group({ colorway: 'Ocean', dye_lot: 'B7', skeins: 2, yards: 420 }),
  group({ brand: 'Cascade', line: '220', yardage_per_skein: 220, colorway: 'Red', skeins: 5, yards: 1100 }),
  group({ brand: 'Drops', line: 'Baby Merino', weight_category: 'Sport', skeins: 4, yards: 700 }),
  group({ brand: 'Mystery', line: 'Unlabelled', weight_category: null, skeins: 1, yards: 500 }),
];

describe('checkStash ("Do I have enough?")', () => {
  it('adds up the groups of the weight only, each line, colourway and dye lot against the yards on its own', () => {
    const check = checkStash(SUMMARY, 'Worsted', 1000);
    expect(check).toMatchObject({ totalSkeins: 10, totalYards: 2150, enough: true, shortByYards: 0 });
    expect(check.groups.map((g) => [g.brand, g.dye_lot, g.yards, g.enough, g.short_by_skeins])).toEqual([
      ['Cascade', null, 1100, true, 0],
      ['Malabrigo', null, 630, false, 2],
      ['Malabrigo', 'B7', 420, false, 3],
    ]);
    expect(stashCheckSummaryText(check)).toBe('Your Worsted stash: 10 skeins · 2 150 yds');
    expect(stashCheckVerdictText(check)).toBe('Enough: 2 150 of 1 000 yds');
  });

  it('says how short the weight falls in total', () => {
    const check = checkStash(SUMMARY, 'Sport', 1500);
    expect(check).toMatchObject({ totalYards: 700, enough: false, shortByYards: 800 });
    expect(stashCheckSummaryText(check)).toBe('Your Sport stash: 4 skeins · 700 yds');
    expect(stashCheckVerdictText(check)).toBe('Short by 800 yds: 700 of 1 500 yds');
  });

  it('matches the weight whatever its case, and says when there is none of it', () => {
    expect(checkStash(SUMMARY, 'worsted', 100).totalYards).toBe(2150);
    const none = checkStash(SUMMARY, 'Fingering', 400);
    expect(none).toMatchObject({ groups: [], totalYards: 0, enough: false, shortByYards: 400 });
    expect(stashCheckSummaryText(none)).toBe('No Fingering yarn in your stash');
    expect(stashCheckVerdictText(none)).toBe('Short by 400 yds: 0 of 400 yds');
  });
});

describe('stashRecordsWeight', () => {
  it('knows the weights the inventory records, case aside, and that Fingering is not one of them', () => {
    expect(['Lace', 'sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky'].every(stashRecordsWeight)).toBe(true);
    expect(stashRecordsWeight('Fingering')).toBe(false);
  });
});
