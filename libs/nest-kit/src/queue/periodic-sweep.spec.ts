import { PeriodicSweep, RECOVER_LOCK_MS, type SweepLock, type SweepOutcome } from './periodic-sweep.js';

/** SET NX PX as Redis does it, for replicas in one process: a key held until its time is up. */
function sharedLock(): SweepLock & { asked: Array<{ reason: string; ms: number }> } {
  const held = new Map<string, number>();
  const asked: Array<{ reason: string; ms: number }> = [];
  return {
    asked,
    take(reason, ms) {
      asked.push({ reason, ms });
      if ((held.get(reason) ?? 0) > Date.now()) return Promise.resolve(false);
      held.set(reason, Date.now() + ms);
      return Promise.resolve(true);
    },
  };
}

const quiet = { warn: () => undefined };

function replica(lock: SweepLock | undefined, run: () => Promise<void>) {
  const outcomes: SweepOutcome[] = [];
  const sweep = new PeriodicSweep({
    name: 'backups',
    everyMs: 600_000,
    run,
    logger: quiet,
    lock,
    swept: (outcome) => outcomes.push(outcome),
  });
  return { sweep, outcomes };
}

describe('PeriodicSweep', () => {
  it('sweeps once a period however many replicas ask, holding the lock for 90 % of it', async () => {
    const lock = sharedLock();
    let runs = 0;
    const replicas = [1, 2, 3].map(() => replica(lock, () => Promise.resolve(void (runs += 1))));
    expect(await Promise.all(replicas.map(({ sweep }) => sweep.now('period')))).toEqual([true, false, false]);
    expect(runs).toBe(1);
    expect(lock.asked.map(({ ms }) => ms)).toEqual([540_000, 540_000, 540_000]);
    expect(replicas.map(({ outcomes }) => outcomes)).toEqual([['ran'], ['skipped'], ['skipped']]);
  });

  it('sweeps after Redis came back under a lock of its own, even within the period', async () => {
    const lock = sharedLock();
    let runs = 0;
    const [first, second] = [1, 2].map(() => replica(lock, () => Promise.resolve(void (runs += 1))));
    await first.sweep.now('period');
    expect(await second.sweep.now('recover')).toBe(true);
    expect(await first.sweep.now('recover')).toBe(false);
    expect(runs).toBe(2);
    expect(lock.asked.at(-1)).toEqual({ reason: 'recover', ms: RECOVER_LOCK_MS });
  });

  it('skips while the lock cannot be asked (Redis down), and logs why', async () => {
    const warnings: string[] = [];
    let runs = 0;
    const sweep = new PeriodicSweep({
      name: 'backups',
      everyMs: 1_000,
      run: () => Promise.resolve(void (runs += 1)),
      logger: { warn: (message) => warnings.push(message) },
      lock: { take: () => Promise.reject(new Error('Connection is closed.')) },
    });
    expect(await sweep.now('period')).toBe(false);
    expect(runs).toBe(0);
    expect(warnings).toEqual(['backups not swept (no lock): Connection is closed.']);
  });

  it('runs one sweep at a time in a process: a recovery asked meanwhile runs after it', async () => {
    let release: () => void = () => undefined;
    const order: string[] = [];
    let runs = 0;
    const { sweep } = replica(undefined, async () => {
      runs += 1;
      order.push(`start ${runs}`);
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${runs}`);
    });
    const first = sweep.now('period');
    const again = sweep.now('period');
    const recovery = sweep.now('recover');
    release();
    expect(await Promise.all([first, again, recovery])).toEqual([true, true, true]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('logs a sweep that threw and still counts it as run', async () => {
    const warnings: string[] = [];
    const outcomes: SweepOutcome[] = [];
    const sweep = new PeriodicSweep({
      name: 'drive-files',
      everyMs: 1_000,
      run: () => Promise.reject(new Error('database is down')),
      logger: { warn: (message) => warnings.push(message) },
      swept: (outcome) => outcomes.push(outcome),
    });
    expect(await sweep.now('period')).toBe(true);
    expect(warnings).toEqual(['drive-files not swept: database is down']);
    expect(outcomes).toEqual(['ran']);
  });
});
