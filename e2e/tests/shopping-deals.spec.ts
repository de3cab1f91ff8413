import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_CATALOGUE, demoTargets, startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { ROOT } from '../stack.js';
import { registerAdmin, signInNewUser, type TestUser } from './support.js';

// "Buy now or wait" (issue 23) on the demo shop's history, as local mode gives it: the demo shop's listing and API
// targets scraped once, then the deals service's `demo-history` command writes two years of past sales of their
// brands. Cascade's sale then ends (the shop shows it at full price and the listing is scraped again), so Cascade
// has a prediction and no deal, while Malabrigo is on sale. Deals are shared: this journey runs with the
// shared-state ones, and deletes its targets (and with them their deals) at the end.
const DEALS_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${Number(process.env.E2E_PG_PORT ?? 54339)}/yarn_deals`;

test.use({ timezoneId: 'UTC' });

let shop: FakeShop;
let admin: TestUser;
const targetIds: number[] = [];
const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function scrape(request: APIRequestContext, targetId: number) {
  const run = await request.post('/api/scraper/trigger', { headers: auth(admin), data: { targetId } });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { result: { successful: number } }).result.successful).toBe(1);
}

test.beforeAll(async ({ request }) => {
  shop = await startFakeShop({ demo: true });
  admin = await registerAdmin(request, 'Dora');
  const [listing, , api] = demoTargets(shop.url);
  for (const target of [listing, api]) {
    const created = await request.post('/api/scraper/targets', {
      headers: auth(admin),
      data: { ...target, category: 'deals', scrapeFrequency: 'daily' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { target: saved } = (await created.json()) as { target: { id: number } };
    targetIds.push(saved.id);
    await scrape(request, saved.id);
  }
  const history = spawnSync(
    process.execPath,
    [path.join(ROOT, 'services', 'deals', 'dist', 'cli', 'demo-history.js')],
    {
      env: { ...process.env, DATABASE_URL: DEALS_DATABASE_URL, DEMO_SHOP_URL: shop.url },
      encoding: 'utf8',
    },
  );
  expect(history.status, history.stderr).toBe(0);
  expect(history.stdout).not.toContain('nothing to add');
  // Cascade's sale is over: its yarn at full price, the listing scraped again.
  shop.setCatalogue(
    DEMO_CATALOGUE.map((product) => (product.brand === 'Cascade' ? { ...product, wasPrice: null } : product)),
  );
  await scrape(request, targetIds[0]);
});

test.afterAll(async ({ request }) => {
  for (const id of targetIds) await request.delete(`/api/scraper/targets/${id}`, { headers: auth(admin) });
  await shop.close();
});

const dayBefore = (date: string) => new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
const daysFromToday = (date: string) =>
  Math.max(
    0,
    Math.round((Date.parse(date) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000),
  );

test('a knitter adds yarn with its unit and need-by date, changes a quantity in place, and sees what is on sale now and whether to wait for the next sale', async ({
  page,
  request,
}) => {
  const prediction = await request.get('/api/deals/predict/Cascade', { headers: auth(admin) });
  const { prediction: cascade } = (await prediction.json()) as {
    prediction: { hasPrediction: boolean; nextPredictedSale: string; confidence: number };
  };
  expect(cascade.hasPrediction).toBe(true);
  // The demo's Cascade sales come every 30 days a day or two either way: a confident prediction.
  expect(cascade.confidence).toBeGreaterThanOrEqual(50);

  await signInNewUser(page, request, 'Wren');
  await page.goto('/shopping-list');
  await expect(page.getByText('Your shopping list is empty')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add item' });
  const add = async (item: {
    name: string;
    quantity: string;
    unit?: string;
    notes?: string;
    needBy?: string;
  }) => {
    await form.getByLabel('Item').fill(item.name);
    await form.getByLabel('Quantity').fill(item.quantity);
    if (item.unit) await form.getByRole('combobox', { name: 'Unit' }).fill(item.unit);
    if (item.notes) await form.getByLabel('Notes').fill(item.notes);
    if (item.needBy) await form.getByLabel('Need by').fill(item.needBy);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('listitem', { name: item.name })).toBeVisible();
    await expect(form.getByLabel('Item')).toHaveValue('');
  };
  await add({ name: 'Stitch markers (locking)', quantity: '1', unit: 'pack' });
  await add({ name: 'Malabrigo Mechita', quantity: '1', notes: 'For the shawl' });
  await add({ name: 'Cascade Eco+ Natural', quantity: '4' });
  await add({ name: 'Cascade 220 Heather', quantity: '6', needBy: dayBefore(cascade.nextPredictedSale) });

  const mechita = page.getByRole('listitem', { name: 'Malabrigo Mechita' });
  await expect(mechita).toContainText('1 skein · For the shawl');
  const deal = mechita.getByRole('link', { name: /^On sale at .+: \$13\.25, 17% off$/ });
  await expect(deal).toBeVisible();
  await expect(deal).toHaveAttribute('href', new RegExp(`^${shop.url}/`));
  await expect(deal).toHaveAttribute('target', '_blank');

  const days = daysFromToday(cascade.nextPredictedSale);
  const when = days === 0 ? 'today' : `in about ${days} ${days === 1 ? 'day' : 'days'}`;
  const next = `Next sale expected ${when} (confidence ${cascade.confidence} %)`;
  const eco = page.getByRole('listitem', { name: 'Cascade Eco+ Natural' });
  await expect(eco).toContainText(next);
  await expect(eco.getByText('Worth waiting')).toBeVisible();
  const heather = page.getByRole('listitem', { name: 'Cascade 220 Heather' });
  await expect(heather).toContainText(next);
  await expect(heather.getByText('Buy now')).toBeVisible();

  const markers = page.getByRole('listitem', { name: 'Stitch markers (locking)' });
  await expect(markers).toContainText('1 pack');
  await expect(markers).not.toContainText(/sale|Buy now|Worth waiting/);

  // The quantity in place: one skein becomes three.
  await mechita.getByRole('button', { name: 'change quantity of Malabrigo Mechita' }).click();
  const editor = page.getByRole('form', { name: 'Quantity of Malabrigo Mechita' });
  await editor.getByLabel('Quantity').fill('3');
  await editor.getByLabel('Quantity').press('Enter');
  await expect(mechita).toContainText('3 skeins · For the shawl');
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Malabrigo Mechita' })).toContainText('3 skeins');
});
