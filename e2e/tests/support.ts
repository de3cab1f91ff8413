import type { APIRequestContext, Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  token: string;
}

export function uniqueEmail(prefix = 'knitter'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs a user up through the public API, the way the register page does. */
export async function registerUser(request: APIRequestContext, firstName = 'Ada'): Promise<TestUser> {
  const user = {
    email: uniqueEmail(),
    password: 'Knit2gether',
    first_name: firstName,
    last_name: 'Lovelace',
  };
  const response = await request.post('/api/auth/register', { data: user });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { ...user, token };
}

/** Starts the page signed in as `user` (token in localStorage before any script runs). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/** A new user, signed in on `page` from its first load. */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  firstName?: string,
): Promise<TestUser> {
  const user = await registerUser(request, firstName);
  await signInWithToken(page, user.token);
  return user;
}

export async function signInThroughForm(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel(/^Username/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
