import { expect, test } from '@playwright/test';
import { makePatternPdf, makeScannedPatternPdf } from '@yarn-mgmt/testing/pdf';
import { signInNewUser } from './support.js';

const HAT = [
  'Harbour Hat',
  'by Jane Doe',
  '',
  'Skill level: Intermediate',
  '',
  'Sizes: S (M, L)',
  'Yarn: Malabrigo Rios, worsted weight, 180 (210, 240) yds',
  'Needles: US 7 (4.5 mm) 16 in circular',
  'Notions: stitch marker, tapestry needle',
  '',
  'Gauge: 20 sts and 28 rows = 4 in in stockinette',
  '',
  ...Array.from({ length: 90 }, (_, row) => `Round ${row + 1}: k2, p2 around.`),
].join('\n');

const file = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({ name, mimeType, buffer });

test('a knitter uploads a real multi-page pattern PDF, sees its fields, and saves it to her library with the PDF', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request);
  await page.goto('/pdf-processor');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF Processor' })).toBeVisible();
  await expect(page.getByText('Supported: PDF files up to 50MB')).toBeVisible();
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await expect(page.getByText('Please select a file first')).toBeVisible();
  const pdf = Buffer.from(await makePatternPdf(HAT, { pictures: [{ width: 160, height: 120, hue: 200 }] }));
  await page.getByLabel('PDF file').setInputFiles(file('harbour-hat.pdf', pdf));
  await expect(page.getByText(/harbour-hat\.pdf \(0\.0\d MB\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  const result = page.getByRole('region', { name: 'Processing Complete' });
  await expect(result).toBeVisible();
  for (const text of [
    'Harbour Hat',
    'Jane Doe',
    'Intermediate',
    'Worsted',
    'Needles: US 7 (4.5 mm) 16 in circular',
  ])
    await expect(result.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(result.getByText('Images extracted').locator('xpath=following-sibling::*[1]')).toHaveText('1');
  await expect(
    result.getByText('Pages', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('3');
  await expect(result.getByRole('row', { name: /Yardage/ })).toContainText(
    'S: 180 yds, M: 210 yds, L: 240 yds',
  );
  await expect(page.getByText(/harbour-hat\.pdf \(/)).toHaveCount(0);

  await result.getByRole('button', { name: 'Save to Library' }).click();
  await expect(page).toHaveURL(/\/patterns\/new$/);
  await expect(page.getByText(/Filled from harbour-hat\.pdf by the PDF Processor/)).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue('Harbour Hat');
  await page.getByRole('button', { name: 'Save Pattern' }).click();
  await expect(page).toHaveURL(/\/patterns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Hat' })).toBeVisible();
  await expect(page.getByText('File Available')).toBeVisible();
  // The PDF attached is the one uploaded, byte for byte.
  const view = page.getByRole('link', { name: 'View Pattern' });
  await expect(view).toHaveAttribute('href', /\/view\?/);
  const attached = await request.get((await view.getAttribute('href'))!);
  expect(attached.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await attached.body(), pdf)).toBe(0);

  // In the library, with its file.
  await page.goto('/patterns');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText('Harbour Hat')).toBeVisible();
  await expect(page.getByRole('region', { name: 'With Files' })).toHaveText('1With Files');
});

test('a scanned PDF is read by OCR, with its progress, and a renamed HTML page is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request);
  await page.goto('/pdf-processor');
  const html = Buffer.from('<!doctype html><html><body>Harbour Hat</body></html>');
  // The browser says it is a PDF (its name and type); its bytes say otherwise.
  await page.getByLabel('PDF file').setInputFiles(file('hat.pdf', html));
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await expect(page.getByText('Please select a PDF file')).toBeVisible();

  const scan = Buffer.from(
    await makeScannedPatternPdf(
      'Seaside Scarf\nby Ann Purl\n\nSkill level: Easy\nYarn: 2 skeins of DK weight, 400 yds',
      {
        fontSize: 14,
      },
    ),
  );
  await page.getByLabel('PDF file').setInputFiles(file('scarf-scan.pdf', scan));
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await expect(page.getByRole('progressbar', { name: 'OCR progress' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Processing Complete' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByText(/its text was read by OCR/)).toBeVisible();
  for (const text of ['Seaside Scarf', 'Ann Purl', 'Easy', 'DK'])
    await expect(result.getByText(text, { exact: true }).first()).toBeVisible();
});
