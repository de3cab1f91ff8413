import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewUser, type TestUser } from './support.js';

// Issue 20, the Yarn Calculator: every calculation type refuses bad input with the spec's message and answers
// good input to 2 decimals; the result resets when the type changes; "Do I have enough?" weighs the user's stash
// of the estimate's weight (inventory, through the gateway), and says so plainly when the inventory is down.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const chooseType = (page: Page, type: string) => choose(page, 'Calculation Type', type);
const fill = (page: Page, label: string, value: string) =>
  page.getByRole('spinbutton', { name: label, exact: true }).fill(value);
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

async function calculate(page: Page) {
  await page.getByRole('button', { name: 'Calculate' }).click();
}

async function refused(page: Page, message: string) {
  await calculate(page);
  await expect(page.getByRole('form').getByRole('alert')).toHaveText(message);
  await expect(results(page)).toContainText('No Calculation Yet');
}

async function answered(page: Page, lines: Array<[string, string]>) {
  await calculate(page);
  await expect(page.getByRole('form').getByRole('alert')).toHaveCount(0);
  for (const [label, value] of lines) {
    await expect(results(page).getByRole('term').filter({ hasText: label })).toHaveText(label);
    await expect(results(page).getByRole('definition').filter({ hasText: value })).toHaveText(value);
  }
}

async function addYarn(request: APIRequestContext, user: TestUser, data: Record<string, unknown>) {
  const response = await request.post('/api/yarn', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      weight_category: 'Worsted',
      yardage_per_skein: 210,
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('each calculation type refuses bad input and answers good input; the result resets with the type', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'Ada');
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Yarn Calculator' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Yarn Calculator');
  await expect(results(page)).toContainText('No Calculation Yet');

  // Total Yardage Calculator (the type the page opens with).
  await fill(page, 'Number of Skeins', '-2');
  await fill(page, 'Yards per Skein', '220');
  await refused(page, 'Please enter valid positive numbers');
  await fill(page, 'Number of Skeins', '5');
  await answered(page, [
    ['Total Yardage', '1100.00 yards'],
    ['Total Meters', '1005.84 meters'],
  ]);

  // Changing the type resets the result.
  await chooseType(page, 'Weight Converter');
  await expect(results(page)).toContainText('No Calculation Yet');
  await refused(page, 'Please enter a valid positive number');
  await fill(page, 'Weight', '100');
  await answered(page, [['Converted Weight', '3.53 oz']]);
  await choose(page, 'From', 'Pounds (lb)');
  await choose(page, 'To', 'Ounces (oz)');
  await answered(page, [['Converted Weight', '1600.00 oz']]);

  await chooseType(page, 'Gauge Calculator');
  await expect(results(page)).toContainText('No Calculation Yet');
  await fill(page, 'Stitches', '22');
  await fill(page, 'Rows', '30');
  await fill(page, 'Inches Measured', '0');
  await refused(page, 'Please enter valid positive numbers');
  await fill(page, 'Inches Measured', '4');
  await answered(page, [
    ['Stitches per inch', '5.50'],
    ['Rows per inch', '7.50'],
    ['Stitches per 4 inches', '22.00'],
    ['Rows per 4 inches', '30.00'],
  ]);

  await chooseType(page, 'Project Yardage Estimator');
  await choose(page, 'Project Type', 'Shawl');
  await refused(page, 'Please select both project type and yarn weight');
  await choose(page, 'Yarn Weight', 'DK');
  await answered(page, [
    ['Estimated Yardage', '500.00 yards'],
    ['Estimated Meters', '457.20 meters'],
  ]);
  await expect(results(page)).toContainText(
    'This is an approximate estimate. Actual yardage may vary based on pattern and gauge.',
  );

  await chooseType(page, 'Yarn Substitution');
  await expect(results(page)).toContainText('No Calculation Yet');
  await expect(page.getByText("Assumes the substitute is knit to the pattern's gauge")).toBeVisible();
  await fill(page, 'Yards Needed', '1100');
  await fill(page, 'Substitute Yards per Skein', '250');
  await choose(page, "Pattern's Yarn Weight", 'DK');
  await refused(page, 'Please select both yarn weights');
  await choose(page, 'Substitute Yarn Weight', 'Worsted');
  await answered(page, [
    ['Skeins needed', '4.40 skeins'],
    ['Skeins to buy', '5 skeins'],
  ]);
  await expect(results(page).getByRole('alert')).toContainText(
    'Weight differs: the pattern calls for DK, the substitute is Worsted (1 category heavier).',
  );

  await chooseType(page, 'Leftover Yarn');
  await fill(page, 'Grams Left', '0');
  await fill(page, 'Grams per Skein', '100');
  await fill(page, 'Yards per Skein', '210');
  await refused(page, 'Please enter valid positive numbers');
  await fill(page, 'Grams Left', '35');
  await answered(page, [
    ['Yards left', '73.50 yards'],
    ['Meters left', '67.21 meters'],
    ['Skeins left', '0.35 skeins'],
  ]);
});

test('"Do I have enough?" weighs the stash of the estimate’s weight, and says so when the inventory is down', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, 'Ada');
  await addYarn(request, user, { colorway: 'Ocean', dye_lot: 'A42', skeins_total: 3, skeins_remaining: 3 });
  await addYarn(request, user, { colorway: 'Ocean', dye_lot: 'B7', skeins_total: 2, skeins_remaining: 2 });
  await addYarn(request, user, {
    line_name: 'Arroyo',
    weight_category: 'Sport',
    yardage_per_skein: 335,
    colorway: 'Teal',
    skeins_total: 4,
    skeins_remaining: 4,
  });

  await page.goto('/calculator');
  await chooseType(page, 'Project Yardage Estimator');
  await choose(page, 'Project Type', 'Sweater');
  await choose(page, 'Yarn Weight', 'Worsted');
  await answered(page, [['Estimated Yardage', '1000.00 yards']]);
  await results(page).getByRole('button', { name: 'Do I have enough?' }).click();
  const check = page.getByRole('region', { name: 'Do I have enough?' });
  await expect(check).toContainText('Your Worsted stash: 5 skeins · 1 050 yds');
  await expect(check).toContainText('Enough: 1 050 of 1 000 yds');
  // Each dye lot on its own, as the pattern stash card shows them; the Sport yarn is not counted.
  const lots = check.getByRole('listitem', { name: 'Malabrigo Rios - Ocean' });
  await expect(lots).toHaveCount(2);
  await expect(lots.first()).toContainText('Dye lot A42');
  await expect(lots.first()).toContainText('Short by 370 yds (about 2 skeins of Rios)');
  await expect(check).not.toContainText('Arroyo');

  // A blanket needs more than the stash holds.
  await choose(page, 'Project Type', 'Blanket');
  await answered(page, [['Estimated Yardage', '1500.00 yards']]);
  await results(page).getByRole('button', { name: 'Do I have enough?' }).click();
  await expect(check).toContainText('Short by 450 yds: 1 050 of 1 500 yds');

  // What the gateway answers when the inventory service is down.
  await page.route('**/api/yarn/stash-summary', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'The inventory service is unavailable' }),
    }),
  );
  await choose(page, 'Yarn Weight', 'Sport');
  await answered(page, [['Estimated Yardage', '2000.00 yards']]);
  await results(page).getByRole('button', { name: 'Do I have enough?' }).click();
  await expect(check).toContainText('Stash unavailable right now');
  await expect(results(page)).toContainText('2000.00 yards');
  await page.unroute('**/api/yarn/stash-summary');
  await check.getByRole('button', { name: 'Try again' }).click();
  await expect(check).toContainText('Your Sport stash: 4 skeins · 1 340 yds');
  await expect(check).toContainText('Short by 660 yds (about 2 skeins of Arroyo)');
});

for (const width of [390, 1280]) {
  test(`at ${width} px, with a result, its check and "Do I have enough?" on screen, the page fits and is axe-clean`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await signInNewUser(page, request, 'Wilhelmina');
    await addYarn(request, user, {
      colorway: 'Powder Pink Heathered Semisolid',
      skeins_total: 2,
      skeins_remaining: 2,
    });
    await addYarn(request, user, { colorway: 'Ocean', dye_lot: 'B7', skeins_total: 2, skeins_remaining: 2 });
    await page.goto('/calculator');
    const problems: string[] = [];
    const check = async (state: string) => {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${state}: ${scrollWidth} px wide`);
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .setLegacyMode()
        .analyze();
      for (const violation of axe.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(`${state}: ${violation.id} x${violation.nodes.length}`);
        }
      }
    };

    await refused(page, 'Please enter valid positive numbers');
    await check('refused');
    await chooseType(page, 'Yarn Substitution');
    await fill(page, 'Yards Needed', '1100');
    await fill(page, 'Substitute Yards per Skein', '250');
    await choose(page, "Pattern's Yarn Weight", 'DK');
    await choose(page, 'Substitute Yarn Weight', 'Super Chunky');
    await answered(page, [['Skeins to buy', '5 skeins']]);
    await check('substitution');
    await chooseType(page, 'Project Yardage Estimator');
    await choose(page, 'Project Type', 'Blanket');
    await choose(page, 'Yarn Weight', 'Worsted');
    await answered(page, [['Estimated Yardage', '1500.00 yards']]);
    await results(page).getByRole('button', { name: 'Do I have enough?' }).click();
    await expect(page.getByRole('region', { name: 'Do I have enough?' })).toContainText('Short by 660 yds');
    await check('estimate with the stash');
    expect(problems).toEqual([]);
  });
}
