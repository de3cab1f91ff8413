import { JobSchedules, spreadRepeat, type ScheduleRepeat } from './job-schedules.js';

const ANN = '6f1c2a8e-3b7d-4c55-9a0e-1d2f3a4b5c6d';

describe('spreadRepeat', () => {
  it("keeps each key's minute inside its window", () => {
    for (let i = 0; i < 300; i += 1) {
      const repeat = spreadRepeat(`user-${i}`, 'daily', { firstHour: 5, hours: 4 }) as { pattern: string };
      const [minute, hour] = repeat.pattern.split(' ').map(Number);
      expect(hour).toBeGreaterThanOrEqual(5);
      expect(hour).toBeLessThanOrEqual(8);
      expect(minute).toBeLessThan(60);
    }
    expect(spreadRepeat(ANN, 'weekly', { firstHour: 5, hours: 4, everyMs: 1_000 })).toEqual({ every: 1_000 });
  });
});

describe('JobSchedules', () => {
  it('sweeps: drops schedulers of its prefix nobody wants, adds the missing, leaves others alone', async () => {
    const held = new Map<string, ScheduleRepeat>([
      ['sync-ann', { every: 1_000 }],
      ['sync-gone', { every: 1_000 }],
      ['other-kept', { every: 1_000 }],
    ]);
    const queue = {
      getJobScheduler: (id: string) => Promise.resolve(held.has(id) ? { id, ...held.get(id) } : undefined),
      getJobSchedulers: () => Promise.resolve([...held.keys()].map((id) => ({ key: id }))),
      upsertJobScheduler: (id: string, repeat: ScheduleRepeat) => Promise.resolve(held.set(id, repeat)),
      removeJobScheduler: (id: string) => Promise.resolve(held.delete(id)),
    };
    const schedules = new JobSchedules(queue, 'sync-', (key) => ({ name: 'run', data: { key } }));
    await schedules.sweep(
      new Map<string, ScheduleRepeat>([
        ['ann', { every: 1_000 }],
        ['bob', { every: 2_000 }],
      ]),
    );
    expect([...held.keys()].sort()).toEqual(['other-kept', 'sync-ann', 'sync-bob']);
    await schedules.set('ann', null);
    expect(held.has('sync-ann')).toBe(false);
  });
});
