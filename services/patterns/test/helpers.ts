import { PatternSchema, type Pattern } from '@yarn-mgmt/contracts';
import {
  serviceSuite,
  startServiceHarness,
  withUserTokens,
  type ServiceHarnessOptions,
  type TestKeyPair,
  type TestEnv,
  type UserHarness,
} from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadPatternsConfig } from '../src/config/patterns.config.js';

export type Harness = UserHarness;

/** The patterns service on the shared service harness (fresh database, test keys, temporary file store). */
export async function startPatterns(
  name: string,
  env: TestEnv = {},
  keys?: TestKeyPair,
  { fileStorage }: Pick<ServiceHarnessOptions, 'fileStorage'> = {},
): Promise<Harness> {
  const svc = await startServiceHarness((testEnv) => AppModule.forRoot(loadPatternsConfig(testEnv)), {
    name,
    keys,
    fileStorage,
    // No inventory unless a suite names one (port 9 is closed): a test never reaches a stack running here.
    env: {
      FILE_LINK_SECRET: 'test-file-link-secret-of-at-least-32-chars',
      INVENTORY_URL: 'http://127.0.0.1:9',
      ...env,
    },
  });
  return withUserTokens(svc);
}

export const patternBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Fair Isle Hat',
  designer: 'Tin Can Knits',
  category: 'Hat',
  craft_type: 'knitting',
  difficulty_level: 3,
  yarn_weight: 'DK',
  yardage_required: 250,
  needle_sizes: ['US 6 (4 mm)'],
  gauge_stitches: 22,
  gauge_rows: 30,
  gauge_measurement: 4,
  sizes_available: ['Child', 'Adult'],
  pattern_source: 'Ravelry shop',
  source_details: { shop: 'Tin Can Knits' },
  purchase_date: '2025-02-01',
  price: 6.5,
  currency: 'USD',
  techniques: ['colorwork', 'in the round'],
  pattern_notes: 'Work the chart twice',
  personal_notes: 'Use the blue leftovers',
  tags: ['winter', 'gift'],
  ...overrides,
});

/** The smallest file the service takes for a PDF: it checks the first bytes only. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const pdfForm = (data: Buffer, name = 'pattern.pdf', type = 'application/pdf', field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

/** One spec file's patterns service: started before its tests, stopped after them. */
export function patternsSuite(
  name: string,
  env: TestEnv | (() => TestEnv) = {},
  keys?: () => TestKeyPair,
  storage: Pick<ServiceHarnessOptions, 'fileStorage'> = {},
) {
  const suite = serviceSuite('patterns', () =>
    startPatterns(name, typeof env === 'function' ? env() : env, keys?.(), storage),
  );
  const { call } = suite;
  return Object.assign(suite, {
    /** A new pattern (201 expected), from patternBody() with the overrides. */
    create: async (token: string, overrides: Record<string, unknown> = {}): Promise<Pattern> => {
      const reply = await call('POST', '/patterns', { token, body: patternBody(overrides) });
      if (reply.status !== 201)
        throw new Error(`POST /patterns: ${reply.status} ${JSON.stringify(reply.body)}`);
      return PatternSchema.parse(reply.body);
    },
    /** Attaches a PDF to the pattern (201 expected). */
    attach: async (token: string, id: string, data = PDF, fileName = 'pattern.pdf') => {
      const reply = await call('POST', `/patterns/${id}/file`, { token, form: pdfForm(data, fileName) });
      if (reply.status !== 201) throw new Error(`POST file: ${reply.status} ${JSON.stringify(reply.body)}`);
      return PatternSchema.parse(reply.body);
    },
    /** A file the service serves (a PDF, a cover), at a page's `/api/…` address or its own, with the bearer. */
    fetchFile: async (url: string, token: string) => {
      const response = await fetch(`${suite.harness.url}${url.replace(/^\/api/, '')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
  });
}
