import type { UserStorageUsage } from '@yarn-mgmt/contracts';
import type { AccountConfig } from '../config/account.config.js';
import type { Figure, NeighboursClient } from '../neighbours/neighbours.client.js';
import { StorageUsageService } from './storage-usage.service.js';

const photos: UserStorageUsage = { bytes: 1000, files: 2, photo_count: 2, pattern_count: 0 };
const pdfs: UserStorageUsage = { bytes: 300, files: 1, photo_count: 0, pattern_count: 3 };

/** Neighbours answering from a table the test changes; `asked` counts the calls. */
function neighbours(answers: Record<'inventory' | 'patterns', UserStorageUsage | null>) {
  const state = { answers, asked: 0 };
  const client = {
    storage: (service: 'inventory' | 'patterns'): Promise<Figure<UserStorageUsage>> => {
      state.asked += 1;
      return Promise.resolve({ service, value: state.answers[service] });
    },
  } as unknown as NeighboursClient;
  return { client, state };
}

const config = (ms: number) => ({ STORAGE_CACHE_MS: ms }) as AccountConfig;

describe('StorageUsageService', () => {
  it('adds the avatar to the services’ reports and reuses complete reports until cleared', async () => {
    const { client, state } = neighbours({ inventory: photos, patterns: pdfs });
    const usage = new StorageUsageService(client, config(60_000));
    const first = await usage.figures('ann', 'Bearer x', 50);
    expect(first).toEqual({ bytes: 1350, files: 4, photo_count: 2, pattern_count: 3, unavailable: [] });
    state.answers.inventory = { ...photos, bytes: 5000 };
    expect((await usage.figures('ann', 'Bearer x', 70)).bytes).toBe(1370);
    expect(state.asked).toBe(2);
    usage.clear('ann');
    expect((await usage.figures('ann', 'Bearer x', 70)).bytes).toBe(5370);
    expect(state.asked).toBe(4);
  });

  it('never caches figures with a service missing, and names it', async () => {
    const { client, state } = neighbours({ inventory: photos, patterns: null });
    const usage = new StorageUsageService(client, config(60_000));
    expect(await usage.figures('bob', 'Bearer y', 0)).toEqual({
      bytes: 1000,
      files: 2,
      photo_count: 2,
      pattern_count: 0,
      unavailable: ['patterns'],
    });
    state.answers.patterns = pdfs;
    expect((await usage.figures('bob', 'Bearer y', 0)).bytes).toBe(1300);
  });

  it('asks every time when the cache is off', async () => {
    const { client, state } = neighbours({ inventory: photos, patterns: pdfs });
    const usage = new StorageUsageService(client, config(0));
    await usage.figures('cat', 'Bearer z', 0);
    await usage.figures('cat', 'Bearer z', 0);
    expect(state.asked).toBe(4);
  });
});
