import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewUser, type TestUser } from './support.js';

// Issue 21, the yarn assistant's widget: on every screen (the dashboard, a remote's page, the public demo), the
// built-in engine answering ('Basic Mode': the e2e stack sets no LLM endpoint). Its texts are spec part 2 §2 and §8.

const GREETING =
  "Hi! I'm your yarn assistant. Ask me anything about yarn brands, recommendations, or get help finding the perfect yarn for your project!";

const openButton = (page: Page) => page.getByRole('button', { name: 'Open the yarn assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Yarn Assistant' });
const log = (page: Page) => panel(page).getByRole('log');
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Ask about yarn...' });
/** The log's messages, oldest first ([data-sender] is the row of one message). */
const messages = (page: Page) => log(page).locator('[data-sender]');

/** The open panel has no serious or critical axe-core finding (WCAG 2.0, 2.1 and 2.2, A and AA). */
async function expectAccessiblePanel(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect(
    serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function openChat(page: Page) {
  await openButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  // The 300 ms grow has ended: the panel is at its full size.
  await expect(panel(page)).toHaveCSS('transform', 'none');
}

async function addDkYarn(request: APIRequestContext, user: TestUser) {
  const response = await request.post('/api/yarn', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      brand_name: 'Cascade Yarns',
      line_name: '220 Superwash Merino',
      weight_category: 'DK',
      colorway: 'Ruby',
      yardage_per_skein: 220,
      skeins_total: 4,
      skeins_remaining: 3,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test('on the dashboard: greeting, Basic Mode, chips, Enter and Shift+Enter, numbered recommendations, clear and close', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'Ada');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  await openChat(page);
  await expect(panel(page).getByRole('heading', { name: 'Yarn Assistant' })).toBeVisible();
  await expect(panel(page).getByText('Basic Mode')).toBeVisible();
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText(GREETING);
  // Desktop: 400 by 600 at the bottom right.
  const box = await panel(page).boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([400, 600]);

  const chips = panel(page).getByRole('group', { name: 'Try asking:' }).getByRole('button');
  await expect(chips).toHaveText([
    'best yarn for baby blankets',
    'budget-friendly yarn for a sweater',
    'compare two brands',
  ]);
  await chips.first().click();
  await expect(input(page)).toHaveValue('best yarn for baby blankets');
  await expect(messages(page)).toHaveCount(1);

  // Shift+Enter adds a line; Enter sends.
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('machine washable please');
  await expect(input(page)).toHaveValue('best yarn for baby blankets\nmachine washable please');
  await expect(messages(page)).toHaveCount(1);
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).nth(1)).toContainText('best yarn for baby blankets');
  const cards = log(page).getByRole('list', { name: 'Recommendations' }).first().getByRole('listitem');
  await expect(cards.first()).toHaveAccessibleName(/^1\. /);
  await expect(cards.first()).toContainText(/Quality \d+(\.\d)?\/10 · Value \d+(\.\d)?\/10 · \$\d+\.\d\d/);
  await expect(cards.first()).toContainText(/Premium|Budget Champion|Other/);
  if ((await cards.count()) > 1) await expect(cards.nth(1)).toHaveAccessibleName(/^2\. /);
  await expect(panel(page).getByText('Try asking:')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('panel-desktop-recommendations.png') });
  await expectAccessiblePanel(page);

  await panel(page).getByRole('button', { name: 'Clear the conversation' }).click();
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toContainText('Chat cleared! How can I help you with yarn today?');
  await panel(page).getByRole('button', { name: 'Close the yarn assistant' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(openButton(page)).toBeFocused();
});

test("on a remote's page: a stash question is answered with the user's own yarn, the conversation follows the knitter between modules and a reload, and the page's own add button stays usable", async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, 'Bea');
  const yarn = await addDkYarn(request, user);
  await page.goto('/yarn');
  await expect(page.getByRole('heading', { level: 1, name: 'Yarn Inventory' })).toBeVisible();
  await expect(openButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'add yarn' })).toBeVisible();

  await openChat(page);
  await input(page).fill('how much DK do I have?');
  await input(page).press('Enter');
  await expect(messages(page)).toHaveCount(3);
  const reply = messages(page).nth(2);
  await expect(reply).toContainText('660');
  await expect(reply.getByRole('link', { name: /220 Superwash Merino/ }).first()).toHaveAttribute(
    'href',
    `/yarn/${yarn.id}`,
  );

  // Following the link opens the yarn beside the panel; the conversation is still there after a reload.
  await reply
    .getByRole('link', { name: /220 Superwash Merino/ })
    .first()
    .click();
  await expect(page).toHaveURL(`/yarn/${yarn.id}`);
  await expect(panel(page)).toBeVisible();
  await page.reload();
  await openChat(page);
  await expect(messages(page)).toHaveCount(3);
  await expect(messages(page).nth(1)).toContainText('how much DK do I have?');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(openButton(page)).toBeFocused();

  // Both round buttons at the bottom right are in reach: the page's add button still opens its form.
  await page.goto('/yarn');
  await page.getByRole('button', { name: 'add yarn' }).click();
  await expect(page).toHaveURL('/yarn/new');
});

test('on the demo, signed out, at a phone width: the panel fills nearly the whole screen; a dead tools service costs only the widget', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/smart-recommendations/status', (route) => route.abort('connectionrefused'));
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Yarn Management Demo' })).toBeVisible();
  await openChat(page);
  await expect(panel(page).getByText('Basic Mode')).toBeVisible();
  await expect(messages(page).first()).toContainText(GREETING);
  const box = await panel(page).boundingBox();
  expect(box && [box.x, box.y, box.width, box.height]).toEqual([8, 8, 390 - 16, 844 - 16]);

  await input(page).fill('soft yarn under $10');
  await input(page).press('Enter');
  await expect(messages(page)).toHaveCount(3);
  await expect(log(page).getByRole('list', { name: 'Recommendations' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('panel-phone-recommendations.png') });
  await expectAccessiblePanel(page);

  // The service goes down: the next message fails as an error, and the page goes on working.
  await page.route('**/api/smart-recommendations/chat', (route) =>
    route.fulfill({ status: 503, json: { error: 'The tools service is unavailable' } }),
  );
  await input(page).fill('compare two brands');
  await input(page).press('Enter');
  await expect(messages(page).nth(4).getByRole('alert')).toHaveText(
    "Sorry, I'm having trouble right now. You can still browse yarn recommendations in the Recommendations section!",
  );
  await panel(page).getByRole('button', { name: 'Close the yarn assistant' }).click();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByRole('tabpanel').getByText('Completed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/demo$/);
});
