import {
  AuthResponseSchema,
  MeResponseSchema,
  SIGN_UP_MESSAGES,
  emailForUsername,
} from '@yarn-mgmt/contracts';
import {
  createTestKeyPair,
  signTestToken,
  startServiceHarness,
  tamperToken,
  type ServiceHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadAccountConfig } from '../src/config/account.config.js';

const PASSWORD = 'Knit2gether';
let svc: ServiceHarness;
let keys: ServiceHarness['keys'];

beforeAll(async () => {
  svc = await startServiceHarness((env) => AppModule.forRoot(loadAccountConfig(env)), {
    name: 'account',
    env: { ADMIN_EMAILS: ' Boss@Example.com , later@example.com' },
  });
  keys = svc.keys;
});

afterAll(() => svc?.close());

const call = async (
  method: string,
  path: string,
  { token, ...options }: { body?: unknown; raw?: string; token?: string } = {},
) => {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const reply = await svc.anonymous.call(method, path, { ...options, headers });
  return { status: reply.status, body: reply.body as Record<string, unknown> };
};

const register = (body: unknown) => call('POST', '/auth/register', { body });
const login = (username: string, password = PASSWORD) =>
  call('POST', '/auth/login', { body: { username, password } });
const countUsers = async () =>
  Number((await svc.query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]?.n);

describe('POST /auth/register', () => {
  it('creates an account from the register page payload and signs the user in', async () => {
    const { status, body } = await register({
      email: 'Ann.Purl@Example.com',
      password: PASSWORD,
      first_name: 'Ann',
      last_name: 'Purl',
    });
    expect(status).toBe(201);
    const { token, user } = AuthResponseSchema.parse(body);
    expect(user).toMatchObject({
      email: 'ann.purl@example.com',
      username: null,
      first_name: 'Ann',
      last_name: 'Purl',
      role: 'user',
      ravelry_connected: false,
    });
    expect(token.split('.')).toHaveLength(3);
    const rows = await svc.query<{ email: string; password_hash: string; role: string }>(
      'SELECT email, password_hash, role FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows.map((row) => [row.email, row.role])).toEqual([['ann.purl@example.com', 'user']]);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it("creates an account from the login page's register mode (username, no names)", async () => {
    const { status, body } = await register({
      username: 'purl_queen',
      password: PASSWORD,
      email: emailForUsername('purl_queen'),
    });
    expect(status).toBe(201);
    expect(AuthResponseSchema.parse(body).user).toMatchObject({
      email: 'purl_queen@users.yarn-management.local',
      username: 'purl_queen',
      first_name: null,
      last_name: null,
    });
  });

  it('refuses an e-mail that is taken, whatever its case, and writes nothing', async () => {
    const before = await countUsers();
    expect(
      await register({
        email: 'ANN.PURL@example.com',
        password: PASSWORD,
        first_name: 'Ann',
        last_name: 'Again',
      }),
    ).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'An account with this email already exists', code: 'EMAIL_TAKEN' },
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const before = await countUsers();
    expect(
      await register({ username: 'Purl_Queen', password: PASSWORD, email: 'other@example.com' }),
    ).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'This username is already taken', code: 'USERNAME_TAKEN' },
    });
    expect(await countUsers()).toBe(before);
  });

  const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: PASSWORD };
  it.each([
    [
      'first name missing',
      { ...valid, first_name: undefined },
      'first_name',
      SIGN_UP_MESSAGES.firstNameRequired,
    ],
    ['first name blank', { ...valid, first_name: '  ' }, 'first_name', SIGN_UP_MESSAGES.firstNameRequired],
    ['first name too short', { ...valid, first_name: 'A' }, 'first_name', SIGN_UP_MESSAGES.firstNameMin],
    ['last name missing', { ...valid, last_name: '' }, 'last_name', SIGN_UP_MESSAGES.lastNameRequired],
    ['last name too short', { ...valid, last_name: 'L' }, 'last_name', SIGN_UP_MESSAGES.lastNameMin],
    ['e-mail missing', { ...valid, email: '' }, 'email', SIGN_UP_MESSAGES.emailRequired],
    ['e-mail invalid', { ...valid, email: 'ada@example' }, 'email', SIGN_UP_MESSAGES.emailInvalid],
    ['password missing', { ...valid, password: '' }, 'password', SIGN_UP_MESSAGES.passwordRequired],
    ['password too short', { ...valid, password: 'Kn1t' }, 'password', SIGN_UP_MESSAGES.passwordMin],
    [
      'password without upper case',
      { ...valid, password: 'knit2gether' },
      'password',
      SIGN_UP_MESSAGES.passwordComplexity,
    ],
    [
      'password without lower case',
      { ...valid, password: 'KNIT2GETHER' },
      'password',
      SIGN_UP_MESSAGES.passwordComplexity,
    ],
    [
      'password without a digit',
      { ...valid, password: 'Knittogether' },
      'password',
      SIGN_UP_MESSAGES.passwordComplexity,
    ],
    [
      'username invalid',
      { username: 'a!', password: PASSWORD, email: 'a@example.com' },
      'username',
      SIGN_UP_MESSAGES.usernameInvalid,
    ],
  ])('answers 400 to %s, with the exact message, and writes nothing', async (_case, body, field, message) => {
    const before = await countUsers();
    expect(await register(body)).toEqual({
      status: 400,
      body: { statusCode: 400, error: message, fieldErrors: { [field]: [message] } },
    });
    expect(await countUsers()).toBe(before);
  });

  it('reports every broken rule of one field at once', async () => {
    expect(await register({ ...valid, password: 'short' })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: SIGN_UP_MESSAGES.passwordMin,
        fieldErrors: { password: [SIGN_UP_MESSAGES.passwordMin, SIGN_UP_MESSAGES.passwordComplexity] },
      },
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    expect(await call('POST', '/auth/register', { raw: '{"email": "ada@example.com",' })).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Malformed JSON in request body' },
    });
  });
});

describe('POST /auth/login', () => {
  it('signs in with the e-mail, in any case', async () => {
    const { status, body } = await login('Ann.Purl@EXAMPLE.com');
    expect(status).toBe(200);
    expect(AuthResponseSchema.parse(body).user.email).toBe('ann.purl@example.com');
  });

  it('signs in with the username', async () => {
    const { status, body } = await login('purl_queen');
    expect(status).toBe(200);
    expect(AuthResponseSchema.parse(body).user.username).toBe('purl_queen');
  });

  it('gives the same 401 for a wrong password and for an unknown user', async () => {
    const expected = {
      status: 401,
      body: { statusCode: 401, error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
    };
    expect(await login('ann.purl@example.com', 'WrongPass1')).toEqual(expected);
    expect(await login('nobody@example.com')).toEqual(expected);
    expect(await login('nobody')).toEqual(expected);
  });

  it('answers a missing username or password with 400', async () => {
    expect(await call('POST', '/auth/login', { body: { username: '', password: '' } })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Username is required',
        fieldErrors: { username: ['Username is required'], password: ['Password is required'] },
      },
    });
  });
});

describe('GET /auth/me and tokens', () => {
  it('returns the signed-in user', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const me = await call('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(MeResponseSchema.parse(me.body)).toEqual({ user });
  });

  it('issues RS256 tokens with sub, email, role, kid and exp, verifiable with the published JWKS', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'RS256', kid: keys.kid });
    expect(payload).toMatchObject({ sub: user.id, email: user.email, role: 'user', iss: 'yarn-mgmt' });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(7 * 24 * 3600);
    const jwks = await call('GET', '/.well-known/jwks.json');
    expect(jwks).toEqual({
      status: 200,
      body: { keys: [expect.objectContaining({ kty: 'RSA', kid: keys.kid, alg: 'RS256', use: 'sig' })] },
    });
  });

  it('answers 401 without a token, and to tampered, expired and foreign tokens', async () => {
    const { body } = await login('purl_queen');
    const { token, user } = AuthResponseSchema.parse(body);
    const claims = { sub: user.id, email: user.email, role: user.role };
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized' } };
    expect(await call('GET', '/auth/me')).toEqual(unauthorized);
    expect(await call('GET', '/auth/me', { token: tamperToken(token, { role: 'admin' }) })).toEqual(
      unauthorized,
    );
    expect(
      await call('GET', '/auth/me', {
        token: signTestToken(keys.privateKey, claims, { kid: keys.kid, expiresIn: -10 }),
      }),
    ).toEqual(unauthorized);
    expect(
      await call('GET', '/auth/me', {
        token: signTestToken(createTestKeyPair().privateKey, claims, { kid: keys.kid }),
      }),
    ).toEqual(unauthorized);
    // The same key still works: the failures above are about the tokens, not the test's signer.
    expect(
      (await call('GET', '/auth/me', { token: signTestToken(keys.privateKey, claims, { kid: keys.kid }) }))
        .status,
    ).toBe(200);
  });
});

describe('admins', () => {
  it('makes an e-mail listed in ADMIN_EMAILS an admin at sign-up', async () => {
    const { status, body } = await register({
      email: 'boss@example.com',
      password: PASSWORD,
      first_name: 'Big',
      last_name: 'Boss',
    });
    expect(status).toBe(201);
    expect(AuthResponseSchema.parse(body).user.role).toBe('admin');
  });

  it('promotes a listed user who signed up earlier at their next sign-in', async () => {
    const created = await register({
      email: 'later@example.com',
      password: PASSWORD,
      first_name: 'Lat',
      last_name: 'Er',
    });
    const { user } = AuthResponseSchema.parse(created.body);
    await svc.query("UPDATE users SET role = 'user' WHERE id = $1", [user.id]);
    const { body } = await login('later@example.com');
    const signedIn = AuthResponseSchema.parse(body);
    expect(signedIn.user.role).toBe('admin');
    expect(await svc.query('SELECT role FROM users WHERE id = $1', [user.id])).toEqual([{ role: 'admin' }]);
    const [, payload] = signedIn.token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({ role: 'admin' });
  });
});

describe('service basics', () => {
  it('reports its health with a database ping', async () => {
    const { status, body } = await call('GET', '/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('publishes OpenAPI, documenting the register body from the contracts schema', async () => {
    const response = await fetch(`${svc.url}/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/auth/register', '/auth/login', '/auth/me', '/health']),
    );
    expect(JSON.stringify(document.paths['/auth/register']?.post?.requestBody)).toContain('password');
  });
});
