import { LoginRequestSchema, RegisterRequestSchema } from '@yarn-mgmt/contracts';
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
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => '/auth/register',
    schema: RegisterRequestSchema,
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
    schema: LoginRequestSchema,
    valid: { username: 'ann@example.com', password: PASSWORD },
    // A sign-in the contract accepts hashes a password (~150 ms): a few prove there is no 5xx.
    maxAccepted: 24,
  });
});
