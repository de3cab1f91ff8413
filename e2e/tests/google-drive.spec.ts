import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePatternPdf } from '@yarn-mgmt/testing/pdf';
import { E2E_PORT } from '../stack.js';
import { signInNewUser, type TestUser } from './support.js';

// The Google stand-in's seeded account (libs/testing/src/google), which the e2e stack starts (PROVIDER_FAKES).
const GOOGLE_ACCOUNT = 'local.test.knitter@example.com';
const GOOGLE_LABEL = `Sign in as Local Test Knitter (${GOOGLE_ACCOUNT})`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

interface PatternRow {
  title: string;
  google_drive_file_id: string | null;
}

async function patternsTitled(request: APIRequestContext, user: TestUser, title: string) {
  const headers = { Authorization: `Bearer ${user.token}` };
  const answer = await request.get(`/api/patterns?search=${encodeURIComponent(title)}`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { patterns: (PatternRow & { id: string })[] }).patterns;
}

async function pattern(request: APIRequestContext, user: TestUser, id: string): Promise<PatternRow> {
  const answer = await request.get(`/api/patterns/${id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PatternRow;
}

/** View Pattern opens the PDF in a new tab (from the user's Drive when `fromDrive`): the very bytes uploaded. */
async function viewPdf(page: Page, request: APIRequestContext, bytes: Buffer, fromDrive = true) {
  const [viewer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'View Pattern' }).click(),
  ]);
  await expect(viewer).toHaveURL(
    fromDrive
      ? /\/api\/integrations\/google-drive\/files\/[0-9a-f-]{36}\/view\?/
      : /\/api\/(patterns|integrations\/google-drive\/files)\/[0-9a-f-]{36}\/view\?/,
  );
  const pdf = await request.get(viewer.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await pdf.body(), bytes)).toBe(0);
  await viewer.close();
}

test('Google Drive: link it, keep a pattern PDF there, view it, back up now, delete the pattern, restore it, disconnect', async ({
  page,
  request,
}) => {
  // The sweep that moves a PDF uploaded while Drive is on runs every minute (DRIVE_FILES_SWEEP_MS).
  test.setTimeout(240_000);
  const user = await signInNewUser(page, request);
  await page.goto('/settings');
  const drive = page.getByRole('region', { name: 'Google Drive' });
  // The first page of a new user's session loads the shell and its remotes: slower than the rest on a busy machine.
  await expect(drive.getByText('Not connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await drive.getByRole('button', { name: 'Connect Google Drive' }).click();

  // Google's own consent page (another origin), then back to Settings with the message.
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(E2E_PORT + 92));
  await page.getByLabel(GOOGLE_LABEL).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, `Successfully connected to Google Drive as ${GOOGLE_ACCOUNT}`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drive.getByText(`Connected as ${GOOGLE_ACCOUNT}`, { exact: true })).toBeVisible();

  // Pattern files go to Drive from now on.
  const driveSync = page.getByRole('switch', { name: 'Google Drive Sync' });
  await expect(driveSync).not.toBeChecked();
  await driveSync.click();
  await expect(toast(page, 'Settings updated successfully')).toBeVisible();
  await expect(driveSync).toBeChecked();

  // A pattern with its PDF.
  const title = `Drive Shawl ${Date.now().toString(36)}`;
  const bytes = Buffer.from(await makePatternPdf(`${title}\nby Wren Ashdown\nA lace shawl.`));
  await page.goto('/patterns/new');
  await expect(page.locator('[data-remote="mf_patterns"]')).toBeVisible();
  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'shawl.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'Save Pattern' }).click();
  await expect(page).toHaveURL(/\/patterns\/[0-9a-f-]{36}$/);
  const patternId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('File Available')).toBeVisible();

  // Within a minute the PDF is in the user's Drive, and View reads it from there.
  await expect
    .poll(async () => (await pattern(request, user, patternId)).google_drive_file_id, { timeout: 60_000 })
    .toMatch(/\S/);
  await page.reload();
  await expect(page.getByText('File Available')).toBeVisible();
  await viewPdf(page, request, bytes);

  // Backup Now, with the files: the spec's toast, then the backup in the list with its date, size and place.
  await page.goto('/settings');
  const photos = page.getByRole('switch', { name: 'Include Photos in Backup' });
  await photos.click();
  await expect(photos).toBeChecked();
  await page.getByRole('button', { name: 'Backup Now' }).click();
  await expect(toast(page, 'Manual backup started')).toBeVisible();
  await expect(toast(page, 'Backup completed')).toBeVisible({ timeout: 30_000 });
  const backups = page.getByRole('list', { name: 'Backups' });
  await expect(backups.getByRole('listitem')).toHaveCount(1);
  await expect(backups.getByRole('listitem')).toContainText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M/);
  await expect(backups.getByRole('listitem')).toContainText(
    /\d+\.\d{2} KB · Google Drive · Manual · with photos/,
  );
  await expect(page.getByText('The last 10 backups are kept.')).toBeVisible();

  // Delete the pattern, after the browser's confirmation.
  await page.goto(`/patterns/${patternId}`);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/patterns$/);
  await expect(page.getByText('No patterns in your library yet')).toBeVisible();

  // Restore the backup: the pattern is back, its PDF still read from Drive.
  await page.goto('/settings');
  await backups.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this backup?' });
  await expect(
    dialog.getByText(
      "The backup's yarn, patterns, projects and files are added to your account; nothing already in it is removed or changed.",
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Backup restored')).toBeVisible();
  expect(await patternsTitled(request, user, title)).toHaveLength(1);
  await page.goto('/patterns');
  await page.getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('File Available')).toBeVisible();
  // Restored where files are kept first, then on to Drive with the next move: the same bytes either way.
  await viewPdf(page, request, bytes, false);

  // Disconnect: the link goes.
  await page.goto('/settings');
  await drive.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Google Drive disconnected')).toBeVisible();
  await expect(drive.getByRole('button', { name: 'Connect Google Drive' })).toBeVisible();
  await expect(drive.getByText('Not connected', { exact: true })).toBeVisible();
});
