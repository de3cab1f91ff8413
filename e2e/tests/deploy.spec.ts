import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_REMOTES_FILE, ROOT } from '../stack.js';
import { buildRemote, defaultRegistry, hashTree, serveDirectory, writeRegistry } from './remote-build.js';
import { signInNewUser } from './support.js';

const mtime = (relative: string) => statSync(path.join(ROOT, relative)).mtimeMs;

test('a remote rebuilt alone and pointed to by /remotes.json is live on the next page load', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInNewUser(page, request);

  await page.goto('/calculator');
  const before = await page.locator('[data-remote="mf_tools"]').getAttribute('data-build');
  const untouched = [
    'shell/dist/index.html',
    'mf-inventory/dist/mf-manifest.json',
    'mf-deals/dist/mf-manifest.json',
  ];
  const mtimesBefore = untouched.map(mtime);

  const buildId = `e2e-${Date.now().toString(36)}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'mf-tools-'));
  const output = execFileSync(
    'npx',
    [
      'nx',
      'run',
      '@yarn-mgmt/mf-tools:build',
      '--excludeTaskDependencies',
      '--skip-nx-cache',
      '--outputStyle=static',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, BUILD_ID: buildId, MF_OUTPUT_DIR: outDir, NX_DAEMON: 'false' },
      encoding: 'utf8',
    },
  );
  // Nx ran the one remote's build and nothing else.
  expect(output).toContain('@yarn-mgmt/mf-tools:build');
  for (const other of [
    '@yarn-mgmt/shell:',
    '@yarn-mgmt/mf-inventory:',
    '@yarn-mgmt/mf-deals:',
    '@yarn-mgmt/contracts:',
  ]) {
    expect(output).not.toContain(other);
  }
  expect(existsSync(path.join(outDir, 'mf-manifest.json'))).toBe(true);

  const server = await serveDirectory(outDir);
  try {
    const { port } = server.address() as AddressInfo;
    writeFileSync(
      E2E_REMOTES_FILE,
      JSON.stringify({
        mf_inventory: '/remotes/mf-inventory/mf-manifest.json',
        mf_patterns: '/remotes/mf-patterns/mf-manifest.json',
        mf_projects: '/remotes/mf-projects/mf-manifest.json',
        mf_tools: `http://127.0.0.1:${port}/mf-manifest.json`,
        mf_deals: '/remotes/mf-deals/mf-manifest.json',
      }),
    );
    await page.reload();
    await expect(page.locator('[data-remote="mf_tools"]')).toHaveAttribute('data-build', buildId);
    expect(before).not.toBe(buildId);
    // The other modules still come from their own builds.
    await page.getByRole('navigation').getByRole('link', { name: 'Yarn Inventory', exact: true }).click();
    await expect(page.locator('[data-remote="mf_inventory"]')).toBeVisible();
  } finally {
    rmSync(E2E_REMOTES_FILE, { force: true });
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  // The shell and the other remotes were neither rebuilt nor restarted.
  expect(untouched.map(mtime)).toEqual(mtimesBefore);
});

test('a remote ships a new page alone: the registry gives it the prefix, the shell stays byte-identical', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInNewUser(page, request);
  const shellBefore = hashTree(path.join(ROOT, 'shell', 'dist'));
  const defaults = await defaultRegistry(request);

  // Before: nobody owns /stitch-counter, so a signed-in user lands on the dashboard (spec catch-all).
  await page.goto('/stitch-counter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const buildId = `plus-${Date.now().toString(36)}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'mf-tools-plus-'));
  buildRemote('e2e/fixtures/mf-tools-plus/webpack.config.mjs', outDir, buildId);
  const server = await serveDirectory(outDir);
  try {
    const { port } = server.address() as AddressInfo;
    writeRegistry({
      ...defaults,
      mf_tools: {
        manifest: `http://127.0.0.1:${port}/mf-manifest.json`,
        prefixes: [...defaults.mf_tools.prefixes, '/stitch-counter'],
      },
    });

    await page.goto('/stitch-counter');
    const newPage = page.locator('[data-remote="mf_tools"]');
    await expect(newPage.getByRole('heading', { level: 1, name: 'Stitch Counter' })).toBeVisible();
    await expect(newPage).toHaveAttribute('data-build', buildId);
    await expect(page.getByTestId('page-title')).toHaveText('Stitch Counter');
    // The remote's existing pages come from the same new build.
    await page.getByRole('navigation').getByRole('link', { name: 'Yarn Calculator', exact: true }).click();
    await expect(page.locator('[data-remote="mf_tools"]')).toHaveAttribute('data-build', buildId);
  } finally {
    rmSync(E2E_REMOTES_FILE, { force: true });
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  expect(hashTree(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
});
