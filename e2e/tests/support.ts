import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT } from '../stack.js';

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

/** The e2e stack's account database (its embedded PostgreSQL; the launcher's fixed local credentials). */
const E2E_ACCOUNT_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${Number(process.env.E2E_PG_PORT ?? 54339)}/yarn_account`;

/**
 * A new user made an admin the documented way (`promote-admin`, DECISIONS 9), then signed in again: promotion
 * bumps the token version, so the first token is no longer good.
 */
export async function registerAdmin(request: APIRequestContext, firstName = 'Ada'): Promise<TestUser> {
  const user = await registerUser(request, firstName);
  const cli = path.join(ROOT, 'services', 'account', 'dist', 'cli', 'promote-admin.js');
  const result = spawnSync(process.execPath, [cli, user.email], {
    env: { ...process.env, DATABASE_URL: E2E_ACCOUNT_DATABASE_URL },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`promote-admin failed: ${result.stderr}`);
  const response = await request.post('/api/auth/login', {
    data: { username: user.email, password: user.password },
  });
  const { token } = (await response.json()) as { token: string };
  return { ...user, token };
}

/**
 * Picks `option` in the select named `name`, opened from the keyboard: a pointer click Playwright retries on a busy
 * machine can land on an option of the menu MUI lays over the box (seen in CI: "Scarf" chosen, "Sweater" never).
 */
export async function chooseOption(page: Page, name: string | RegExp, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name });
  await combobox.focus();
  await combobox.press('ArrowDown');
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}
