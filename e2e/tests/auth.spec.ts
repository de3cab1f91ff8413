import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInNewUser, signInThroughForm, signInWithToken, uniqueEmail } from './support.js';

// Per sign-up field: its label, what an empty field says, a bad value and what the page says of it.
const FIELDS = [
  ['First Name', 'First name is required', 'A', 'First name must be at least 2 characters'],
  ['Last Name', 'Last name is required', 'B', 'Last name must be at least 2 characters'],
  ['Email Address', 'Email is required', 'not-an-email', 'Invalid email address'],
  ['Password', 'Password is required', 'short', 'Password must be at least 8 characters'],
  ['Confirm Password', 'Please confirm your password', 'different', 'Passwords do not match'],
] as const;

async function fillSignUp(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(new RegExp(`^${label}`)).fill(value);
}

test('a visitor opening / lands on the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your Digital Yarn & Pattern Library')).toBeVisible();
  await page.getByRole('button', { name: 'Create new account' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('sign-up shows every validation message, then signs the new user in', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('Create your account')).toBeVisible();
  await expect(
    page.getByText('By signing up, you agree to organize your yarn collection responsibly'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const [, required] of FIELDS) await expect(page.getByText(required, { exact: true })).toBeVisible();

  for (const [label, , bad] of FIELDS) await page.getByLabel(new RegExp(`^${label}`)).fill(bad);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const [, , , refusal] of FIELDS) await expect(page.getByText(refusal, { exact: true })).toBeVisible();

  await page.getByLabel(/^Password/).fill('alllowercase1');
  await expect(
    page.getByText('Password must contain uppercase, lowercase, and a number', { exact: true }),
  ).toBeVisible();

  const email = uniqueEmail('signup');
  const ada = {
    'First Name': 'Ada',
    'Last Name': 'Lovelace',
    'Email Address': email,
    Password: 'Knit2gether',
  };
  await fillSignUp(page, ada);
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'toggle password visibility' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByLabel(/^Confirm Password/).fill('Knit2gether');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'account menu' })).toHaveText('A');
  // The dashboard's panels have their data, so none asks again without the token (a 401 sends the page to /login,
  // which would cut the next navigation short).
  await expect(page.getByText('No active projects. Start a new one!')).toBeVisible();
  await expect(page.getByText('All yarn stock levels look good!')).toBeVisible();

  // The same address again is refused by the server, and the page says so.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/register');
  await fillSignUp(page, { ...ada, 'Last Name': 'Again', 'Confirm Password': 'Knit2gether' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
  await expect(page).toHaveURL(/\/register$/);
});

test('the login page register mode creates an account from a username', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create new account' }).click();
  const username = `purl_${Date.now().toString(36)}`;
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill('Knit2gether');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // No first name was given: the avatar falls back to "U".
  await expect(page.getByRole('button', { name: 'account menu' })).toHaveText('U');
});

test('wrong credentials show the server message and keep the visitor on /login', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await page.goto('/login');
  await signInThroughForm(page, { email: user.email, password: 'WrongPass1' });
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the session and returns to /login', async ({ page, request }) => {
  const user = await registerUser(request, 'Grace');
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link to a protected page comes back to it after sign-in', async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects' }).first()).toBeVisible();
  // Signed in, /login and /register send the user to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path goes to /login, or to /dashboard once signed in', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
  await signInNewUser(page, request);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a garbage token is dropped and the visitor is sent to /login', async ({ page }) => {
  await signInWithToken(page, 'garbage.token.value');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
