/**
 * The functions the AI endpoint is offered (OpenAI `tools`) and the shapes their arguments must have; `AiToolbox`
 * (ai-tools.ts) runs them.
 */
import { PATTERN_YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import type { LlmTool } from '../../llm/llm.client.js';
import { FIBRES, USES } from '../brands/brand-table.schema.js';

/** Lines a search gives the model at most (one per brand), and deals per brand. */
export const SEARCH_RESULTS = 8;
export const DEALS_RESULTS = 5;

const PROJECTS =
  'baby blanket, baby, cardigan, sweater, blanket, socks, hat, scarf, cowl, shawl, mittens, amigurumi, dishcloth, bag';

export const SearchArgsSchema = z.strictObject({
  weight: z.enum(PATTERN_YARN_WEIGHTS).optional(),
  fibres: z.array(z.enum(FIBRES)).max(4).optional(),
  washable: z.boolean().optional(),
  soft: z.boolean().optional(),
  max_price_usd: z.number().positive().max(1_000).optional(),
  project: z.string().max(40).optional(),
  budget: z.boolean().optional(),
  any_fibre: z.boolean().optional(),
  exclude_fibres: z.array(z.enum(FIBRES)).max(FIBRES.length).optional(),
  uses: z.array(z.enum(USES)).max(4).optional(),
});
export const BrandArgsSchema = z.strictObject({ brand: z.string().min(1).max(80) });
export const CompareArgsSchema = z.strictObject({
  a: z.string().min(1).max(80),
  b: z.string().min(1).max(80),
});
export const SkeinsArgsSchema = z.strictObject({
  yards_needed: z.number().positive().max(100_000),
  yards_per_skein: z.number().positive().max(10_000),
});
export const NoArgsSchema = z.strictObject({});

/**
 * The functions the AI endpoint may call (OpenAI `tools`): the built-in engine's own, over the brand table, the
 * calculator and the sources. What they give back is all the user's data that leaves the machine: the stash's
 * totals by weight and fibre, never its list, and nothing of the user's name or address.
 */
export const AI_TOOLS: LlmTool[] = [
  {
    name: 'search_yarn',
    description:
      'Yarn lines from the curated brand table that hold every given filter, best first (one line per brand). Use it for every recommendation.',
    parameters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        weight: { type: 'string', enum: [...PATTERN_YARN_WEIGHTS] },
        fibres: { type: 'array', items: { type: 'string', enum: [...FIBRES] } },
        washable: { type: 'boolean', description: 'machine washable only' },
        soft: { type: 'boolean' },
        max_price_usd: { type: 'number', description: 'the most per skein, in US dollars' },
        project: { type: 'string', description: `one of: ${PROJECTS}` },
        budget: { type: 'boolean', description: 'rank by value for money rather than quality' },
        any_fibre: {
          type: 'boolean',
          description: 'a line holding any one of fibres will do ("wool or acrylic")',
        },
        exclude_fibres: {
          type: 'array',
          items: { type: 'string', enum: [...FIBRES] },
          description:
            'fibres a line must not hold ("wool-free", "allergic to wool", vegan: every animal fibre)',
        },
        uses: {
          type: 'array',
          items: { type: 'string', enum: [...USES] },
          description:
            'what the yarn is for beyond the project (beginners, colourwork, charity, summer, felting...)',
        },
      },
    },
  },
  {
    name: 'brand_facts',
    description:
      "A brand's quality and value scores out of 10 with their reasons, typical price per skein and its lines. Unknown brands answer an error: never describe a brand the table does not know.",
    parameters: brandParameters(),
  },
  {
    name: 'compare_brands',
    description: 'Two brands side by side: their facts and which is better on quality, on value and cheaper.',
    parameters: {
      type: 'object',
      additionalProperties: false,
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a', 'b'],
    },
  },
  {
    name: 'brand_deals',
    description:
      "Today's deals on a brand from the deals the app has found, biggest discount first. Each deal's prices are in its own currency (an ISO code): say them in it, never converted.",
    parameters: brandParameters(),
  },
  {
    name: 'stash_totals',
    description: "The user's own stash added up: skeins and yards in total, by weight and by fibre.",
    parameters: { type: 'object', additionalProperties: false, properties: {} },
  },
  {
    name: 'skeins_for',
    description: 'How many skeins of a given length a project of so many yards needs (the yarn calculator).',
    parameters: {
      type: 'object',
      additionalProperties: false,
      properties: { yards_needed: { type: 'number' }, yards_per_skein: { type: 'number' } },
      required: ['yards_needed', 'yards_per_skein'],
    },
  },
];

function brandParameters() {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { brand: { type: 'string' } },
    required: ['brand'],
  };
}
