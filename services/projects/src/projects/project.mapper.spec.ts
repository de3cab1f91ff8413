import { moveDescription } from './project-status-moves.js';
import {
  neededYards,
  priorityNumber,
  priorityOf,
  progressFromRows,
  statusEffects,
} from './project.mapper.js';

const SIZES = [
  { size: 'S', yards: 400 },
  { size: 'L', yards: 900 },
];

describe('neededYards', () => {
  it('is the chosen size’s yards (any case), the first size’s without a choice, else the yardage required', () => {
    expect(neededYards(SIZES, 350, 'l')).toBe(900);
    expect(neededYards(SIZES, 350, null)).toBe(400);
    expect(neededYards(SIZES, 350, 'XL')).toBe(350);
    expect(neededYards([], 350, null)).toBe(350);
    expect(neededYards([], null, 'M')).toBeNull();
  });
});

describe('statusEffects', () => {
  const blank = { startDate: null, endDate: null };
  it('starts the project when it becomes active, once', () => {
    expect(statusEffects('active', blank, '2026-11-22')).toEqual({ startDate: '2026-11-22' });
    expect(statusEffects('active', { ...blank, startDate: '2026-01-01' }, '2026-11-22')).toEqual({});
  });

  it('ends a completed project at 100 %, keeping an end date already set', () => {
    expect(statusEffects('completed', blank, '2026-11-22')).toEqual({
      progressPercentage: 100,
      endDate: '2026-11-22',
    });
    expect(statusEffects('completed', { ...blank, endDate: '2026-10-01' }, '2026-11-22')).toEqual({
      progressPercentage: 100,
    });
    expect(statusEffects('frogged', blank, '2026-11-22')).toEqual({});
  });
});

describe('progressFromRows and priority', () => {
  it('takes whole percent of the rows, at most 100', () => {
    expect(progressFromRows(101, 200)).toBe(50);
    expect(progressFromRows(1, 3)).toBe(33);
    expect(progressFromRows(500, 200)).toBe(100);
  });

  it('stores priority so the highest sorts first, and reads it back', () => {
    expect(['low', 'medium', 'high', null].map((p) => priorityNumber(p as never))).toEqual([1, 2, 3, null]);
    expect([1, 2, 3, null].map(priorityOf)).toEqual(['low', 'medium', 'high', null]);
  });
});

describe('moveDescription', () => {
  it('says what happened to the project in the activity feed', () => {
    expect(moveDescription('Hat', 'completed')).toBe('Completed project "Hat"');
    expect(moveDescription('Hat', 'frogged')).toBe('Frogged project "Hat"');
    expect(moveDescription('Hat', 'hibernating')).toBe('Moved "Hat" to On Hold');
  });
});
