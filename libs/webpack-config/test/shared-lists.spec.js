// The trimmed shared singletons (shared/*.js) against what the apps import: a name an app imports from
// '@mui/material' or 'react-router-dom' that the shared module leaves out would be undefined at run time, on the
// page that uses it only. This fails at the test instead, naming the file and the name.
import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const APP_SOURCES = [
  'shell/src',
  'mf-inventory/src',
  'mf-patterns/src',
  'mf-projects/src',
  'mf-tools/src',
  'mf-deals/src',
  'libs/ui/src',
  'libs/web-platform/src',
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|m?js)$/.test(entry.name) && !/\.(spec|test)\./.test(entry.name) ? [full] : [];
  });
}

/** Each value name imported from `pkg` (not `import type`, not `type X` inside the braces), with its file. */
function importedNames(pkg) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  return APP_SOURCES.flatMap((folder) => sourceFiles(path.join(root, folder))).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(pattern)]
      .filter((match) => !match[1])
      .flatMap((match) => match[2].split(','))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => ({ file: path.relative(root, file), name: name.split(/\s+as\s+/)[0] }));
  });
}

/** The names a shared/*.js file exports (its `export { ... } from` lists). */
function exportedNames(file) {
  const text = fs.readFileSync(path.join(here, '..', 'shared', file), 'utf8');
  return new Set(
    [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      match[1].split(',').map((name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      ),
    ),
  );
}

describe.each([
  ['@mui/material', 'mui-material.js'],
  ['react-router-dom', 'react-router-dom.js'],
])('the shared %s (shared/%s)', (pkg, file) => {
  it('exports every name an app imports from it', () => {
    const shared = exportedNames(file);
    const used = importedNames(pkg);
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(({ name }) => !shared.has(name))).toEqual([]);
  });
});

it('the shared SvgIcon takes only names the shared @mui/material exports', () => {
  const text = fs.readFileSync(path.join(here, '..', 'shared', 'mui-svg-icon.js'), 'utf8');
  const names = text
    .match(/export\s*\{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0]);
  const shared = exportedNames('mui-material.js');
  expect(names.filter((name) => !shared.has(name))).toEqual([]);
});
