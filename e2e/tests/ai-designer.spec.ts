import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PatternSchema } from '@yarn-mgmt/contracts';
import { signInNewUser } from './support.js';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function seriousFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('a knitter generates a sweater, downloads its PDF, saves it, and finds it in her library with its yardage per size', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request);
  await page.goto('/ai-designer');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Pattern Designer' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Generated pattern' });
  await expect(panel.getByText('No Pattern Generated Yet')).toBeVisible();

  await choose(page, /^Project Type/, 'Sweater');
  await page.getByRole('button', { name: 'Generate Pattern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

  await choose(page, /^Craft Type/, 'Knitting');
  await choose(page, /^Difficulty/, 'Intermediate');
  await choose(page, /^Yarn Weight/, 'Worsted');
  await page.getByRole('combobox', { name: 'Size' }).fill("Women's M");
  await page.getByRole('button', { name: 'Generate Pattern' }).click();
  const title = panel.getByRole('heading', { level: 2 });
  await expect(title).toHaveText(/^Worsted .+/);
  const patternTitle = (await title.textContent())!;
  await expect(panel.getByText('Every count checked')).toBeVisible();
  await expect(panel.getByText(/cast on \d+ \(\d+(, \d+)+\) sts/i).first()).toBeVisible();
  await expect(panel.getByRole('img', { name: /^Schematic of the sweater, sizes XS/ })).toBeVisible();
  const yarnLine = (await panel.getByText(/^Yarn: [\d,]+ \([\d, ]+\) yds/).textContent())!;
  const yards = /^Yarn: ([\d,]+) \(([\d, ]+)\) yds/.exec(yarnLine)!;
  const perSize = [yards[1], ...yards[2].split(', ')].map((n) => Number(n.replace(/,/g, '')));

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousFindings(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${patternTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pattern saved to your library').first()).toBeVisible();
  await panel.getByRole('link', { name: `open ${patternTitle}` }).click();
  await expect(page).toHaveURL(/\/patterns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: patternTitle })).toBeVisible();
  await expect(page.getByText('File Available')).toBeVisible();
  const range = `${Math.min(...perSize)}-${Math.max(...perSize)} yards`;
  await expect(page.getByText(range)).toBeVisible();

  await page.goto('/patterns');
  await expect(page.getByText(patternTitle)).toBeVisible();
  const list = await request.get('/api/patterns?yarnWeight=Worsted&category=Sweater', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const [saved] = ((await list.json()) as { patterns: unknown[] }).patterns.map((p) =>
    PatternSchema.parse(p),
  );
  expect(saved.title).toBe(patternTitle);
  expect(saved.yardage_by_size.map((row) => row.yards)).toEqual(perSize);
  expect(saved.yardage_by_size.map((row) => row.size)).toEqual([
    'XS',
    'S',
    'M',
    'L',
    '1X',
    '2X',
    '3X',
    '4X',
    '5X',
  ]);
});
