import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHELL_ROUTES } from '@yarn-mgmt/contracts';
import { FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS, startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { E2E_PORT, ROOT } from '../stack.js';
import { registerAdmin, type TestUser } from './support.js';

// Issue 26: every page of the route table, signed out and signed in, at a phone's width and two laptops', is no
// wider than the window and has no serious or critical axe-core finding (WCAG 2.0, 2.1 and 2.2, A and AA).
// The pages come from the route tables themselves, so a new page is checked the day it lands.

const WIDTHS = [390, 1280, 1440] as const;
/** 1280 and 1440 share MUI's `lg` layout: axe runs on the phone's layout and the first laptop's. */
const AXE_WIDTHS: readonly number[] = [390, 1280];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface RoutePath {
  path: string;
  access: 'public' | 'protected';
}

/** Each remote's `src/routes.tsx` route table, read as the source it is (paths only). */
function remoteRoutes(): RoutePath[] {
  const remotes = readdirSync(ROOT).filter((name) => /^mf-/.test(name));
  return remotes.flatMap((remote) => {
    const file = path.join(ROOT, remote, 'src', 'routes.tsx');
    if (!existsSync(file)) return [];
    const paths = [...readFileSync(file, 'utf8').matchAll(/\{\s*path:\s*'([^']+)'/g)].map(
      (match) => match[1],
    );
    if (paths.length === 0) throw new Error(`no route found in ${file}`);
    return paths.map((routePath) => ({ path: routePath, access: 'protected' as const }));
  });
}

const ROUTES: RoutePath[] = [
  ...SHELL_ROUTES.map(({ path: routePath, access }) => ({ path: routePath, access })),
  ...remoteRoutes(),
];

/** One sample of each kind of detail page; a route with another parameter fails until it gets one here. */
function samplePath(routePath: string, samples: Record<string, string>): string {
  return routePath.replace(/:(\w+)/g, (_whole, name: string) => {
    const key = `${routePath.split('/')[1]}:${name}`;
    const value = samples[key];
    if (!value) throw new Error(`no sample for ${key} (route ${routePath}): add one in page-checks.spec.ts`);
    return value;
  });
}

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function created(api: APIRequestContext, url: string, user: TestUser, data: object) {
  const response = await api.post(url, { headers: auth(user), data });
  if (response.status() !== 201) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

let shop: FakeShop;
let admin: TestUser;
let samples: Record<string, string>;

test.beforeAll(async () => {
  shop = await startFakeShop();
  const api = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  // An admin, so the admin-only pages show themselves; long names, so wrapping is tried.
  admin = await registerAdmin(api, 'Wilhelmina');
  const yarn = await created(api, '/api/yarn', admin, {
    brand_name: 'Malabrigo',
    line_name: 'Merino Extrafine Superwash Worsted',
    weight_category: 'Worsted',
    yardage_per_skein: 210,
    weight_grams: 100,
    colorway: 'Powder Pink Heathered Semisolid',
    skeins_total: 2,
    skeins_remaining: 1,
    desired_quantity_grams: 500,
  });
  const pattern = await created(api, '/api/patterns', admin, {
    title: 'Harbour Pullover with Cabled Yoke',
    craft_type: 'knitting',
    yarn_weight: 'Worsted',
    yardage_required: 1600,
    difficulty_level: 4,
  });
  const project = await created(api, '/api/projects', admin, {
    name: 'Harbour Pullover for my Grandmother Wilhelmina',
    pattern_id: pattern.id,
    status: 'active',
    progress_percentage: 40,
    allocations: [{ yarn_id: yarn.id, skeins: 1 }],
  });
  // A scraped page: deals for the gallery and the timeline, a target and its log, an archive.
  const target = (await created(api, '/api/scraper/targets', admin, {
    name: 'Fake Yarn Shop listing',
    url: shop.url + FAKE_SHOP_PATHS.listing,
    category: 'deals',
    scraperType: 'static',
    scrapeFrequency: 'weekly',
    selectors: FAKE_SHOP_SELECTORS.static,
  })) as { target: { id: number } };
  const run = await api.post('/api/scraper/trigger', {
    headers: auth(admin),
    data: { targetId: target.target.id },
  });
  expect(run.ok(), await run.text()).toBe(true);
  await api.dispose();
  samples = {
    'yarn:id': String(yarn.id),
    'patterns:id': String(pattern.id),
    'projects:id': String(project.id),
    'settings:service': 'ravelry',
  };
});

test.afterAll(async () => shop.close());

/** What is wrong with the page on screen: wider than the window, and axe's serious and critical findings. */
async function problemsOf(page: Page, label: string, width: number): Promise<string[]> {
  const problems: string[] = [];
  const wide = await page.evaluate(() => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= window.innerWidth) return null;
    // The element reaching furthest right, to say where to look.
    let widest: Element | null = null;
    let right = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right) [widest, right] = [element, box.right];
    }
    const name = widest ? `${widest.tagName.toLowerCase()} "${(widest.textContent ?? '').slice(0, 40)}"` : '';
    return `${scrollWidth} px wide (${name})`;
  });
  if (wide) problems.push(`${label} @${width}: ${wide}`);
  if (AXE_WIDTHS.includes(width)) {
    // Legacy mode runs axe inside the page, without the blank tab its default opens for every page.
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      problems.push(`${label} @${width}: ${violation.id} x${violation.nodes.length} (${targets.join(', ')})`);
    }
  }
  return problems;
}

async function visit(page: Page, routePath: string, width: number, who: string): Promise<string[]> {
  const url = samplePath(routePath, samples);
  const started = Date.now();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const label = `${who} ${url}`;
  if (new URL(page.url()).pathname !== url) return [`${label}: went to ${new URL(page.url()).pathname}`];
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const found = await problemsOf(page, label, width);
  if (process.env.PAGE_CHECKS_TIMING) console.log(`${label} @${width}: ${Date.now() - started} ms`);
  return found;
}

// Each width on a worker of its own (beforeAll runs once in each worker).
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`every page of the route table at ${width} px, signed out and in, fits the window${AXE_WIDTHS.includes(width) ? ' and has no serious or critical axe finding' : ''}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];

    for (const route of ROUTES.filter(({ access }) => access === 'public')) {
      problems.push(...(await visit(page, route.path, width, 'signed out')));
    }

    await page.evaluate((token) => window.localStorage.setItem('token', token), admin.token);
    // Sign-in and sign-up send a signed-in user on; every other page opens signed in.
    const signedIn = ROUTES.filter(
      ({ path: routePath }) => routePath !== '/login' && routePath !== '/register',
    );
    for (const route of signedIn) {
      problems.push(...(await visit(page, route.path, width, 'signed in')));
    }

    // An archive's detail is the viewer over /archives.
    await page.goto('/archives');
    await page.getByRole('list', { name: 'Archives' }).getByRole('button', { name: 'View' }).first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    problems.push(...(await problemsOf(page, 'signed in /archives (viewer)', width)));

    await context.close();
    expect(problems).toEqual([]);
  });
}
