import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS, startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { registerAdmin, signInNewUser, signInWithToken, type TestUser } from './support.js';

// A fake retailer on a loopback port: the e2e stack is started as `npm start` starts it, which admits loopback
// targets (SCRAPER_ALLOW_PRIVATE defaults to true in local mode) so that a test shop can be scraped.
let shop: FakeShop;
test.beforeAll(async () => {
  shop = await startFakeShop();
});
test.afterAll(async () => shop.close());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function addTargetThroughDialog(page: Page, name: string, url: string, scraperType: string) {
  await page.getByRole('button', { name: 'Add Target' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByLabel('Scraper Type').click();
  await page.getByRole('option', { name: scraperType, exact: true }).click();
  await expect(dialog.getByText('JSON object with CSS selectors for data extraction')).toBeVisible();
  // The selectors start as the required keys to fill in; saved untouched, the refusal names them beside the box.
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(/item selector must be a non-empty string/)).toBeVisible();
  await expect(page.getByText('Failed to add scraper target')).toBeVisible();
  await dialog.getByLabel('CSS Selectors (JSON)').fill(JSON.stringify(FAKE_SHOP_SELECTORS.static));
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Scraper target added successfully!')).toBeVisible();
}

async function firstArchiveId(request: APIRequestContext, admin: TestUser): Promise<number> {
  const response = await request.get('/api/archives?limit=20&offset=0', { headers: auth(admin) });
  const { archives } = (await response.json()) as { archives: Array<{ id: number }> };
  return archives[0].id;
}

test('an admin adds a target, runs it, watches it finish, reads its log and health, finds its deals in the gallery and the timeline, and deletes it', async ({
  page,
  request,
}) => {
  const admin = await registerAdmin(request, 'Greta');
  await signInWithToken(page, admin.token);
  await page.goto('/scraper-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Scraper Admin' })).toBeVisible();

  const name = 'Fake Yarn Shop listing';
  await addTargetThroughDialog(page, name, shop.url + FAKE_SHOP_PATHS.listing, 'Static page (HTML)');
  const row = page.getByRole('row', { name });
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Deals');
  await expect(row).toContainText('Daily');

  await row.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('Scrape triggered successfully!')).toBeVisible();
  await expect(row).not.toContainText('Never', { timeout: 30_000 });
  await expect(row.getByText('Running')).toHaveCount(0, { timeout: 30_000 });

  await page.getByRole('tab', { name: 'Execution Logs' }).click();
  const log = page.getByRole('table', { name: 'Execution logs' }).getByRole('row').nth(1);
  // Six products on the page, three of them on sale: three new deals.
  await expect(log).toContainText('6');
  await expect(log).toContainText('3');
  await page.getByRole('tab', { name: 'Health Status' }).click();
  const health = page.getByRole('row', { name });
  await expect(health).toContainText('100.0');
  await expect(health).toContainText('Selectors OK');

  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Yarn Deals Gallery' })).toBeVisible();
  await expect(page.getByText('Malabrigo Rios Teal Feather')).toBeVisible();
  const viewDeal = page.getByRole('link', { name: 'View Deal' }).first();
  await expect(viewDeal).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Cascade 220 Navy')).toHaveCount(0); // not on sale

  await page.goto('/deal-timeline');
  await expect(page.getByText('Select a brand to view deal timeline and predictions')).toBeVisible();
  await page.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Malabrigo' }).click();
  const historical = page.getByRole('region', { name: 'Historical Deals' });
  await expect(historical).toContainText('Malabrigo Rios Teal Feather');
  await expect(historical).toContainText('19% off');
  await expect(page.getByRole('region', { name: 'Next Predicted Sale' })).toContainText(
    'Not enough sale history to predict the next sale: 1 sale observed, 3 needed.',
  );

  // The target goes, with its deals; the gallery no longer offers them.
  await page.goto('/scraper-admin');
  await page.getByRole('row', { name }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this scraper target?')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Confirm/ })
    .click();
  await expect(page.getByText('Scraper target deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name })).toHaveCount(0);
  await page.goto('/deals');
  // Once the list has loaded (some deals, or none), the deleted target's yarn is not among them.
  await expect(
    page
      .getByText(/^Showing \d+ of \d+ deals$/)
      .or(page.getByText('No deals found matching your filters'))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Malabrigo Rios Teal Feather')).toHaveCount(0);
});

test('an admin views an archived page in a sandboxed frame where its scripts never run, downloads it and deletes it', async ({
  page,
  request,
}) => {
  const admin = await registerAdmin(request, 'Ines');
  const created = await request.post('/api/scraper/targets', {
    headers: auth(admin),
    data: {
      name: 'Scripted page',
      url: shop.url + FAKE_SHOP_PATHS.scripted,
      category: 'news',
      scraperType: 'static',
      scrapeFrequency: 'weekly',
      selectors: FAKE_SHOP_SELECTORS.static,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { target } = (await created.json()) as { target: { id: number } };
  const run = await request.post('/api/scraper/trigger', {
    headers: auth(admin),
    data: { targetId: target.id },
  });
  expect(((await run.json()) as { result: { pending: number } }).result.pending).toBe(0);
  const id = await firstArchiveId(request, admin);
  const html = await request.get(`/api/archives/${id}/html`, { headers: auth(admin) });
  expect(html.headers()['content-security-policy']).toContain('sandbox');
  expect(await html.text()).not.toMatch(/<script|onload=|javascript:/i);

  await signInWithToken(page, admin.token);
  const blocked: string[] = [];
  page.on('console', (message) => blocked.push(message.text()));
  await page.goto('/archives');
  await page.getByRole('combobox', { name: 'Target' }).click();
  await page.getByRole('option', { name: 'Scripted page' }).click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const item = page.getByRole('list', { name: 'Archives' }).getByRole('listitem').first();
  await item.getByRole('button', { name: 'View' }).click();
  const frame = page.getByRole('dialog').locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveCSS('height', '600px');
  await expect(frame.contentFrame().getByText('Kept text of the scripted page')).toBeVisible();
  expect(blocked.filter((text) => /alert|ran/.test(text))).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`archive_${id}.html`);
  await expect(page.getByText('Archive downloaded successfully')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this archive?')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Confirm/ })
    .click();
  await expect(page.getByText('Archive deleted successfully')).toBeVisible();
  expect((await request.get(`/api/archives/${id}/html`, { headers: auth(admin) })).status()).toBe(404);
});

test('a knitter who is not an admin sees the deals but no admin page and no admin API', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, 'Nora');
  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Yarn Deals Gallery' })).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Yarn Deals' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Deal Timeline' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Scraper Admin' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Archives' })).toHaveCount(0);
  await page.goto('/archives');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();

  for (const path of [
    '/api/scraper/targets',
    '/api/scraper/status',
    '/api/scraper/logs?limit=20',
    '/api/archives',
    '/api/archives/stats',
  ])
    expect([path, (await request.get(path, { headers: auth(user) })).status()]).toEqual([path, 403]);
  expect((await request.post('/api/scraper/trigger', { headers: auth(user), data: {} })).status()).toBe(403);
  expect((await request.get('/api/scraper/queues', { headers: auth(user) })).status()).toBe(403);
  expect((await request.get('/api/deals/active', { headers: auth(user) })).status()).toBe(200);
  expect((await request.get('/api/deals/stats', { headers: auth(user) })).status()).toBe(200);
});
