import { PendingRuns, type HeldJob } from './pending-runs.js';
import type { PendingRunsRepository } from './pending-runs.repository.js';

const QUEUE = 'backups';
const AT = new Date('2026-11-27T03:00:00Z');

/** The table as the repository keeps it: one request per queue and user. */
function table(users: string[]) {
  const rows = new Map(users.map((userId) => [userId, AT]));
  const repository = {
    request: (_queue: string, userId: string, at: Date) => Promise.resolve(void rows.set(userId, at)),
    requestedAt: (_queue: string, userId: string) => Promise.resolve(rows.get(userId) ?? null),
    done: (_queue: string, userId: string, upTo: Date) =>
      Promise.resolve(void ((rows.get(userId) ?? Infinity) <= upTo && rows.delete(userId))),
    list: () =>
      Promise.resolve([...rows].map(([userId, requestedAt]) => ({ queue: QUEUE, userId, requestedAt }))),
  };
  return { rows, runs: new PendingRuns(repository as unknown as PendingRunsRepository) };
}

const job = (state: string, timestamp: number): HeldJob => ({
  timestamp,
  getState: () => Promise.resolve(state),
  remove: () => Promise.resolve(),
});

describe('PendingRuns', () => {
  it('queues again the runs whose job Redis lost, leaves those running, settles those ended', async () => {
    const { rows, runs } = table(['lost', 'waiting', 'ended', 'older', 'unlinked']);
    const held: Record<string, HeldJob> = {
      waiting: job('waiting', AT.getTime()),
      ended: job('completed', AT.getTime() + 5),
      // A job of an earlier request that ended before this one was made: this one has no job.
      older: job('failed', AT.getTime() - 60_000),
    };
    const added: string[] = [];
    await runs.requeue(
      QUEUE,
      {
        find: (userId) => Promise.resolve(held[userId]),
        add: (userId) => Promise.resolve(void added.push(userId)),
      },
      (userId) => Promise.resolve(userId !== 'unlinked'),
    );
    expect(added.sort()).toEqual(['lost', 'older']);
    expect([...rows.keys()].sort()).toEqual(['lost', 'older', 'waiting']);
  });

  it('keeps nothing of a request whose job could not be added', async () => {
    const { rows, runs } = table([]);
    await expect(runs.request(QUEUE, 'ann', () => Promise.reject(new Error('timeout')))).rejects.toThrow(
      'timeout',
    );
    expect(rows.size).toBe(0);
    await runs.request(QUEUE, 'ann', () => Promise.resolve());
    expect(await runs.waiting(QUEUE, 'ann')).toBe(true);
    await runs.ended(QUEUE, 'ann', { timestamp: Date.now() + 1 });
    expect(await runs.waiting(QUEUE, 'ann')).toBe(false);
  });
});
