import { expect, test } from '@playwright/test';
import { registerUser, signInThroughForm, signInWithToken, uniqueEmail } from './support.js';

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
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel(/^First Name/).fill('A');
  await page.getByLabel(/^Last Name/).fill('B');
  await page.getByLabel(/^Email Address/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Invalid email address',
    'Password must be at least 8 characters',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel(/^Password/).fill('alllowercase1');
  await expect(
    page.getByText('Password must contain uppercase, lowercase, and a number', { exact: true }),
  ).toBeVisible();

  const email = uniqueEmail('signup');
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill('Lovelace');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('Knit2gether');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'toggle password visibility' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByLabel(/^Confirm Password/).fill('Knit2gether');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'account menu' })).toHaveText('A');

  // The same address again is refused by the server, and the page says so.
  await page.evaluate(() => window.localStorage.removeItem('token'));
  await page.goto('/register');
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill('Again');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill('Knit2gether');
  await page.getByLabel(/^Confirm Password/).fill('Knit2gether');
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
  const user = await registerUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a garbage token is dropped and the visitor is sent to /login', async ({ page }) => {
  await signInWithToken(page, 'garbage.token.value');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
