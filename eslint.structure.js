// Rules that hold the code's shape by themselves (issue 19, part 5): no import cycles, no imports between two
// features of one app (bulletproof-react's zones: a feature uses shared folders, never another feature), and at
// most 250 lines in a source file (STYLE.md: a file that needs more wants splitting).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = import.meta.dirname;
const APPS = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'));

/** One zone per feature folder of each app: it may import from its own folder and from nothing else in features/. */
function featureZones() {
  return APPS.flatMap((app) => {
    const features = path.join(root, app, 'src', 'features');
    if (!existsSync(features)) return [];
    return readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `./${app}/src/features/${entry.name}`,
        from: `./${app}/src/features`,
        except: [`./${entry.name}`],
        message:
          "A feature imports no other feature: move what both need to the app's shared folders or to libs/.",
      }));
  });
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
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...TESTS, '**/migrations/**', 'libs/testing/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
];
