import { RAVELRY_PATTERNS_API } from '@yarn-mgmt/contracts';
import { startServiceProcess, type ServiceProcess } from '@yarn-mgmt/testing';
import { LOCAL_RAVELRY_CLIENT, seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { send } from './lifecycle-helpers.js';
import { ravelrySyncWorld } from './ravelry-sync-world.js';

// Ravelry's pace (about 2 requests a second per token) with two account processes on one database and one Redis
// (issue 22): a sync running on either and the user's live pattern reads landing on both take their slots from one
// schedule. Kept per process, the reads on the process that is not syncing would go past it.
const KNITTER = 'paced-on-two-replicas';
const QUEUE_PREFIX = `test-ravelry-pace-${randomUUID().slice(0, 8)}`;
const INTEGRATIONS_KEY = randomBytes(32).toString('hex');
const { world, ravelry, account, linkedUser, syncNow } = ravelrySyncWorld(
  'lc_ravelry_pace',
  () => [seedRavelry({ username: KNITTER, stash: 10, patterns: 16, projects: 2, idBlock: 24 })],
  { QUEUE_PREFIX, INTEGRATIONS_KEY },
);

let replica: ServiceProcess | undefined;
beforeAll(async () => {
  const { account: first, relays } = world();
  const fake = ravelry();
  replica = await startServiceProcess(fileURLToPath(new URL('../dist/main.js', import.meta.url)), {
    DATABASE_URL: first.db.url,
    JWT_PRIVATE_KEY: first.keys.privateKeyPem,
    FILE_STORAGE_DIR: first.filesDir,
    INVENTORY_URL: relays.inventory.url,
    PATTERNS_URL: relays.patterns.url,
    PROJECTS_URL: relays.projects.url,
    TOOLS_URL: relays.tools.url,
    REDIS_URL: 'redis://127.0.0.1:6379/12',
    QUEUE_PREFIX,
    INTEGRATIONS_KEY,
    PUBLIC_URL: 'https://knit.example',
    RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
    RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
    RAVELRY_AUTH_URL: fake.authUrl,
    RAVELRY_TOKEN_URL: fake.tokenUrl,
    RAVELRY_API_URL: fake.apiUrl,
    LOG_LEVEL: 'warn',
  });
}, 60_000);
afterAll(() => replica?.stop());

it('keeps a sync and live reads on two replicas to 2 requests a second together', async () => {
  const user = await linkedUser(`pace.${randomUUID().slice(0, 8)}@example.com`, KNITTER);
  const patternIds = ravelry()
    .account(KNITTER)
    .library.map((volume) => volume.patternId);
  ravelry().resetLog();
  const sync = syncNow(user.token);
  // While it runs, the user opens pattern pages in two tabs, one landing on each process, each tab one page after
  // the other. Sharing the pace, a read may find its slot too far off and say Ravelry is busy (a 503): the page
  // says so, and the slot stays taken.
  await sleep(500);
  const tab = async (read: (path: string) => Promise<{ status: number }>) => {
    const statuses: number[] = [];
    for (const id of patternIds) statuses.push((await read(RAVELRY_PATTERNS_API.pattern(String(id)))).status);
    return statuses;
  };
  const reads = (
    await Promise.all([
      tab((path) => account('GET', path, user.token)),
      tab((path) => send(replica!.url, 'GET', path, { token: user.token })),
    ])
  ).flat();
  expect(await sync).toMatchObject({ state: 'completed', error: null });
  expect(reads.every((status) => status === 200 || status === 503)).toBe(true);
  expect(reads.filter((status) => status === 200).length).toBeGreaterThanOrEqual(patternIds.length);
  // As Ravelry sees them: at most 2 a second over the whole run.
  const times = ravelry()
    .requests()
    .map((request) => request.at)
    .sort((a, b) => a - b);
  expect(times.length).toBeGreaterThan(20);
  expect(times.at(-1)! - times[0]).toBeGreaterThanOrEqual((times.length - 2) * 500);
  // Ravelry's own limit (the stand-in's: 3 in any second per token) is passed only where a loaded machine sends two
  // slots' requests late and together (seen once in CI): a 429 or two, waited out, as the sync completed and the
  // reads answered. The shared pace itself is what the spacing above checks (kept per process, it fails).
  const refused = ravelry()
    .requests()
    .filter((request) => request.status !== 200);
  expect(refused.every((request) => request.status === 429)).toBe(true);
  expect(refused.length).toBeLessThanOrEqual(2);
}, 120_000);
