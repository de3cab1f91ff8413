import { TEST_BRAND_TABLE } from '../engine/engine.test-kit.js';
import type { AssistantSources } from '../engine/index.js';
import { AiToolbox } from './ai-tools.js';

const signedOut = () => Promise.resolve({ ok: false, reason: 'signed_out' } as const);
const sources: AssistantSources = { stash: signedOut, makeablePatterns: signedOut, brandDeals: signedOut };

async function search(args: Record<string, unknown>) {
  const toolbox = new AiToolbox(sources, TEST_BRAND_TABLE);
  const result = await toolbox.run({ id: 'call-1', name: 'search_yarn', arguments: JSON.stringify(args) });
  return JSON.parse(result) as {
    lines?: { brand: string; line: string; fiber_content: string }[];
    error?: string;
  };
}

describe('AiToolbox search_yarn', () => {
  it('leaves out the fibres asked away and keeps to the uses asked, as the engine does', async () => {
    const woolFree = await search({
      project: 'blanket',
      exclude_fibres: ['wool', 'merino', 'superwash wool'],
    });
    expect(woolFree.lines?.map((line) => `${line.brand} ${line.line}`)).toEqual([
      'Stylecraft Special DK',
      'Lion Brand Pound of Love',
      'Red Heart Super Saver',
    ]);
    const beginners = await search({ uses: ['beginners'] });
    expect(beginners.lines?.map((line) => line.line)).toEqual(['Super Saver']);
  });

  it('answers the model an error for a fibre or use the table does not have', async () => {
    expect((await search({ exclude_fibres: ['plastic'] })).error).toMatch(
      /^Invalid arguments: exclude_fibres/,
    );
    expect((await search({ uses: ['skydiving'] })).error).toMatch(/^Invalid arguments: uses/);
  });
});
