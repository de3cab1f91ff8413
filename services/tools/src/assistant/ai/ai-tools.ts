import type { ChatSource, Deal } from '@yarn-mgmt/contracts';
import type { z } from 'zod';
import type { LlmToolCall } from '../../llm/llm.client.js';
import {
  brandFacts,
  compareBrands,
  searchLines,
  SIGN_IN_DEALS_TEXT,
  SIGN_IN_TEXT,
  skeinsFor,
  stashFacts,
  type AssistantSources,
  type BrandTable,
  type Slots,
  type SourceResult,
} from '../engine/index.js';
import {
  BrandArgsSchema,
  CompareArgsSchema,
  DEALS_RESULTS,
  NoArgsSchema,
  SearchArgsSchema,
  SEARCH_RESULTS,
  SkeinsArgsSchema,
} from './ai-tool-definitions.js';

type ToolResult = Record<string, unknown>;

/**
 * Runs the calls one message's conversation asks for, against the caller's sources, and remembers which sources
 * could not be seen (the answer says so in `unavailable`). A call with arguments of the wrong shape answers the
 * model an error, never throws.
 */
export class AiToolbox {
  readonly unavailable = new Set<ChatSource>();

  constructor(
    private readonly sources: AssistantSources,
    private readonly table: BrandTable,
  ) {}

  async run(call: LlmToolCall): Promise<string> {
    let args: unknown;
    try {
      args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
    } catch {
      return JSON.stringify({ error: 'The arguments are not JSON.' });
    }
    const result = await this.dispatch(call.name, args);
    return JSON.stringify(result);
  }

  private async dispatch(name: string, args: unknown): Promise<ToolResult> {
    switch (name) {
      case 'search_yarn':
        return this.withArgs(SearchArgsSchema, args, (parsed) => this.search(parsed));
      case 'brand_facts':
        return this.withArgs(BrandArgsSchema, args, ({ brand }) => {
          const facts = brandFacts(brand, this.table);
          return facts ? { ...facts } : unknownBrand(brand);
        });
      case 'compare_brands':
        return this.withArgs(CompareArgsSchema, args, ({ a, b }) => ({ ...compareBrands(a, b, this.table) }));
      case 'brand_deals':
        return this.withArgs(BrandArgsSchema, args, ({ brand }) => this.deals(brand));
      case 'stash_totals':
        return this.withArgs(NoArgsSchema, args, () => this.stash());
      case 'skeins_for':
        return this.withArgs(SkeinsArgsSchema, args, ({ yards_needed, yards_per_skein }) => ({
          ...(skeinsFor(yards_needed, yards_per_skein) ?? { error: 'Those numbers cannot be calculated.' }),
        }));
      default:
        return { error: `There is no tool named ${name}.` };
    }
  }

  private async withArgs<S extends z.ZodType>(
    schema: S,
    args: unknown,
    run: (parsed: z.output<S>) => ToolResult | Promise<ToolResult>,
  ): Promise<ToolResult> {
    const parsed = schema.safeParse(args);
    if (!parsed.success)
      return {
        error: `Invalid arguments: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(arguments)'} ${issue.message}`).join('; ')}`,
      };
    return run(parsed.data);
  }

  private search(args: z.output<typeof SearchArgsSchema>): ToolResult {
    const slots: Slots = {
      ...(args.weight ? { weight: args.weight } : {}),
      ...(args.fibres?.length ? { fibres: args.fibres } : {}),
      ...(args.washable ? { washable: true } : {}),
      ...(args.soft ? { soft: true } : {}),
      ...(args.max_price_usd ? { maxPrice: { amount: args.max_price_usd, currency: 'USD' as const } } : {}),
      ...(args.project ? { project: args.project.toLowerCase() } : {}),
      ...(args.budget ? { budget: true } : {}),
      ...(args.any_fibre ? { anyFibre: true } : {}),
      ...(args.exclude_fibres?.length ? { excludedFibres: args.exclude_fibres } : {}),
      ...(args.uses?.length ? { uses: args.uses } : {}),
    };
    const seen = new Set<string>();
    const lines = [];
    for (const match of searchLines(slots, this.table)) {
      if (seen.has(match.brand.brand)) continue;
      seen.add(match.brand.brand);
      lines.push({
        brand: match.brand.brand,
        line: match.line.name,
        weight: match.line.band_weight ?? match.line.weight,
        fiber_content: match.line.fiber_content,
        yards: match.line.yards,
        grams: match.line.grams,
        price_usd: match.line.price_usd,
        washable: match.line.washable,
        quality_score: match.brand.quality_score,
        value_score: match.brand.value_score,
        tier: match.brand.tier,
        fits: match.fits,
      });
      if (lines.length === SEARCH_RESULTS) break;
    }
    return { lines };
  }

  private async deals(brand: string): Promise<ToolResult> {
    const deals = await this.sources.brandDeals(brand);
    if (!deals.ok) return this.notSeen(deals, 'deals', SIGN_IN_DEALS_TEXT);
    const shown = [...deals.value]
      .sort((a, b) => b.discount_percentage - a.discount_percentage)
      .slice(0, DEALS_RESULTS)
      .map(dealFacts);
    return { brand, total: deals.value.length, deals: shown };
  }

  private async stash(): Promise<ToolResult> {
    const stash = await this.sources.stash();
    if (!stash.ok) return this.notSeen(stash, 'inventory', SIGN_IN_TEXT);
    return { ...stashFacts(stash.value, this.table) };
  }

  private notSeen(
    result: SourceResult<unknown> & { ok: false },
    source: ChatSource,
    signIn: string,
  ): ToolResult {
    if (result.reason === 'signed_out') return { error: 'signed_out', tell_the_user: signIn };
    this.unavailable.add(source);
    return { error: 'unavailable', tell_the_user: `The ${source} service did not answer just now.` };
  }
}

const unknownBrand = (brand: string): ToolResult => ({
  error: `${brand} is not in the brand table: say you do not know it, and name no facts about it.`,
});

const dealFacts = (deal: Deal) => ({
  product_name: deal.product_name,
  retailer: deal.retailer_name,
  current_price: deal.current_price,
  original_price: deal.original_price,
  currency: deal.currency,
  discount_percentage: deal.discount_percentage,
});
