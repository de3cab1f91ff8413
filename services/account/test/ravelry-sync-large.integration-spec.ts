import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomUUID } from 'node:crypto';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// A stash of 1 000 entries syncs to the end and says how long it took. At Ravelry's pace (2 requests a second)
// that is some nine minutes of waiting, so this suite runs the same job at 50 a second (the most the setting
// allows) against a fake allowing 60; the pace itself is held by ravelry-sync.integration-spec.ts. The time at 2 a
// second is the request count over 2.
const USERNAME = 'thousand-skeins';
const PER_SECOND = 50;
const { world, ravelry, linkedUser, syncNow } = ravelrySyncWorld(
  'lc_ravelry_large',
  () => [seedRavelry({ username: USERNAME, stash: 1000, patterns: 1, projects: 0, idBlock: 21 })],
  { RAVELRY_REQUESTS_PER_SECOND: String(PER_SECOND) },
);

it('syncs 1 000 stash entries and reports the time', async () => {
  ravelry().setRateLimit(PER_SECOND + 10);
  const user = await linkedUser(`big.${randomUUID().slice(0, 8)}@example.com`, USERNAME);
  ravelry().resetLog();
  const started = Date.now();
  const end = await syncNow(user.token, 300_000);
  const seconds = (Date.now() - started) / 1000;
  expect(end).toMatchObject({ state: 'completed', error: null });
  expect(end.summary?.kinds?.stash).toEqual({
    created: 1000,
    updated: 0,
    unchanged: 0,
    conflicts: 0,
    missing: 0,
  });
  const requests = ravelry().requests().length;
  const [{ n }] = (await world().query(
    'inventory',
    `SELECT count(*)::int AS n FROM yarn_items WHERE user_id = $1`,
    [user.id],
  )) as Array<{ n: number }>;
  expect(n).toBe(1000);
  console.info(
    `1 000 stash entries: ${seconds.toFixed(1)} s at ${PER_SECOND} requests/s (summary says ${end.summary?.seconds} s), ` +
      `${requests} Ravelry requests, so ~${Math.ceil(requests / 2)} s at 2 requests/s`,
  );
}, 320_000);
