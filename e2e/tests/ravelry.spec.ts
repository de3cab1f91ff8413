import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../stack.js';
import { signInNewUser } from './support.js';

// The Ravelry stand-in's seeded account (libs/testing/src/ravelry), which the e2e stack starts (PROVIDER_FAKES).
const RAVELRY_USER = 'local-test-knitter';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('Ravelry: connect at the provider, sync the stash, sync again with nothing new, disconnect', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect Ravelry Account' }).click();

  // The provider's own consent page (another origin), then back to Settings with the spec's message.
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(E2E_PORT + 91));
  await page.getByLabel(`Sign in as ${RAVELRY_USER}`).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, `Successfully connected to Ravelry as ${RAVELRY_USER}`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  const account = page.getByRole('region', { name: 'Ravelry account' });
  await expect(account.getByText(RAVELRY_USER, { exact: true })).toBeVisible();
  await expect(account.getByText('Last sync: Never')).toBeVisible();
  // The top bar follows the link.
  await expect(page.getByTestId('ravelry-connected')).toBeVisible();

  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(toast(page, 'Ravelry sync completed successfully')).toBeVisible({ timeout: 30_000 });
  await expect(account.getByRole('status')).toContainText('added');
  await expect(account.getByText('Last sync: Never')).toHaveCount(0);

  // The stash arrived: the inventory lists what Ravelry has, and the page shows it.
  const headers = { Authorization: `Bearer ${user.token}` };
  const stash = (await (await request.get('/api/yarn?limit=100', { headers })).json()) as {
    yarn: { yarn_line: { name: string; brand: { name: string } } }[];
    total: number;
  };
  expect(stash.total).toBe(30);
  await page.goto('/yarn');
  const first = stash.yarn[0].yarn_line;
  await expect(page.getByText(first.name, { exact: false }).first()).toBeVisible();

  // A second sync changes nothing and says so: no duplicates.
  await page.goto('/settings');
  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(account.getByRole('status')).toHaveText('no changes', { timeout: 30_000 });
  const again = (await (await request.get('/api/yarn?limit=1', { headers })).json()) as { total: number };
  expect(again.total).toBe(30);

  // Disconnect: the link goes, the imported yarn stays.
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Ravelry account disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Ravelry Account' })).toBeVisible();
  await expect(page.getByTestId('ravelry-connected')).toHaveCount(0);
  const kept = (await (await request.get('/api/yarn?limit=1', { headers })).json()) as { total: number };
  expect(kept.total).toBe(30);
});
