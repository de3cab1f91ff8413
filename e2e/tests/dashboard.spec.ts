import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewUser } from './support.js';

const tile = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Summary' }).getByRole('region', { name: label, exact: true });
/** A dashboard panel (its card has a heading; the tile of the same name has none). */
const panel = (page: Page, title: string) =>
  page
    .getByRole('region', { name: title, exact: true })
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectFigures(page: Page, figures: Record<string, number>) {
  for (const [label, value] of Object.entries(figures))
    await expect(tile(page, label).getByText(String(value), { exact: true })).toBeVisible();
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test('a new knitter’s dashboard goes from empty to full, and its tiles open their lists', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, 'Dora');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText("Here's what's happening with your yarn projects.")).toBeVisible();
  await expectFigures(page, { 'Total Yarn': 0, Patterns: 0, 'Active Projects': 0, Completed: 0 });
  await expect(panel(page, 'Active Projects')).toContainText('No active projects. Start a new one!');
  await expect(panel(page, 'Low Stock Alert')).toContainText('All yarn stock levels look good!');
  await expect(panel(page, 'Recent Activity')).toContainText('No recent activity');

  const yarn = await post(request, user.token, '/yarn', {
    brand_name: 'Malabrigo',
    line_name: 'Rios',
    weight_category: 'Worsted',
    yardage_per_skein: 210,
    colorway: 'Lettuce',
    skeins_total: 3,
    skeins_remaining: 1,
    tags: [],
  });
  await post(request, user.token, '/patterns', { title: 'Ribbed Beanie', craft_type: 'knitting' });
  await post(request, user.token, '/projects', { name: 'Harbor Cardigan', status: 'active' });

  await page.reload();
  await expectFigures(page, { 'Total Yarn': 1, Patterns: 1, 'Active Projects': 1, Completed: 0 });
  await expect(panel(page, 'Active Projects')).toContainText('Harbor Cardigan');
  const lowStock = panel(page, 'Low Stock Alert');
  await expect(lowStock).toContainText('Rios · Malabrigo');
  await expect(lowStock).toContainText('Lettuce · 1 skein remaining');
  const activity = panel(page, 'Recent Activity');
  await expect(activity.getByRole('listitem')).toHaveCount(3);
  await expect(activity.getByRole('listitem').first()).toContainText('Harbor Cardigan');
  await expect(activity).toContainText('Ribbed Beanie');
  await expect(activity).toContainText('Rios');
  // "MMM d, h:mm a"
  await expect(activity.getByRole('listitem').first()).toContainText(
    /[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)/,
  );

  await lowStock.getByRole('button', { name: 'open Rios' }).click();
  await expect(page).toHaveURL(new RegExp(`/yarn/${yarn.id}$`));
  await page.goBack();
  await tile(page, 'Active Projects').getByRole('button').click();
  await expect(page).toHaveURL(/\/projects\?status=active$/);
  await page.goBack();
  await tile(page, 'Completed').getByRole('button').click();
  await expect(page).toHaveURL(/\/projects\?status=completed$/);
  await page.goBack();
  await tile(page, 'Patterns').getByRole('button').click();
  await expect(page).toHaveURL(/\/patterns$/);
  await page.goBack();
  await tile(page, 'Total Yarn').getByRole('button').click();
  await expect(page).toHaveURL(/\/yarn$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Shop List' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
});

test('with the inventory remote unreachable, only the Low Stock panel says so', async ({ page, request }) => {
  const user = await signInNewUser(page, request, 'Ivy');
  await post(request, user.token, '/projects', { name: 'Sunday Socks', status: 'active' });
  await page.route('**/remotes/mf-inventory/**', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard');

  await expect(panel(page, 'Low Stock Alert')).toContainText('This module is unavailable');
  await expect(panel(page, 'Low Stock Alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('This module is unavailable')).toHaveCount(1);
  await expect(panel(page, 'Active Projects')).toContainText('Sunday Socks');
  await expectFigures(page, { 'Total Yarn': 0, Patterns: 0, 'Active Projects': 1, Completed: 0 });
  await expect(panel(page, 'Recent Activity')).toContainText('Sunday Socks');
  await expect(panel(page, 'Quick Actions').getByRole('link', { name: 'Add Yarn' })).toBeVisible();

  // Reachable again: Retry brings the panel back without a reload.
  await page.unroute('**/remotes/mf-inventory/**');
  await panel(page, 'Low Stock Alert').getByRole('button', { name: 'Retry' }).click();
  await expect(panel(page, 'Low Stock Alert')).toContainText('All yarn stock levels look good!');
});
