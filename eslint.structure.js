// Rules that hold the code's shape by themselves (issue 19, part 5): no import cycles, no imports between two
// features of one app (bulletproof-react's zones: a feature uses shared folders, never another feature), and at
// most 250 lines in a source file (STYLE.md: a file that needs more wants splitting). A service's features and
// routes: eslint.services.js.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serviceFeatureZones, serviceRoutesConfig } from './eslint.services.js';

const root = import.meta.dirname;
const APPS = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));

/**
 * One zone per feature folder of each app: it may import from its own folder and from nothing else in features/.
 * Absolute paths: lint runs from each package's folder.
 */
function featureZones() {
  return APPS.flatMap((app) => {
    const features = path.join(root, app, 'src', 'features');
    if (!existsSync(features)) return [];
    return readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: path.join(features, entry.name),
        from: features,
        except: [`./${entry.name}`],
        message:
          "A feature imports no other feature: move what both need to the app's shared folders or to libs/.",
      }));
  });
}

/**
 * nest-kit's core (its main entry: every folder no subpath export names) imports none of the subpaths a service
 * opts into (`@yarn-mgmt/nest-kit/pdf`, `/storage`, ...): a subpath plugs into the core, never the other way.
 * Absolute paths: lint runs from each package's folder.
 */
function kitFolders() {
  const kit = path.join(root, 'libs', 'nest-kit');
  const src = path.join(kit, 'src');
  const { exports: entries } = JSON.parse(readFileSync(path.join(kit, 'package.json'), 'utf8'));
  const subpaths = Object.entries(entries)
    .filter(([name]) => name !== '.')
    .map(([, entry]) => path.relative(src, path.dirname(path.join(kit, entry.source))));
  const core = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !subpaths.includes(entry.name))
    .map((entry) => entry.name);
  return { src, core, subpaths };
}

const KIT_MESSAGE = "nest-kit's core imports no subpath: invert it, so the subpath plugs into the core.";

function kitZones() {
  const { src, core, subpaths } = kitFolders();
  return [
    {
      target: [...core.map((folder) => path.join(src, folder)), path.join(src, 'index.ts')],
      from: subpaths.map((folder) => path.join(src, folder)),
      message: KIT_MESSAGE,
    },
  ];
}

/** The kit's rule, by path and by package name (core files never import their own package); specs may. */
function kitCoreRules() {
  const { core } = kitFolders();
  return {
    files: [...core.map((folder) => `libs/nest-kit/src/${folder}/**/*.ts`), 'libs/nest-kit/src/index.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: kitZones() }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@yarn-mgmt/nest-kit', '@yarn-mgmt/nest-kit/*'], message: KIT_MESSAGE }] },
      ],
    },
  };
}

const TESTS = [
  '**/*.spec.{ts,tsx}',
  '**/*.integration-spec.ts',
  '**/test/**',
  '**/src/test/**',
  '**/*.test-kit.{ts,tsx}',
  'e2e/**',
];

export const structureConfig = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones(), ...serviceFeatureZones(root)] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...TESTS, '**/migrations/**', 'libs/testing/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  kitCoreRules(),
  serviceRoutesConfig,
];
