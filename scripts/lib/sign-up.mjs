import { randomBytes } from 'node:crypto';

/**
 * Signs up a new throwaway account through the gateway (a random e-mail, so runs never collide) and answers the
 * register response: `{ token, user }`.
 */
export async function signUpThroughGateway(gateway, { emailPrefix, password, firstName, lastName }) {
  const id = randomBytes(4).toString('hex');
  const response = await fetch(`${gateway}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${emailPrefix}-${id}@example.com`,
      password,
      first_name: firstName,
      last_name: lastName,
    }),
  });
  if (!response.ok) throw new Error(`sign-up through ${gateway} answered ${response.status}`);
  return response.json();
}
