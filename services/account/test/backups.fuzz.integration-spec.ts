import { BACKUP_MESSAGES, BackupActionInputSchema, BACKUPS_API, BACKUPS_KEPT } from '@yarn-mgmt/contracts';
import { fuzzEndpoint, hostileString, type FuzzRequest } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { accountSuite } from './account-suite.js';

// Hostile input to the backups' writes (issue 22): Backup Now and Restore take no body or `{}`; anything else is
// a 400 in the error shape and changes no row (a restore of a backup that is not the caller's is a 404 first).
const suite = accountSuite('account_backups_fuzz', {
  env: () => ({ REDIS_URL: 'redis://127.0.0.1:6379/12', QUEUE_PREFIX: `test-backups-fuzz-${randomUUID()}` }),
});
const svc = () => suite.svc;
let token = '';
let backupId = '';
beforeAll(async () => {
  const user = await suite.tokenOf('fuzz.backups@example.com');
  token = user.token;
  // Another user's backup, which no fuzzed restore may reach.
  const other = await suite.tokenOf('fuzz.backups.other@example.com');
  backupId = randomUUID();
  await suite.svc.query(
    `INSERT INTO backups (id, user_id, destination, trigger, include_photos, file_name, content_type, size_bytes,
       storage_key)
     VALUES ($1, $2, 'platform', 'manual', false, 'b.json', 'application/json', 2, $3)`,
    [backupId, other.id, `${other.id}/backups/${backupId}.json`],
  );
});

const actionBodies = (): fc.Arbitrary<FuzzRequest> => {
  const extraKeys = fc
    .dictionary(
      hostileString().filter((key) => key.length > 0),
      fc.jsonValue(),
      { minKeys: 1, maxKeys: 4 },
    )
    .filter((body) => !BackupActionInputSchema.safeParse(body).success)
    .map((body): FuzzRequest => ({ contentType: 'application/json', body: JSON.stringify(body) }));
  const notObjects = fc
    .constantFrom('[]', '[{}]', '"{}"', '1', '{', '{"":}', 'true', 'null')
    .map((body): FuzzRequest => ({ contentType: 'application/json', body }));
  return fc.oneof(extraKeys, notObjects);
};

describe('hostile requests to the backups', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => BACKUPS_API.list,
    name: 'POST /backups (any body but nothing or {})',
    requests: actionBodies(),
    as: () => ({ token }),
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => BACKUPS_API.restore.path(backupId),
    name: "POST /backups/{another user's id}/restore",
    requests: actionBodies(),
    as: () => ({ token }),
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: (id) => BACKUPS_API.restore.path(id),
    name: 'POST /backups/{fuzzed id}/restore',
    otherIds: () => [backupId],
    as: () => ({ token }),
    runs: 300,
  });
});

// Without Redis there is no queue: the page says backups are not available, and Backup Now is a 503 saying so.
const noRedis = accountSuite('account_backups_no_redis');
describe('a server without Redis', () => {
  it('lists no backups as not available and answers Backup Now with a 503', async () => {
    const user = await noRedis.tokenOf('no.redis.backups@example.com');
    const listed = await noRedis.call('GET', BACKUPS_API.list, { token: user.token });
    expect(listed).toEqual({
      status: 200,
      body: {
        backups: [],
        kept: BACKUPS_KEPT,
        available: false,
        next_scheduled_at: null,
        run: { state: 'idle', error: null },
      },
    });
    const started = await noRedis.call('POST', BACKUPS_API.list, { token: user.token });
    expect(started.status).toBe(503);
    expect(started.body.error).toBe(BACKUP_MESSAGES.unavailable);
  });
});
