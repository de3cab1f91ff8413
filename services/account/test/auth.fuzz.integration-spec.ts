import { LoginInputSchema, RegisterInputSchema } from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { PASSWORD, accountSuite } from './account-suite.js';

// Hostile input (issue 7): sign-up and sign-in refuse malformed requests with a 4xx and change nothing. These
// are the account service's only writes; both are public.
const suite = accountSuite('account_fuzz');
const svc = () => suite.svc;

beforeAll(async () => {
  const { status } = await suite.register({
    email: 'ann@example.com',
    password: PASSWORD,
    first_name: 'Ann',
    last_name: 'Purl',
  });
  expect(status).toBe(201);
});

describe('hostile requests to /auth', () => {
  it('answers a NUL in the sign-in name or password with a 400 naming the field', async () => {
    expect(await suite.login('ann@example.com\u0000', '\u0000')).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          username: ['Must not contain the NUL character'],
          password: ['Must not contain the NUL character'],
        },
      },
    });
  });

  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => '/auth/register',
    schema: RegisterInputSchema,
    // An accepted sign-up hashes a password too.
    maxAccepted: 48,
    valid: {
      email: 'bob@example.com',
      password: PASSWORD,
      first_name: 'Bob',
      last_name: 'Cable',
      username: 'bob',
    },
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => '/auth/login',
    schema: LoginInputSchema,
    valid: { username: 'ann@example.com', password: PASSWORD },
    // A sign-in the contract accepts hashes a password (~150 ms): a few prove there is no 5xx.
    maxAccepted: 24,
  });
});
