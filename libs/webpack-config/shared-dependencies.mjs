// The modules the shell and the remotes share at run time (module federation's `shared`), with the versions
// installed here. Split from index.mjs, which builds the rest of the configuration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Reads the version of an installed package by walking up from `fromDir` through `node_modules` folders.
 * (Some packages do not export `./package.json`, so `require.resolve` is not an option.)
 * @param {string} name
 * @param {string} [fromDir]
 * @returns {string}
 */
export function installedVersion(name, fromDir = here) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The folder of an installed package, found as `installedVersion` finds its version.
 * @param {string} name
 * @param {string} [fromDir]
 * @returns {string}
 */
export function installedPackageDir(name, fromDir = here) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find installed package ${name} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The singletons every app shares (ARCHITECTURE.md, Front end): one React, one router, one MUI + emotion
 * (one theme, one style cache), one query client and one platform (auth, api client, toasts).
 * `react/` and `react-dom/` share the subpaths (`react/jsx-runtime`, `react-dom/client`) too.
 * @param {string} [fromDir]
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, strictVersion?: boolean }>}
 */
export function sharedDependencies(fromDir = here) {
  /** @param {string} pkg */
  const singleton = (pkg) => {
    const version = installedVersion(pkg, fromDir);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  const platformVersion = JSON.parse(
    fs.readFileSync(path.resolve(here, '../web-platform/package.json'), 'utf8'),
  ).version;
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Its declarative routing only (shared/react-router-dom.js): a shared module is shipped whole.
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(here, 'shared', 'react-router-dom.js'),
    },
    // The names the apps import from the package root (shared/mui-material.js), not the whole package.
    '@mui/material': { ...singleton('@mui/material'), import: path.join(here, 'shared', 'mui-material.js') },
    // Subpaths too: @mui/icons-material reaches MUI through '@mui/material/utils' (SvgIcon); unshared, every
    // remote would carry a second copy of it.
    '@mui/material/': singleton('@mui/material'),
    // What the icons import, served by the singleton above rather than as a second copy of MUI (shared/).
    '@mui/material/SvgIcon': {
      ...singleton('@mui/material'),
      import: path.join(here, 'shared', 'mui-svg-icon.js'),
    },
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The contracts' schemas run on both sides of every form: one zod for the page, not one per remote. Its API
    // without the locales and the compiler (shared/zod.js): a shared module is shipped whole.
    zod: { ...singleton('zod'), import: path.join(here, 'shared', 'zod.js') },
    'zod/': singleton('zod'),
    // A workspace lib shared without an explicit version is not treated as a singleton.
    '@yarn-mgmt/web-platform': {
      singleton: true,
      version: platformVersion,
      requiredVersion: `^${platformVersion}`,
    },
  };
}
