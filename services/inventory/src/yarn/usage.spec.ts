import { applyUsage, usageDescription } from './usage.js';
import { YarnError } from './yarn.errors.js';

const stock = { skeins_remaining: 4, remaining_yardage: 880, yardage_per_skein: 220 };

describe('applyUsage', () => {
  it('takes the skeins and the yards given', () => {
    expect(applyUsage(stock, { skeins: 1.5, yardage: 300 })).toEqual({
      skeins: 1.5,
      yardage: 300,
      skeins_remaining: 2.5,
      remaining_yardage: 580,
    });
  });

  // Of 4 skeins (880 yards, 220 a skein), one figure given and the other derived: [usage, skeins used, left].
  it.each([
    [{ skeins: 2, yardage: 0 }, 2, { skeins_remaining: 2, remaining_yardage: 440 }],
    [{ skeins: 0, yardage: 110 }, 0.5, { skeins_remaining: 3.5, remaining_yardage: 770 }],
    [{ skeins: 4, yardage: 0 }, 4, { skeins_remaining: 0, remaining_yardage: 0 }],
  ])('derives the other figure of %p (%p skeins), to the last skein exactly', (usage, skeins, left) => {
    expect(applyUsage(stock, usage)).toMatchObject({ skeins, ...left });
  });

  it('leaves the yards alone when the line has no yardage per skein', () => {
    expect(applyUsage({ ...stock, yardage_per_skein: null }, { skeins: 1, yardage: 0 })).toMatchObject({
      skeins_remaining: 3,
      remaining_yardage: 880,
    });
  });

  it.each([
    [{ skeins: 4.1, yardage: 0 }, 'Only 4 skeins remain'],
    [{ skeins: 0, yardage: 881 }, 'Only 880 yards remain'],
    [{ skeins: 1, yardage: 1000 }, 'Only 880 yards remain'],
  ])('refuses %p with "%s"', (usage, message) => {
    expect(() => applyUsage(stock, usage)).toThrow(YarnError);
    expect(() => applyUsage(stock, usage)).toThrow(message);
  });

  it('describes the usage for the activity feed', () => {
    expect(usageDescription({ skeins: 2, yardage: 0 }, 'Malabrigo Rios - Teal')).toBe(
      'Used 2 skeins of Malabrigo Rios - Teal',
    );
    expect(usageDescription({ skeins: 0, yardage: 150 }, 'Malabrigo Rios')).toBe(
      'Used 150 yards of Malabrigo Rios',
    );
  });

  it('names the project the usage was recorded from', () => {
    expect(
      usageDescription({ skeins: 1, yardage: 210, project_name: 'Winter Hat' }, 'Malabrigo Rios - Teal'),
    ).toBe('Used 1 skein of Malabrigo Rios - Teal for "Winter Hat"');
  });
});
