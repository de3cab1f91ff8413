import { backupRepeat, sameRepeat } from './backup-schedule.js';

const ANN = '6f1c2a8e-3b7d-4c55-9a0e-1d2f3a4b5c6d';

describe('the automatic backup calendar', () => {
  it('runs at one night-time minute of the user, daily, on Sundays or on the 1st', () => {
    const daily = backupRepeat(ANN, 'daily');
    expect(daily).toMatchObject({ tz: 'UTC' });
    expect((daily as { pattern: string }).pattern).toMatch(/^\d{1,2} [1-4] \* \* \*$/);
    const [minute, hour] = (daily as { pattern: string }).pattern.split(' ');
    expect(backupRepeat(ANN, 'weekly')).toEqual({ pattern: `${minute} ${hour} * * 0`, tz: 'UTC' });
    expect(backupRepeat(ANN, 'monthly')).toEqual({ pattern: `${minute} ${hour} 1 * *`, tz: 'UTC' });
  });

  it('spreads users over the night', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const minutes = new Set(ids.map((id) => (backupRepeat(id, 'daily') as { pattern: string }).pattern));
    expect(minutes.size).toBeGreaterThan(100);
  });

  it('takes a test interval instead of the calendar', () => {
    expect(backupRepeat(ANN, 'monthly', 2000)).toEqual({ every: 2000 });
  });

  it('tells a scheduler already in line from one to change', () => {
    const weekly = backupRepeat(ANN, 'weekly');
    expect(sameRepeat({ pattern: (weekly as { pattern: string }).pattern }, weekly)).toBe(true);
    expect(sameRepeat({ pattern: (weekly as { pattern: string }).pattern }, backupRepeat(ANN, 'daily'))).toBe(
      false,
    );
    expect(sameRepeat({ every: 2000 }, { every: 2000 })).toBe(true);
    expect(sameRepeat(undefined, weekly)).toBe(false);
  });
});
