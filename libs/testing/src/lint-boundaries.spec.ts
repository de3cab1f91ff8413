import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

  it('fails on a source file of more than 250 lines, not on a test', () => {
    expect(structureErrors(results[3] ?? [], 'max-lines')).toHaveLength(1);
    expect(structureErrors(results[4] ?? [], 'max-lines')).toEqual([]);
  });
});
