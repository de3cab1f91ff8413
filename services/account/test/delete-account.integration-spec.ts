import {
  ACCOUNT_DATA_MESSAGES,
  ExportInputSchema,
  PDF_PROCESSOR_API,
  USER_DATA_ERASE_SCOPE,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { fuzzEndpoint, makePatternPdf } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { fileForm, ok, PASSWORD, send, signUp, waitFor } from './lifecycle-helpers.js';
import { fillAccount } from './lived-in-account.js';
import { DATA_SERVICES, lifecycleWorld, type DataService } from './lifecycle-world.js';

// Delete Account: closed at once (token, sign-in), then erased everywhere by the durable job, also when a
// service is down at the time and comes back.
const world = lifecycleWorld('lc_delete');
/** A route of each service that takes a user's token. */
const USER_ROUTE: Record<DataService, string> = {
  inventory: '/yarn',
  patterns: '/patterns',
  projects: '/projects',
  tools: PDF_PROCESSOR_API.result(randomUUID()),
};
const email = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** The user's rows in every table of a service's database that has a user_id. */
async function rowsOf(service: DataService, userId: string): Promise<number> {
  const tables = await world().query(
    service,
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'user_id'`,
  );
  let total = 0;
  for (const { table_name } of tables) {
    const [row] = await world().query(
      service,
      `SELECT count(*)::int AS n FROM "${String(table_name)}" WHERE user_id = $1`,
      [userId],
    );
    total += Number(row.n);
  }
  return total;
}

const accountRows = async (userId: string) =>
  (await world().query('account', 'SELECT deleted_at FROM users WHERE id = $1', [userId])).length;
const filesOf = async (userId: string) =>
  (await world().storedFiles()).filter((file) => file.includes(userId));

describe('DELETE /auth/account', () => {
  it('closes the account at once, and erases every row and file once the services that were down are back', async () => {
    const address = email('ann');
    const ann = await signUp(world(), address);
    await fillAccount(world(), ann.token);
    const bystander = await signUp(world(), email('bob'));
    await fillAccount(world(), bystander.token);
    const gateway = world().gatewayUrl;
    // The gateway and the services have verified (and cached) the token before the deletion.
    for (const path of ['/api/yarn', '/api/patterns', '/api/projects', '/api/auth/me'])
      expect((await send(gateway, 'GET', path, { token: ann.token })).status).toBe(200);
    for (const service of DATA_SERVICES) expect(await rowsOf(service, ann.id)).toBeGreaterThan(0);
    // A yarn photo, the pattern's PDF and its cover, the PDF processor's upload, the avatar.
    expect(await filesOf(ann.id)).toHaveLength(5);

    await world().stop('patterns');
    await world().stop('tools');
    try {
      const deleted = await send(gateway, 'DELETE', '/api/auth/account', { token: ann.token });
      expect(deleted).toMatchObject({ status: 200, body: { message: ACCOUNT_DATA_MESSAGES.accountDeleted } });
      for (const path of ['/api/yarn', '/api/projects', '/api/auth/me', '/api/settings/export'])
        expect({ path, status: (await send(gateway, 'GET', path, { token: ann.token })).status }).toEqual({
          path,
          status: 401,
        });
      const login = await send(gateway, 'POST', '/api/auth/login', {
        body: { username: address, password: PASSWORD },
      });
      expect(login).toMatchObject({ status: 401, body: { error: 'Invalid username or password' } });

      // The services that are up confirm; the account waits for the ones that are down.
      await waitFor(
        async () => (await rowsOf('inventory', ann.id)) === 0 && (await rowsOf('projects', ann.id)) === 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await accountRows(ann.id)).toBe(1);
      expect(await rowsOf('patterns', ann.id)).toBeGreaterThan(0);
      expect(await rowsOf('tools', ann.id)).toBeGreaterThan(0);
    } finally {
      await world().start('patterns');
      await world().start('tools');
    }
    await waitFor(async () => (await accountRows(ann.id)) === 0);
    for (const service of DATA_SERVICES)
      expect({ service, rows: await rowsOf(service, ann.id) }).toEqual({ service, rows: 0 });
    expect(await filesOf(ann.id)).toEqual([]);
    // Nobody else lost anything.
    for (const service of DATA_SERVICES) expect(await rowsOf(service, bystander.id)).toBeGreaterThan(0);
    expect(await filesOf(bystander.id)).toHaveLength(5);
    // The e-mail is free again: a new account, with nothing of the old one.
    const again = await signUp(world(), address);
    expect((await send(gateway, 'GET', '/api/yarn', { token: again.token })).body).toMatchObject({
      total: 0,
    });
  }, 120_000);

  it('a second call with the old token is a 401', async () => {
    const cat = await signUp(world(), email('cat'));
    ok(await send(world().account.url, 'DELETE', '/auth/account', { token: cat.token }));
    expect((await send(world().account.url, 'DELETE', '/auth/account', { token: cat.token })).status).toBe(
      401,
    );
    await waitFor(async () => (await accountRows(cat.id)) === 0);
  }, 60_000);

  it('erases, after the token window, what a token still honoured by a service wrote after the closure', async () => {
    const eve = await signUp(world(), email('eve'));
    const inventory = world().relays.inventory.url;
    const tools = world().relays.tools.url;
    // The inventory and tools services have seen the token current: they reuse that verdict for their
    // TOKEN_CHECK_TTL_MS.
    ok(await send(inventory, 'GET', '/yarn', { token: eve.token }));
    expect((await send(tools, 'GET', USER_ROUTE.tools, { token: eve.token })).status).toBe(404);
    // Closed straight at the account service: no gateway saw it (another replica's users, say).
    ok(await send(world().account.url, 'DELETE', '/auth/account', { token: eve.token }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const late = await send(inventory, 'POST', '/yarn', {
      token: eve.token,
      body: {
        brand_name: 'Late',
        line_name: 'After',
        weight_category: 'DK',
        yardage_per_skein: 200,
        weight_grams: 100,
        colorway: 'Closing time',
        skeins_total: 1,
        skeins_remaining: 1,
      },
    });
    expect(late.status).toBe(201);
    const pdf = Buffer.from(await makePatternPdf('Late Hat\nCast on 80 stitches.'));
    const lateUpload = await send(tools, 'POST', PDF_PROCESSOR_API.upload, {
      token: eve.token,
      form: fileForm(pdf, 'pdf', 'late.pdf', 'application/pdf'),
    });
    expect(lateUpload.status).toBe(201);
    expect(await rowsOf('inventory', eve.id)).toBeGreaterThan(0);
    expect(await rowsOf('tools', eve.id)).toBe(1);
    await waitFor(async () => (await accountRows(eve.id)) === 0);
    expect(await rowsOf('inventory', eve.id)).toBe(0);
    expect(await rowsOf('tools', eve.id)).toBe(0);
    expect(await filesOf(eve.id)).toEqual([]);
  }, 60_000);

  it('the internal erase takes only a service token of its scope, and a second erase finds nothing', async () => {
    const dan = await signUp(world(), email('dan'));
    await fillAccount(world(), dan.token);
    for (const service of DATA_SERVICES) {
      const answer = await send(world().relays[service].url, 'POST', '/internal/user-data/erase', {
        token: dan.token,
        body: {},
      });
      expect({ service, status: answer.status }).toEqual({ service, status: 401 });
      expect(await rowsOf(service, dan.id)).toBeGreaterThan(0);
    }
    const { privateKey, kid } = world().account.keys;
    const sign = (scope: string) =>
      signServiceToken(
        { privateKey, kid },
        { service: 'account', scope, userId: dan.id },
        { issuer: 'yarn-mgmt' },
      );
    for (const service of DATA_SERVICES) {
      const url = world().relays[service].url;
      const erase = (token: string) => send(url, 'POST', '/internal/user-data/erase', { token, body: {} });
      expect((await erase(sign('user-data:export'))).status).toBe(403);
      expect(
        (await send(url, 'GET', USER_ROUTE[service], { token: sign(USER_DATA_ERASE_SCOPE) })).status,
      ).toBe(401);
      const first = await erase(sign(USER_DATA_ERASE_SCOPE));
      expect(first.status).toBe(200);
      expect(first.body.rows).toBeGreaterThan(0);
      expect(await erase(sign(USER_DATA_ERASE_SCOPE))).toMatchObject({
        status: 200,
        body: { rows: 0, files: 0 },
      });
      expect(await rowsOf(service, dan.id)).toBe(0);
    }
    // The services' files are gone; the avatar is the account's own, and the account was not closed.
    expect((await filesOf(dan.id)).map((file) => file.split('/').pop())).toEqual([
      expect.stringMatching(/^avatar-/),
    ]);
  }, 60_000);
});

describe('hostile requests to the account data endpoints', () => {
  let token = '';
  beforeAll(async () => {
    token = (await signUp(world(), email('fuzz'))).token;
  });
  fuzzEndpoint(() => world().account, {
    method: 'POST',
    path: () => '/settings/export',
    as: () => ({ token }),
    schema: ExportInputSchema,
    valid: { format: 'json', includePhotos: true },
    maxAccepted: 10,
    runs: 300,
  });
  fuzzEndpoint(() => world().account, {
    method: 'POST',
    path: () => '/settings/import',
    as: () => ({ token }),
    requests: fc
      .tuple(fc.uint8Array({ maxLength: 400 }), fc.constantFrom('a.json', 'b.zip', 'c.csv', 'd'))
      .map(([bytes, name]) => ({
        body: fileForm(Buffer.from(bytes), 'file', name, 'application/octet-stream'),
      })),
    runs: 200,
  });
});
