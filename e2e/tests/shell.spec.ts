import { expect, test } from '@playwright/test';
import { signInNewUser } from './support.js';

test.beforeEach(async ({ page, request }) => {
  await signInNewUser(page, request, 'Mary');
});

test('the side panel lists every module, highlights the current one and titles the page', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation');
  for (const label of [
    'Dashboard',
    'Yarn Inventory',
    'Pattern Library',
    'Projects',
    'Shopping List',
    'AI Pattern Designer',
    'PDF Processor',
    'Yarn Calculator',
    'Yarn Deals',
    'Deal Timeline',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // Admin-only entries stay hidden for a regular user (DECISIONS 9).
  await expect(nav.getByRole('link', { name: 'Scraper Admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Archives' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Yarn Calculator', exact: true }).click();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(nav.getByRole('link', { name: 'Yarn Calculator', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('banner')).toContainText('Yarn Calculator');
  await expect(page.locator('[data-remote="mf_tools"]')).toContainText('No Calculation Yet');

  await expect(page.getByRole('button', { name: 'notifications' })).toContainText('0');
});

test('below the sm breakpoint a menu button opens a drawer that closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await page.goto('/dashboard');
  const yarnLink = page.getByRole('link', { name: 'Yarn Inventory', exact: true });
  await expect(yarnLink).toBeHidden();
  await page.getByRole('button', { name: 'open navigation' }).click();
  await expect(yarnLink).toBeVisible();
  await yarnLink.click();
  await expect(page).toHaveURL(/\/yarn$/);
  await expect(yarnLink).toBeHidden();
  await expect(page.locator('[data-remote="mf_inventory"]')).toBeVisible();
});

test('a remote whose files cannot be fetched shows the unavailable boundary while other routes work', async ({
  page,
}) => {
  await page.route('**/remotes/mf-deals/**', (route) => route.abort('connectionrefused'));
  await page.goto('/deals');
  await expect(page.getByText('This module is unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Yarn Inventory', exact: true }).click();
  await expect(page.locator('[data-remote="mf_inventory"]')).toContainText('Yarn Inventory');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Once the files are reachable again, Retry loads the module without a page reload.
  await page.unroute('**/remotes/mf-deals/**');
  await page.getByRole('navigation').getByRole('link', { name: 'Yarn Deals', exact: true }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mf_deals"]')).toContainText('Yarn Deals');
});

test('the page runs exactly one React and one MUI, shared by the shell and every remote', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation');
  for (const [label, remote] of [
    ['Yarn Inventory', 'mf_inventory'],
    ['Pattern Library', 'mf_patterns'],
    ['Projects', 'mf_projects'],
    ['Yarn Calculator', 'mf_tools'],
    ['Yarn Deals', 'mf_deals'],
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  }
  const loaded = await page.evaluate(() => {
    type ShareInfo = { loaded?: boolean; loading?: unknown; lib?: unknown; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded || info.lib) (result[pkg] ??= []).push(`${version} from ${info.from}`);
          }
        }
      }
    }
    return result;
  });
  for (const pkg of [
    'react',
    'react-dom',
    '@mui/material',
    '@emotion/react',
    '@tanstack/react-query',
    'react-router-dom',
    '@yarn-mgmt/web-platform',
  ]) {
    expect(new Set(loaded[pkg] ?? []).size, `${pkg}: ${JSON.stringify(loaded[pkg])}`).toBe(1);
  }
  // Whatever else is shared (subpaths such as @mui/material/SvgIcon) is loaded once too, by one app.
  for (const [pkg, instances] of Object.entries(loaded)) {
    expect(new Set(instances).size, `${pkg}: ${JSON.stringify(instances)}`).toBe(1);
  }
});
