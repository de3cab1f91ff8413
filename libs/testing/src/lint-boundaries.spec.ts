import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The workspace's own ESLint config (eslint.config.js + eslint.boundaries.js) run over fixtures that each break one
// boundary of ARCHITECTURE.md. ESLint runs in a child process: it loads the config files as plain Node ESM.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Fixture {
  file: string;
  code: string;
}

const runner = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const fixtures = JSON.parse(process.argv[1]);
// Fixtures are not on disk, so no type information: the boundary rule needs none.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked,
  { languageOptions: { parserOptions: { projectService: false } } }] });
const out = [];
for (const { file, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

function lint(fixtures: Fixture[]): Array<Array<{ rule: string | null; message: string }>> {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', runner, JSON.stringify(fixtures)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as Array<Array<{ rule: string | null; message: string }>>;
}

const boundaryErrors = (messages: Array<{ rule: string | null; message: string }>) =>
  messages.filter((m) => m.rule === 'boundaries/dependencies').map((m) => m.message);

describe('import boundaries (npm run lint)', () => {
  const cases: Array<[string, Fixture, RegExp]> = [
    [
      'a remote imports another remote by path',
      {
        file: 'mf-patterns/src/fixture.ts',
        code: "export { routes } from '../../mf-tools/src/routes.js';\n",
      },
      /type "remote" are not allowed in elements of type "remote"/,
    ],
    [
      'a remote imports another remote by package name',
      { file: 'mf-deals/src/fixture.ts', code: "export * from '@yarn-mgmt/mf-inventory';\n" },
      /"@yarn-mgmt\/mf-inventory" are not allowed in elements of type "remote"/,
    ],
    [
      'a remote imports the shell',
      { file: 'mf-tools/src/fixture.ts', code: "export { App } from '../../shell/src/app/app.js';\n" },
      /type "shell" are not allowed in elements of type "remote"/,
    ],
    [
      'the shell imports a remote',
      { file: 'shell/src/fixture.ts', code: "export { routes } from '../../mf-inventory/src/routes.js';\n" },
      /type "remote" are not allowed in elements of type "shell"/,
    ],
    [
      'a service imports another service',
      {
        file: 'services/account/src/fixture.ts',
        code: "export { AppModule } from '../../inventory/src/app.module.js';\n",
      },
      /type "service" are not allowed in elements of type "service"/,
    ],
    [
      'libs/contracts imports React',
      { file: 'libs/contracts/src/fixture.ts', code: "export { useState } from 'react';\n" },
      /"react" are not allowed in elements of type "framework-free"/,
    ],
    [
      'libs/domain imports Nest',
      { file: 'libs/domain/src/fixture.ts', code: "export { Injectable } from '@nestjs/common';\n" },
      /"@nestjs\/common" are not allowed in elements of type "framework-free"/,
    ],
    [
      'libs/domain imports MUI',
      { file: 'libs/domain/src/fixture.ts', code: "export { Button } from '@mui/material';\n" },
      /"@mui\/material" are not allowed in elements of type "framework-free"/,
    ],
    [
      'libs/contracts imports TypeORM',
      { file: 'libs/contracts/src/fixture.ts', code: "export { Entity } from 'typeorm';\n" },
      /"typeorm" are not allowed in elements of type "framework-free"/,
    ],
  ];

  const allowed: Fixture[] = [
    { file: 'mf-patterns/src/fixture.ts', code: "export { routes } from './routes.js';\n" },
    { file: 'mf-patterns/src/fixture.ts', code: "export { useAuth } from '@yarn-mgmt/web-platform';\n" },
    { file: 'shell/src/fixture.ts', code: "export { APP_ROUTES } from '@yarn-mgmt/contracts';\n" },
    { file: 'services/account/src/fixture.ts', code: "export { Public } from '@yarn-mgmt/nest-kit';\n" },
    { file: 'libs/contracts/src/fixture.ts', code: "export { z } from 'zod';\n" },
  ];

  let results: ReturnType<typeof lint>;
  beforeAll(() => {
    results = lint([...cases.map(([, fixture]) => fixture), ...allowed]);
  }, 120_000);

  it.each(cases.map((entry, index) => [...entry, index] as const))(
    'fails when %s',
    (_name, _fixture, expected, index) => {
      const errors = boundaryErrors(results[index] ?? []);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(expected);
    },
  );

  it('lets a module import its own files, the libs and allowed packages', () => {
    const verdicts = results.slice(cases.length);
    expect(verdicts).toHaveLength(allowed.length);
    for (const messages of verdicts) expect(boundaryErrors(messages)).toEqual([]);
  });
});

describe('structure rules (npm run lint, issue 19)', () => {
  const structureErrors = (messages: Array<{ rule: string | null; message: string }>, rule: string) =>
    messages.filter((m) => m.rule === rule).map((m) => m.message);
  // A real cycle needs files on disk: two written beside the fixtures' app for the run, then removed.
  const cycleDir = path.join(root, 'libs', 'domain', 'src', '__cycle_fixture__');
  let results: ReturnType<typeof lint>;

  beforeAll(() => {
    mkdirSync(cycleDir, { recursive: true });
    writeFileSync(path.join(cycleDir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
    writeFileSync(path.join(cycleDir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    try {
      results = lint([
        {
          file: 'libs/domain/src/__cycle_fixture__/a.ts',
          code: "import { b } from './b.js';\nexport const a = () => b;\n",
        },
        {
          file: 'mf-inventory/src/features/yarn-list/fixture.ts',
          code: "export * from '../yarn-detail/utils/clamp-usage.js';\n",
        },
        {
          file: 'mf-inventory/src/features/yarn-list/fixture.ts',
          code: "export * from '../../api/query-keys.js';\n",
        },
        { file: 'libs/domain/src/fixture.ts', code: 'export const line = 1;\n'.repeat(251) },
        { file: 'libs/domain/src/fixture.spec.ts', code: 'export const line = 1;\n'.repeat(251) },
        { file: 'libs/nest-kit/src/bootstrap/fixture.ts', code: "export * from '../pdf/pdf-cover.js';\n" },
        {
          file: 'libs/nest-kit/src/auth/fixture.ts',
          code: "export { FILE_STORAGE } from '@yarn-mgmt/nest-kit/storage';\n",
        },
        { file: 'libs/nest-kit/src/storage/fixture.ts', code: "export * from '../auth/decorators.js';\n" },
      ]);
    } finally {
      rmSync(cycleDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails on an import cycle', () => {
    expect(structureErrors(results[0] ?? [], 'import-x/no-cycle')).toEqual(['Dependency cycle detected']);
  });

  it("fails when a feature imports another feature of its app, and lets it use the app's shared folders", () => {
    expect(structureErrors(results[1] ?? [], 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(structureErrors(results[2] ?? [], 'import-x/no-restricted-paths')).toEqual([]);
  });

  it("fails when nest-kit's core imports one of its subpaths, by path or by name, and lets a subpath use the core", () => {
    expect(structureErrors(results[5] ?? [], 'import-x/no-restricted-paths')).toHaveLength(1);
    expect(structureErrors(results[6] ?? [], 'no-restricted-imports')).toHaveLength(1);
    expect(structureErrors(results[7] ?? [], 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('fails on a source file of more than 250 lines, not on a test', () => {
    expect(structureErrors(results[3] ?? [], 'max-lines')).toHaveLength(1);
    expect(structureErrors(results[4] ?? [], 'max-lines')).toEqual([]);
  });
});

describe("a service's features and routes (npm run lint, issue 19, eslint.services.js)", () => {
  const errors = (messages: Array<{ rule: string | null; message: string }>, rule: string) =>
    messages.filter((m) => m.rule === rule).map((m) => m.message);
  const controller = (decorators: string) =>
    "import { Controller, Get } from '@nestjs/common';\n" +
    "import { INVENTORY_API } from '@yarn-mgmt/contracts';\n" +
    `${decorators}\nexport class FixtureController {}\n`;
  let results: ReturnType<typeof lint>;
  beforeAll(() => {
    results = lint([
      {
        file: 'services/patterns/src/patterns/fixture.ts',
        code: "export * from '../covers/pattern-covers.service.js';\n",
      },
      {
        file: 'services/patterns/src/covers/fixture.ts',
        code: "export * from '../patterns/patterns.service.js';\n",
      },
      {
        file: 'services/inventory/src/yarn/fixture.ts',
        code: controller(
          "@Controller('yarn')\nexport class Literal { @Get(':id') get() { return INVENTORY_API; } }",
        ),
      },
      {
        file: 'services/inventory/src/yarn/fixture.ts',
        code: controller(
          '@Controller()\nexport class Named { @Get(INVENTORY_API.yarnItem.route) get() { return 1; } }',
        ),
      },
    ]);
  }, 120_000);

  it('fails when a feature imports one it does not build on, and lets it use one it does', () => {
    expect(errors(results[0] ?? [], 'import-x/no-restricted-paths')).toEqual([
      expect.stringMatching(/services\/patterns: patterns\/ builds on neighbours only/),
    ]);
    expect(errors(results[1] ?? [], 'import-x/no-restricted-paths')).toEqual([]);
  });

  it("fails on a controller's string path, and takes the contracts' constants", () => {
    expect(errors(results[2] ?? [], 'no-restricted-syntax')).toHaveLength(2);
    expect(errors(results[3] ?? [], 'no-restricted-syntax')).toEqual([]);
  });

  // The map is data the lint reads in a child process, like the config itself.
  const features = (): { map: Record<string, Record<string, string[]>>; shared: string[]; loop: string } =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { SERVICE_FEATURES, SERVICE_SHARED_FOLDERS, assertOneWay } from './eslint.services.js';
           let loop = '';
           try { assertOneWay({ a: ['b'], b: ['c'], c: ['a'] }, 'fixture'); } catch (error) { loop = error.message; }
           process.stdout.write(JSON.stringify({ map: SERVICE_FEATURES, shared: SERVICE_SHARED_FOLDERS, loop }));`,
        ],
        { cwd: root, encoding: 'utf8' },
      ),
    ) as { map: Record<string, Record<string, string[]>>; shared: string[]; loop: string };

  it('knows every folder of every service as a feature or a shared folder, and refuses a loop', () => {
    const { map, shared, loop } = features();
    const services = readdirSync(path.join(root, 'services'), { withFileTypes: true }).filter((entry) =>
      existsSync(path.join(root, 'services', entry.name, 'src')),
    );
    for (const service of services) {
      const folders = readdirSync(path.join(root, 'services', service.name, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const known = [...Object.keys(map[service.name] ?? {}), ...shared];
      expect([service.name, folders.filter((folder) => !known.includes(folder))]).toEqual([service.name, []]);
    }
    expect(loop).toBe('SERVICE_FEATURES.fixture has a loop: a -> b -> c -> a');
  });
});
