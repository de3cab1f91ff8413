import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_REMOTES_FILE, ROOT } from '../stack.js';
import { defaultRegistry, hashTree, writeRegistry } from './remote-build.js';
import { signInNewUser } from './support.js';

test.beforeEach(async ({ page, request }) => {
  await signInNewUser(page, request, 'Rita');
});

test.afterEach(() => rmSync(E2E_REMOTES_FILE, { force: true }));

test('a registry edit that gives a remote a prefix is live on the next page load, with no rebuild or restart', async ({
  page,
  request,
}) => {
  const shellBefore = hashTree(path.join(ROOT, 'shell', 'dist'));
  const defaults = await defaultRegistry(request);
  const deals = defaults.mf_deals;
  writeRegistry({
    ...defaults,
    mf_deals: { ...deals, prefixes: deals.prefixes.filter((prefix) => prefix !== '/deal-timeline') },
  });
  await page.goto('/deal-timeline');
  await expect(page).toHaveURL(/\/dashboard$/);

  writeRegistry(defaults);
  await page.goto('/deal-timeline');
  await expect(page).toHaveURL(/\/deal-timeline$/);
  await expect(
    page.locator('[data-remote="mf_deals"]').getByRole('heading', { level: 1, name: 'Deal Timeline' }),
  ).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Deal Timeline');
  expect(hashTree(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
});

test('an unknown path under a remote prefix goes to the dashboard', async ({ page }) => {
  await page.goto('/yarn/some/page/nobody/has');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin-only page tells a non-admin so, inside the layout', async ({ page }) => {
  await page.goto('/scraper-admin');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }),
  ).toBeVisible();
  await expect(page.locator('[data-remote="mf_deals"]')).toHaveCount(0);
  await expect(page.getByTestId('page-title')).toHaveText('Scraper Admin');
});
