import { AuthResponseSchema, SIGN_UP_MESSAGES, emailForUsername } from '@yarn-mgmt/contracts';
import { PASSWORD, accountSuite } from './account-suite.js';

const suite = accountSuite('account_auth');
const { call, register, login, countUsers } = suite;

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
    const rows = await suite.svc.query<{ email: string; password_hash: string; role: string }>(
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
