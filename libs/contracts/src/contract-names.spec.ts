import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import * as contracts from './index.js';

/** One export of the package: a zod schema, another value, or a type (with its alias text, if an alias). */
interface ContractExport {
  name: string;
  kind: 'schema' | 'value' | 'type';
  declaration?: string;
}

/** Words the naming rule (README "Names") does not use, wherever they stand in a name. */
const FORBIDDEN_WORDS = /(Request|Dto|Body|Payload|Command|Write)(?=[A-Z]|$)/;
/** Endings it does not use: a bare create or update, and the other words for a query or an answer. */
const FORBIDDEN_ENDINGS = /(Create|Update|Params|Result)$/;
const RESOURCE_WRITE = /^(\w+?)(Create|Update)Input$/;
const SCHEMA_TYPE = /^z\.(infer|output|input)<typeof (\w+)Schema>$/;

/** What is wrong with the names of a package's exports, one line per problem (none when it keeps the rule). */
export function namingProblems(exports: readonly ContractExport[]): string[] {
  const names = new Set(exports.map((e) => e.name));
  const schemas = new Set(exports.filter((e) => e.kind === 'schema').map((e) => e.name));
  const problems: string[] = [];
  for (const { name, kind, declaration } of exports) {
    const wrong = (why: string) => problems.push(`${name}: ${why}`);
    if (kind === 'schema' && !name.endsWith('Schema')) wrong('a zod schema ends in Schema');
    if (kind !== 'schema' && name.endsWith('Schema')) wrong('only a zod schema ends in Schema');
    // SCREAMING_CASE constants and camelCase helpers name no contract shape.
    if (!/^[A-Z][a-z]/.test(name)) continue;
    const base = name.replace(/Schema$/, '');
    if (FORBIDDEN_WORDS.test(base)) wrong(`no ${FORBIDDEN_WORDS.exec(base)?.[1]}: Input, Query or Response`);
    if (FORBIDDEN_ENDINGS.test(base)) wrong(`no bare ${FORBIDDEN_ENDINGS.exec(base)?.[1]}`);
    const resource = RESOURCE_WRITE.exec(base.replace(/^Raw(?=[A-Z])/, ''))?.[1];
    if (resource && !names.has(resource) && !names.has(`${resource}Schema`)) {
      wrong(`${resource} is no exported resource`);
    }
    if (base.startsWith('Raw')) {
      const parsed = base.slice(3);
      if (kind !== 'type') wrong('Raw names a type');
      else if (!schemas.has(`${parsed}Schema`)) wrong(`Raw needs ${parsed}Schema`);
      else if (declaration !== `z.input<typeof ${parsed}Schema>`) wrong(`is z.input<typeof ${parsed}Schema>`);
      continue;
    }
    const typed = declaration === undefined ? null : SCHEMA_TYPE.exec(declaration);
    if (typed?.[1] === 'input') wrong(`the input of ${typed[2]}Schema is Raw${typed[2]}`);
    else if (typed && typed[2] !== name) wrong(`the type of ${typed[2]}Schema is ${typed[2]}`);
  }
  return problems;
}

/** The package index's exports as the compiler sees them: types too, which `import *` cannot list. */
function exportsOfIndex(): ContractExport[] {
  const index = fileURLToPath(new URL('./index.ts', import.meta.url));
  const program = ts.createProgram([index], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read ${index}`);
  const values: Record<string, unknown> = contracts;
  return checker.getExportsOfModule(module).map((symbol) => {
    const name = symbol.getName();
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const alias = target.declarations?.find(ts.isTypeAliasDeclaration);
    if (name in values) return { name, kind: values[name] instanceof z.ZodType ? 'schema' : 'value' };
    return { name, kind: 'type', declaration: alias?.type.getText() };
  });
}

describe('contract names', () => {
  const exported = exportsOfIndex();

  it('reads every export of the index, its types included', () => {
    const names = exported.map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining(['YarnSchema', 'Yarn', 'RawYarnListQuery', 'INVENTORY_API']),
    );
    expect(names.length).toBeGreaterThan(400);
    expect(exported.filter((e) => e.kind === 'schema').length).toBeGreaterThan(150);
  });

  it('keep the one rule (libs/contracts/README.md, "Names")', () => {
    const problems = namingProblems(exported);
    expect(problems).toEqual([]);
  });

  const schema = (name: string): ContractExport => ({ name, kind: 'schema' });
  const type = (name: string, declaration?: string): ContractExport => ({ name, kind: 'type', declaration });
  const good: ContractExport[] = [
    schema('YarnSchema'),
    type('Yarn', 'z.infer<typeof YarnSchema>'),
    schema('YarnCreateInputSchema'),
    type('YarnCreateInput', 'z.output<typeof YarnCreateInputSchema>'),
    type('RawYarnCreateInput', 'z.input<typeof YarnCreateInputSchema>'),
    schema('YarnListQuerySchema'),
    type('RawYarnListQuery', 'z.input<typeof YarnListQuerySchema>'),
    schema('YarnListResponseSchema'),
    schema('LoginInputSchema'),
    schema('RecordUsageHeadersSchema'),
    schema('emailSchema'),
    type('SignUpForm'),
    type('EraseAccountJob'),
    { name: 'INVENTORY_API', kind: 'value' },
    { name: 'apiPath', kind: 'value' },
  ];

  it('finds nothing wrong in names that keep it', () => {
    expect(namingProblems(good)).toEqual([]);
  });

  it.each<[string, ContractExport]>([
    ['a Request schema', schema('LoginRequestSchema')],
    ['a Request type', type('ChangePasswordRequest')],
    ['a Dto', type('UserDto')],
    ['a Body', type('DesignerInputBody', 'z.input<typeof YarnSchema>')],
    ['a Payload', type('RegisterPayload')],
    ['a Command', type('RegisterCommand')],
    ['a Write input', type('YarnWriteInput')],
    ['a bare Create schema', schema('ProjectCreateSchema')],
    ['a bare Update type', type('ShoppingListUpdate')],
    ['Params for a query', type('YarnListParams')],
    ['a Result for an answer', schema('UserDataImportResultSchema')],
    ['a schema without the suffix', schema('YarnItem')],
    ['a value that is no schema but says so', { name: 'LimitsSchema', kind: 'value' }],
    ['a create input of no resource', type('WidgetCreateInput')],
    ['a Raw type without its schema', type('RawWidget', 'z.input<typeof WidgetSchema>')],
    [
      'a Raw type that is the parsed value',
      type('RawYarnCreateInput', 'z.output<typeof YarnCreateInputSchema>'),
    ],
    [
      'a parsed type named apart from its schema',
      type('Allocation', 'z.output<typeof YarnCreateInputSchema>'),
    ],
    ['an input type without Raw', type('YarnCreateBody', 'z.input<typeof YarnCreateInputSchema>')],
  ])('names %s', (_case, bad) => {
    const problems = namingProblems([...good, bad]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((line) => line.startsWith(`${bad.name}:`))).toBe(true);
  });
});

// Type-level: the type named after a schema is what parsing yields, its Raw twin what a client hands in.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const parsedAndRaw: [
  Same<contracts.ProjectCreateInput, z.output<typeof contracts.ProjectCreateInputSchema>>,
  Same<contracts.RawProjectCreateInput, z.input<typeof contracts.ProjectCreateInputSchema>>,
  Same<contracts.RawYarnListQuery, z.input<typeof contracts.YarnListQuerySchema>>,
  Same<contracts.YarnUpdateInput, contracts.YarnCreateInput>,
] = [true, true, true, true];
