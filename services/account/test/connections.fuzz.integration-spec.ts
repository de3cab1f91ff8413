import {
  ConnectionActionInputSchema,
  GOOGLE_DRIVE_API,
  RAVELRY_API,
  RavelryOptionsInputSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, hostileString, snapshotTables, type FuzzRequest } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { accountSuite, closedUrl } from './account-suite.js';

// Hostile input to the connection endpoints: the writes answer 4xx in the error shape and change no row, and
// the public callbacks, whatever query a stranger sends, redirect to a fixed /settings answer and link nothing.
let down = '';
beforeAll(async () => {
  down = await closedUrl();
});
const suite = accountSuite('account_connections_fuzz', {
  env: () => ({
    RAVELRY_CLIENT_ID: 'fuzz-client',
    RAVELRY_CLIENT_SECRET: 'fuzz-secret',
    RAVELRY_TOKEN_URL: `${down}/oauth2/token`,
    RAVELRY_API_URL: down,
    GOOGLE_CLIENT_ID: 'fuzz-google',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_TOKEN_URL: `${down}/token`,
    GOOGLE_API_URL: down,
    PROVIDER_TIMEOUT_MS: '500',
  }),
});
const svc = () => suite.svc;
let token = '';
const as = () => ({ token });
beforeAll(async () => {
  const user = await suite.tokenOf('fuzz.connections@example.com');
  token = user.token;
  // A link each, so a refused disconnect that removed it would show as a changed row.
  for (const provider of ['ravelry', 'google_drive'])
    await suite.svc.query(
      `INSERT INTO integration_links (user_id, provider, account_name, access_token_sealed)
       VALUES ($1, $2, 'fuzzed', 'v1.sealed.value')`,
      [user.id, provider],
    );
  // And an open request, which no stranger's callback may use up.
  await suite.call('GET', RAVELRY_API.auth, { token });
});

/** Bodies an action that takes nothing (or `{}`, ConnectionActionInputSchema) must refuse. */
const actionBodies = (): fc.Arbitrary<FuzzRequest> => {
  const extraKeys = fc
    .dictionary(
      hostileString().filter((key) => key.length > 0),
      fc.jsonValue(),
      { minKeys: 1, maxKeys: 4 },
    )
    .filter((body) => !ConnectionActionInputSchema.safeParse(body).success)
    .map((body): FuzzRequest => ({ contentType: 'application/json', body: JSON.stringify(body) }));
  const notObjects = fc
    .constantFrom('[]', '[{}]', '"{}"', '1', '{', '{"":}', 'true', 'null')
    .map((body): FuzzRequest => ({ contentType: 'application/json', body }));
  return fc.oneof(extraKeys, notObjects);
};

describe('hostile requests to the connections', () => {
  fuzzEndpoint(svc, {
    method: 'DELETE',
    path: () => RAVELRY_API.disconnect,
    name: 'DELETE /ravelry/disconnect (any body but nothing or {})',
    requests: actionBodies(),
    as,
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'DELETE',
    path: () => GOOGLE_DRIVE_API.disconnect,
    name: 'DELETE /integrations/google-drive/disconnect (any body but nothing or {})',
    requests: actionBodies(),
    as,
    runs: 300,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => RAVELRY_API.sync,
    name: 'POST /ravelry/sync (any body but nothing or {})',
    requests: actionBodies(),
    as,
    runs: 300,
  });

  fuzzEndpoint(svc, {
    method: 'PUT',
    path: () => RAVELRY_API.options,
    name: 'PUT /ravelry/options',
    schema: RavelryOptionsInputSchema,
    valid: { autoSync: 'weekly', writeBack: true },
    as,
    runs: 300,
  });

  it('answers 400 random query strings a stranger sends to the callbacks with one redirect, and links nothing', async () => {
    // Short enough that the whole address stays under Node's 16 KB header limit (longer is a 431 before any code).
    const value = fc.oneof(
      hostileString().filter((text) => text.length <= 200),
      fc.string({ maxLength: 64 }),
      fc.base64String({ maxLength: 60 }),
      fc.constant(''),
    );
    const queries = fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('code', 'state', 'error', 'error_description', 'scope', 'state[]'),
          fc.string(),
        ),
        value,
      ),
      { maxLength: 6 },
    );
    const before = await snapshotTables(suite.svc.db.url);
    const answers = new Set<string>();
    for (const [index, pairs] of fc.sample(queries, { numRuns: 400, seed: 22 }).entries()) {
      const query = new URLSearchParams();
      for (const [key, text] of pairs) query.append(key, text.replace(/[\uD800-\uDFFF]/g, '?'));
      const path = index % 2 ? RAVELRY_API.callback : GOOGLE_DRIVE_API.callback;
      const response = await suite.svc.anonymous.get(`${path}?${query.toString()}`).redirects(0);
      if (response.status !== 302)
        throw new Error(`${response.status} for ${path}?${query.toString().slice(0, 300)}`);
      answers.add(response.headers.location);
    }
    expect([...answers]).toEqual(['/settings?error=invalid_state']);
    // No state guessed, none used up, no link made: every table as it was.
    expect(await snapshotTables(suite.svc.db.url)).toEqual(before);
  });
});
