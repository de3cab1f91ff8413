import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInNewUser, signInThroughForm } from './support.js';

// A 1x1 PNG: the account service keeps an avatar only when its bytes are an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('profile: edit the name and upload an avatar, both still there after a reload', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, 'Ada');
  await page.goto('/profile');
  await expect(page.getByLabel('Name')).toHaveText('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await expect(page.getByText('Change Avatar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await page.getByLabel('Avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'New avatar' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveText('Grace Lovelace');
  const avatar = page.getByRole('img', { name: 'Profile avatar' });
  await expect(avatar).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  for (const label of ['Yarn in Stash', 'Patterns', 'Total Projects', 'Completed']) {
    await expect(page.getByRole('region', { name: label })).toContainText('0');
  }
});

test('preferences and settings persist across reloads', async ({ page, request }) => {
  await signInNewUser(page, request);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('switch', { name: 'Email Notifications' }).click();
  await expect(toast(page, 'Preferences updated!')).toBeVisible();
  await page.getByRole('radio', { name: 'Imperial' }).click();
  await expect(page.getByRole('radio', { name: 'Imperial' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('combobox', { name: 'Default View' }).click();
  await page.getByRole('option', { name: 'Pattern Library' }).click();
  await expect(page.getByRole('combobox', { name: 'Default View' })).toHaveText('Pattern Library');

  await page.reload();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Imperial' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('combobox', { name: 'Default View' })).toHaveText('Pattern Library');

  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Weekly Digest' }).click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Backup Frequency' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Automatic Backup' }).click();
  await page.getByRole('combobox', { name: 'Backup Frequency' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await expect(page.getByRole('combobox', { name: 'Backup Frequency' })).toHaveText('Monthly');
  await expect(page.getByText(/ of 1\.00 GB used$/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly Digest' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Automatic Backup' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Backup Frequency' })).toHaveText('Monthly');
  // Email Notifications is one value, set from either page.
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
});

test('both password dialogs change the password; the last one signs in', async ({ page, request }) => {
  // Signed in through the form: a password change revokes older tokens and the page keeps the fresh one.
  const user = await registerUser(request);
  await page.goto('/login');
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill('Purl2gether');
  await page.getByLabel('Confirm New Password').fill('Purl2gether');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current Password').fill('Purl2gether');
  await dialog.getByLabel('New Password', { exact: true }).fill('abcdefg1');
  await dialog.getByLabel('Confirm New Password').fill('abcdefg1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  // Six characters pass the dialog; the server's sign-up rule (DECISIONS 8) answers.
  await expect(toast(page, 'Password must contain uppercase, lowercase, and a number')).toBeVisible();
  await dialog.getByLabel('New Password', { exact: true }).fill('Cable3Knit');
  await dialog.getByLabel('Confirm New Password').fill('Cable3Knit');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await signInThroughForm(page, { email: user.email, password: 'Purl2gether' });
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await signInThroughForm(page, { email: user.email, password: 'Cable3Knit' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Ravelry: Deny at the provider comes back to /settings with the reason, and the return messages lead back to /settings', async ({
  page,
  request,
}) => {
  // The e2e stack runs the Ravelry stand-in (PROVIDER_FAKES); "not available on this server" is the shell's unit tests'.
  await signInNewUser(page, request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect Ravelry Account' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText(/^Ravelry connection failed: .+/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Connect Ravelry Account' })).toBeEnabled();
  await page.goto('/settings?error=invalid_state');
  await expect(toast(page, 'Invalid or expired connection request. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/settings/integrations/ravelry');
  await expect(page.getByRole('heading', { level: 1, name: 'Ravelry Integration' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
});

test('export downloads the whole account as json; Import Data brings a deleted yarn back', async ({
  page,
  request,
}, testInfo) => {
  const user = await signInNewUser(page, request);
  const headers = { authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/yarn', {
    headers,
    data: {
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      weight_category: 'Worsted',
      yardage_per_skein: 210,
      weight_grams: 100,
      colorway: 'Azules',
      skeins_total: 3,
      skeins_remaining: 3,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^yarn-management-export-\d{8}-\d{6}\.json$/);
  await expect(toast(page, 'Data exported successfully')).toBeVisible();
  const file = testInfo.outputPath('export.json');
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'yarn-management-export', include_photos: true });
  expect(text).toContain('Azules');

  // The stash emptied (its brand stays behind), then the backup read back: the yarn is there again, once.
  const { id } = (await created.json()) as { id: string };
  expect((await request.delete(`/api/yarn/${id}`, { headers })).status()).toBe(204);
  const storage = page.getByRole('region', { name: 'Data & Storage' });
  await page.getByLabel('Import file').setInputFiles(file);
  const shown = storage.getByRole('alert');
  await expect(shown).toHaveText('Data imported successfully');
  await page.goto('/yarn');
  await expect(page.getByText('Azules')).toHaveCount(1);
  await page.goto('/settings');

  await page.getByLabel('Import file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(shown).toHaveText('This file is not a Yarn Management export');
});

test('delete account: only after typing DELETE; lands on /login and signing in fails', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(401);
  await signInThroughForm(page, user);
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
