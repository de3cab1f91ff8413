import { expect, test, type Page } from '@playwright/test';
import { seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { E2E_PORT } from '../stack.js';
import { signInNewUser } from './support.js';

// The Ravelry stand-in's seeded account (libs/testing/src/ravelry), which the e2e stack starts (PROVIDER_FAKES).
// Both journeys link it, in this file's order on one worker: the second changes an entry there (and puts it back).
const RAVELRY_USER = 'local-test-knitter';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Settings: "Connect Ravelry Account", consent at the stand-in, back connected. */
async function connectRavelry(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect Ravelry Account' }).click();
  await page.getByLabel(`Sign in as ${RAVELRY_USER}`).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, `Successfully connected to Ravelry as ${RAVELRY_USER}`)).toBeVisible();
}

test('Ravelry: connect at the provider, sync the stash, sync again with nothing new, disconnect', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Connect Ravelry Account' }).click();

  // The provider's own consent page (another origin), then back to Settings with the spec's message.
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(E2E_PORT + 91));
  await page.getByLabel(`Sign in as ${RAVELRY_USER}`).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, `Successfully connected to Ravelry as ${RAVELRY_USER}`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  const account = page.getByRole('region', { name: 'Ravelry account' });
  await expect(account.getByText(RAVELRY_USER, { exact: true })).toBeVisible();
  await expect(account.getByText('Last sync: Never')).toBeVisible();
  // The top bar follows the link.
  await expect(page.getByTestId('ravelry-connected')).toBeVisible();

  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(toast(page, 'Ravelry sync completed successfully')).toBeVisible({ timeout: 30_000 });
  await expect(account.getByRole('status')).toContainText('added');
  await expect(account.getByText('Last sync: Never')).toHaveCount(0);

  // The stash arrived: the inventory lists what Ravelry has, and the page shows it.
  const headers = { Authorization: `Bearer ${user.token}` };
  const stash = (await (await request.get('/api/yarn?limit=100', { headers })).json()) as {
    yarn: { yarn_line: { name: string; brand: { name: string } } }[];
    total: number;
  };
  expect(stash.total).toBe(30);
  await page.goto('/yarn');
  const first = stash.yarn[0].yarn_line;
  await expect(page.getByText(first.name, { exact: false }).first()).toBeVisible();

  // A second sync changes nothing and says so: no duplicates.
  await page.goto('/settings');
  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(account.getByRole('status')).toHaveText('no changes', { timeout: 30_000 });
  const again = (await (await request.get('/api/yarn?limit=1', { headers })).json()) as { total: number };
  expect(again.total).toBe(30);

  // Disconnect: the link goes, the imported yarn stays.
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Ravelry account disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Ravelry Account' })).toBeVisible();
  await expect(page.getByTestId('ravelry-connected')).toHaveCount(0);
  const kept = (await (await request.get('/api/yarn?limit=1', { headers })).json()) as { total: number };
  expect(kept.total).toBe(30);
});

test('Ravelry conflict: sync, edit a yarn here and on Ravelry, sync again, keep a field from each, disconnect', async ({
  page,
  request,
}) => {
  // Two syncs, five pages and a review: longer than one journey's usual minute on a busy machine.
  test.setTimeout(180_000);
  // The stand-in's seeded stash, as it starts (deterministic): an entry whose colourway no other entry has.
  const seeded = seedRavelry({ username: RAVELRY_USER, stash: 30, patterns: 20, projects: 8 }).stash;
  const entry = seeded.find(
    (item) => seeded.filter((other) => other.colourway === item.colourway).length === 1,
  )!;
  const onRavelry = (data: Record<string, unknown>) =>
    request.post(`http://127.0.0.1:${E2E_PORT + 91}/_local/people/${RAVELRY_USER}/stash/${entry.id}`, {
      data: { data },
    });
  const user = await signInNewUser(page, request);
  const headers = { Authorization: `Bearer ${user.token}` };
  const list = async <T>(path: string) => (await (await request.get(path, { headers })).json()) as T;

  await connectRavelry(page);
  const account = page.getByRole('region', { name: 'Ravelry account' });
  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(toast(page, 'Ravelry sync completed successfully')).toBeVisible({ timeout: 30_000 });

  // Yarn, patterns and projects arrived, each on its own page.
  const { yarn } = await list<{ yarn: { id: string; colorway: string | null }[] }>('/api/yarn?limit=100');
  expect(yarn).toHaveLength(30);
  const { patterns } = await list<{ patterns: { title: string }[]; total: number }>(
    '/api/patterns?limit=100',
  );
  const { projects } = await list<{ projects: { name: string }[]; total: number }>('/api/projects?limit=100');
  expect(patterns.length).toBeGreaterThan(0);
  expect(projects.length).toBeGreaterThan(0);
  await page.goto('/patterns');
  await expect(page.getByText(patterns[0].title, { exact: true }).first()).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByText(projects[0].name, { exact: true }).first()).toBeVisible();

  try {
    // Edited here (the dye lot, on the yarn's edit page) and on Ravelry (the colourway).
    const mine = yarn.find((item) => item.colorway === entry.colourway)!;
    await page.goto(`/yarn/${mine.id}/edit`);
    await page.getByLabel('Dye lot').fill('Lot edited here');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/yarn/${mine.id}$`));
    expect((await onRavelry({ colorway_name: 'Changed on Ravelry' })).status()).toBe(200);

    await page.goto('/settings/sync');
    await account.getByRole('button', { name: 'Sync Now' }).click();
    await expect(account.getByRole('status')).toContainText('1 in conflict (kept as edited here)', {
      timeout: 30_000,
    });

    // Both versions side by side; the colourway from Ravelry, the dye lot from here.
    const review = page.getByRole('region', { name: 'Needs your review' });
    const conflict = review.getByRole('article');
    await expect(conflict).toHaveCount(1);
    const colorway = conflict.getByRole('radiogroup', { name: 'Colorway' });
    await expect(colorway).toContainText(entry.colourway);
    await expect(colorway).toContainText('Changed on Ravelry');
    const dyeLot = conflict.getByRole('radiogroup', { name: 'Dye lot' });
    await expect(dyeLot).toContainText('Lot edited here');
    await colorway.getByRole('radio', { name: /^On Ravelry/ }).check();
    await expect(dyeLot.getByRole('radio', { name: /^Here/ })).toBeChecked();
    await conflict.getByRole('button', { name: 'Keep chosen' }).click();
    await expect(page.getByText(/^Kept your choices for /)).toBeVisible();
    await expect(review.getByText('Nothing to review: every synced item matches Ravelry')).toBeVisible();

    // The yarn's page shows what was kept.
    await page.goto(`/yarn/${mine.id}`);
    await expect(page.getByText('Changed on Ravelry').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Lot edited here').first()).toBeVisible();

    // Disconnect: the link goes, the yarn stays as resolved.
    await page.goto('/settings/sync');
    await account.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Ravelry account disconnected')).toBeVisible();
    const kept = await list<{ colorway: string; dye_lot: string }>(`/api/yarn/${mine.id}`);
    expect(kept).toMatchObject({ colorway: 'Changed on Ravelry', dye_lot: 'Lot edited here' });
  } finally {
    // The stand-in's account back as seeded, for whatever links it next.
    expect((await onRavelry({ colorway_name: entry.colourway })).status()).toBe(200);
  }
});

test('Ravelry write-back: off by default; on, a sync sends the skeins left of a yarn used here, then nothing more', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seeded = seedRavelry({ username: RAVELRY_USER, stash: 30, patterns: 20, projects: 8 }).stash;
  const entry = seeded.find(
    (item) =>
      item.packs.length === 1 &&
      item.packs[0].skeins >= 2 &&
      seeded.filter((other) => other.colourway === item.colourway).length === 1,
  )!;
  const user = await signInNewUser(page, request);
  const headers = { Authorization: `Bearer ${user.token}` };
  await connectRavelry(page);
  await page.goto('/settings/integrations/ravelry');
  const account = page.getByRole('region', { name: 'Ravelry account' });
  const writeBack = page.getByRole('switch', { name: 'Write back to Ravelry' });
  await expect(writeBack).not.toBeChecked();
  await expect(
    page.getByText('Send skeins used and notes back to Ravelry for yarn imported from there'),
  ).toBeVisible();
  await account.getByRole('button', { name: 'Sync Now' }).click();
  await expect(account.getByRole('status')).toContainText('added', { timeout: 30_000 });

  try {
    const { yarn } = (await (await request.get('/api/yarn?limit=100', { headers })).json()) as {
      yarn: { id: string; colorway: string | null }[];
    };
    const mine = yarn.find((item) => item.colorway === entry.colourway)!;
    await page.goto(`/yarn/${mine.id}`);
    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByRole('button', { name: 'Record Usage' }).click();
    await page.getByLabel('Skeins Used').fill('1');
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(page.getByText('Usage recorded')).toBeVisible();

    await page.goto('/settings/integrations/ravelry');
    await writeBack.click();
    await expect(writeBack).toBeChecked();
    await account.getByRole('button', { name: 'Sync Now' }).click();
    await expect(account.getByRole('status')).toHaveText('1 sent to Ravelry, nothing else changed', {
      timeout: 30_000,
    });
    // Ravelry took it: the next sync has nothing to send and finds no conflict.
    await account.getByRole('button', { name: 'Sync Now' }).click();
    await expect(account.getByRole('status')).toHaveText('no changes', { timeout: 30_000 });
    await page.reload();
    await expect(writeBack).toBeChecked();
    await account.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page, 'Ravelry account disconnected')).toBeVisible();
  } finally {
    // The stand-in's entry back as seeded.
    const restored = await request.post(
      `http://127.0.0.1:${E2E_PORT + 91}/_local/people/${RAVELRY_USER}/stash/${entry.id}`,
      { data: { data: { skeins: entry.packs[0].skeins, notes: entry.notes } } },
    );
    expect(restored.status()).toBe(200);
  }
});
