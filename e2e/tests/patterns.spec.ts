import { expect, test, type APIRequestContext } from '@playwright/test';
import { makePatternPdf } from '@yarn-mgmt/testing/pdf';
import { chooseOption, registerUser, signInNewUser, signInWithToken, type TestUser } from './support.js';

const pdfFile = async (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await makePatternPdf(text)),
});

const FLAX_TEXT = [
  'Harbour Pullover',
  'by Wren Ashdown',
  'A top-down raglan sweater worked in the round.',
  'Sizes: S (M, L, XL)',
  'Yarn: 800 (950, 1100, 1250) yds of worsted weight yarn',
  'Needles: US 7 (4.5 mm) 24-inch circular',
  'Gauge: 20 sts and 28 rows = 4 in / 10 cm in stockinette',
].join('\n');

async function addYarn(request: APIRequestContext, user: TestUser, colorway: string, skeins: number) {
  const response = await request.post('/api/yarn', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      weight_category: 'Worsted',
      yardage_per_skein: 210,
      weight_grams: 100,
      colorway,
      skeins_total: skeins,
      skeins_remaining: skeins,
    },
  });
  expect(response.status()).toBe(201);
}

test('a knitter adds a pattern with its PDF, finds it, reads it, favourites it, checks her stash, starts a project from it and deletes it; nobody else sees it', async ({
  page,
  request,
  browser,
}) => {
  const user = await signInNewUser(page, request, 'Ada');
  await addYarn(request, user, 'Azul Profundo', 5);
  const title = `Harbour Pullover ${Date.now().toString(36)}`;

  // The form, filled from the PDF, then reviewed.
  await page.goto('/patterns/new');
  await expect(page.locator('[data-remote="mf_patterns"]')).toBeVisible();
  await page.getByLabel('PDF file').setInputFiles(await pdfFile('harbour.pdf', FLAX_TEXT));
  await page.getByRole('button', { name: 'Fill from PDF' }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Harbour Pullover');
  await expect(page.getByLabel('Designer')).toHaveValue('Wren Ashdown');
  await page.getByLabel(/^Title/).fill(title);
  await chooseOption(page, 'Category', 'Sweater');
  await page.getByRole('button', { name: 'Save Pattern' }).click();

  await expect(page).toHaveURL(/\/patterns\/[0-9a-f-]{36}$/);
  const patternUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('by Wren Ashdown')).toBeVisible();
  await expect(page.getByText('800-1250 yards')).toBeVisible();
  await expect(page.getByText('20 sts / 4 inches')).toBeVisible();
  await expect(page.getByText('File Available')).toBeVisible();

  // Found with search and a filter; the card opens the local pattern.
  await page.goto('/patterns');
  await page.getByLabel('Search patterns').fill(title);
  await page.getByRole('button', { name: /Filters/ }).click();
  await chooseOption(page, 'Category', 'Sweater');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${patternUrl}\\?source=local$`));

  // View Pattern opens the PDF in a new tab.
  const [viewer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'View Pattern' }).click(),
  ]);
  await expect(viewer).toHaveURL(new RegExp(`/api${patternUrl}/view\\?`));
  const pdf = await request.get(viewer.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await viewer.close();

  // Favourite.
  await page.getByRole('button', { name: 'add to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'remove from favorites' })).toBeVisible();

  // The stash card: 5 skeins of Rios give 1 050 yds against 800 for the first size, 950 for M.
  const stash = page.getByRole('region', { name: 'From your stash' });
  await expect(stash.getByText('Enough: 1 050 of 800 yds')).toBeVisible();
  await stash.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'XL' }).click();
  await expect(stash.getByText('Short by 200 yds (about 1 skein of Rios)')).toBeVisible();

  // Start Project: named after the pattern when left blank, then the new project's page.
  await page.getByRole('button', { name: 'Start Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Project' });
  await expect(dialog.getByLabel('Project Name')).toHaveAttribute('placeholder', `${title} Project`);
  await dialog.getByLabel('Select Yarn (optional)').click();
  await page.getByRole('option', { name: 'Malabrigo Rios - Azul Profundo (1050 yards available)' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('1 yarn(s) selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${title} Project` })).toBeVisible();
  await page.goto(patternUrl);

  // A second user sees none of it.
  const other = await registerUser(request, 'Grace');
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signInWithToken(otherPage, other.token);
  await otherPage.goto('/patterns');
  await expect(otherPage.getByText('No patterns in your library yet')).toBeVisible();
  await otherPage.goto(patternUrl);
  await expect(otherPage.getByText('Error loading pattern details')).toBeVisible();
  await context.close();

  // Delete, after the browser's confirmation.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe(
      'Are you sure you want to delete this pattern? This action cannot be undone.',
    );
    void confirm.accept();
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/patterns$/);
  await expect(page.getByText('No patterns in your library yet')).toBeVisible();
});

test('bulk upload turns three PDFs into three patterns, each filled from its text', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'Ada');
  await page.goto('/patterns');
  // The toolbar's Import (the empty library offers one too).
  await page.getByRole('button', { name: 'Import', exact: true }).first().click();
  await page.getByRole('button', { name: 'Bulk Upload PDFs' }).click();
  await expect(page).toHaveURL(/\/patterns\/bulk-upload$/);

  await page
    .getByLabel('PDF files')
    .setInputFiles([
      await pdfFile('harbour.pdf', FLAX_TEXT),
      await pdfFile(
        'granny.pdf',
        'Sunny Granny Blanket\nDesigned by Pia Holm\nCrochet\nYarn: 2200 yards of DK\nHook: H/8 (5 mm)',
      ),
      await pdfFile(
        'plain-hat.pdf',
        'Plain Hat\nby Ole Berg\nYardage: 180 yds worsted\nNeedles: US 8 (5 mm)',
      ),
    ]);
  await expect(page.getByRole('status', { name: 'Upload summary' })).toHaveText('3 of 3 patterns added');
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of ['Harbour Pullover', 'Sunny Granny Blanket', 'Plain Hat']) {
    await expect(uploads.getByRole('link', { name })).toBeVisible();
  }

  await page.goto('/patterns');
  await expect(page.getByRole('article')).toHaveCount(3);
  // Each PDF's cover is made in the background after the upload: on every card within seconds, and on the page.
  await expect(async () => {
    await page.reload();
    for (const name of ['Harbour Pullover', 'Sunny Granny Blanket', 'Plain Hat'])
      await expect(page.getByRole('img', { name: `${name} cover`, exact: true })).toBeVisible({
        timeout: 2_000,
      });
  }).toPass({ timeout: 30_000 });
  const cover = page.getByRole('img', { name: 'Plain Hat cover', exact: true });
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Sunny Granny Blanket' }).click();
  await expect(page.getByRole('img', { name: 'Sunny Granny Blanket cover', exact: true })).toBeVisible();
  await expect(page.getByText('by Pia Holm')).toBeVisible();
  await expect(page.getByText('2200 yards')).toBeVisible();
});
