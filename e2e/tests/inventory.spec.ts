import { expect, test } from '@playwright/test';
import { registerUser, signInNewUser, signInWithToken } from './support.js';

// A 1x1 transparent PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a knitter adds yarn with a photo, finds it, uses it, lists it, favourites it and deletes it; nobody else sees it', async ({
  page,
  request,
  browser,
}) => {
  await signInNewUser(page, request, 'Ada');
  const colorway = `Ocean ${Date.now().toString(36)}`;

  // Add through the form, with a photo.
  await page.goto('/yarn/new');
  await expect(page.locator('[data-remote="mf_inventory"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'Brand' }).fill('Malabrigo');
  await page.getByRole('combobox', { name: 'Yarn line' }).fill('Rios');
  await page.getByRole('combobox', { name: 'Weight' }).click();
  await page.getByRole('option', { name: 'Worsted' }).click();
  await page.getByLabel('Yardage per skein').fill('210');
  await page.getByLabel('Weight per skein (g)').fill('100');
  await page.getByLabel('Colorway').fill(colorway);
  await page.getByLabel(/^Skeins in total/).fill('2');
  await page.getByLabel(/^Skeins remaining/).fill('2');
  await page.getByLabel('Price per skein ($)').fill('12.5');
  await page.getByLabel('Storage location').fill('Bin 3');
  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles({ name: 'swatch.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Save Yarn' }).click();

  await expect(page).toHaveURL(/\/yarn\/[0-9a-f-]{36}$/);
  const yarnUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: `Rios – ${colorway}` })).toBeVisible();
  await expect(page.getByText('$12.50')).toBeVisible();
  // The photo is fetched with the bearer token and shown from a blob URL.
  const thumbnail = page.getByRole('button', { name: 'Open photo 1' }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);

  // Find it with search and a filter.
  await page.goto('/yarn');
  await page.getByLabel('Search yarn').fill(colorway);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Weight' }).click();
  await page.getByRole('option', { name: 'Worsted' }).click();
  const card = page.getByRole('article', { name: `Rios ${colorway}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`${yarnUrl}$`));

  // Its projects are the projects service's, asked by the page itself through the gateway.
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByText("This yarn hasn't been used in any projects yet.")).toBeVisible();

  // Record usage.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByRole('region', { name: 'Reserved for projects' })).toContainText('None reserved');
  await page.getByRole('button', { name: 'Record Usage' }).click();
  await page.getByLabel('Skeins Used').fill('0.5');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('Usage recorded')).toBeVisible();
  await expect(page.getByText('1.5 of 2 skeins remaining')).toBeVisible();

  // Add it to the shopping list (offered at 2 skeins or fewer).
  await page.getByRole('button', { name: 'Add to Shopping List' }).click();
  await expect(page.getByText('Added to shopping list')).toBeVisible();

  // Favourite it.
  await page.getByRole('button', { name: 'add to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'remove from favorites' })).toBeVisible();

  await page.goto('/shopping-list');
  await expect(page.getByRole('link', { name: 'View yarn' }).first()).toHaveAttribute('href', yarnUrl);

  // A second user sees none of it.
  const stranger = await registerUser(request, 'Bea');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await context.newPage();
    await signInWithToken(other, stranger.token);
    await other.goto(yarnUrl);
    await expect(other.getByText('Yarn not found')).toBeVisible();
    await other.goto('/yarn');
    await expect(other.getByText('No yarn in your inventory yet')).toBeVisible();
    await other.goto('/shopping-list');
    await expect(other.getByText('Your shopping list is empty')).toBeVisible();
  } finally {
    await context.close();
  }

  // Delete it.
  await page.goto(yarnUrl);
  await page.getByRole('button', { name: 'more actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Yarn?' });
  await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Yarn deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/yarn$/);
  await expect(page.getByText('No yarn in your inventory yet')).toBeVisible();
});

test('with the projects service not answering, the yarn page still works and says its projects cannot be loaded', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'Cy');
  const created = await request.post('/api/yarn', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      brand_name: 'Cascade',
      line_name: '220',
      weight_category: 'Worsted',
      yardage_per_skein: 220,
      colorway: 'Ruby',
      skeins_total: 3,
      skeins_remaining: 3,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // What the gateway answers for a service that is down.
  await page.route('**/api/projects/by-yarn/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'The projects service is unavailable' }),
    }),
  );
  await signInWithToken(page, user.token);
  await page.goto(`/yarn/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '220 – Ruby' })).toBeVisible();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByText("This yarn's projects can't be loaded right now.")).toBeVisible();
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByRole('region', { name: 'Reserved for projects' })).toContainText(
    "This yarn's projects can't be loaded right now.",
  );
  await expect(page.getByText('3 of 3 skeins remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Record Usage' }).click();
  await page.getByLabel('Skeins Used').fill('1');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('Usage recorded')).toBeVisible();
  await expect(page.getByText('2 of 3 skeins remaining')).toBeVisible();
});
