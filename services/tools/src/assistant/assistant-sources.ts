import { Injectable } from '@nestjs/common';
import type { Deal, Pattern, StashSummary } from '@yarn-mgmt/contracts';
import type { NeighbourAnswer } from '@yarn-mgmt/nest-kit';
import { DealsClient } from '../neighbours/deals.client.js';
import { InventoryClient } from '../neighbours/inventory.client.js';
import { PatternsClient } from '../neighbours/patterns.client.js';
import { brandKey, loadBrandTable, type BrandTable } from './brands/brand-table.js';
import type { AssistantSources, SourceResult } from './engine/index.js';

/** Who asks: a signed-in user (their own bearer token goes to the neighbours) or a visitor (no stash, no deals). */
export type Caller =
  { kind: 'user'; id: string; authorization: string } | { kind: 'visitor'; address: string };

const SIGNED_OUT = { ok: false, reason: 'signed_out' } as const;

/** A neighbour's answer as the engine takes it: refused, down or slow are all `unavailable` (never a 500). */
const result = <T>(answer: NeighbourAnswer<T>): SourceResult<T> =>
  answer.ok ? { ok: true, value: answer.value } : { ok: false, reason: 'unavailable' };

/** Whether a deal's brand, as the shop spelt it, is the asked brand: the same table row, or the same name. */
export function sameBrand(dealBrand: string | null, asked: string, table: BrandTable): boolean {
  if (!dealBrand) return false;
  const row = table.find(asked);
  return row ? table.find(dealBrand) === row : brandKey(dealBrand) === brandKey(asked);
}

/**
 * The neighbours the engine (and the AI endpoint's tools) may read, as the caller: the stash (inventory), the
 * patterns the stash can make (patterns) and today's deals (deals), each over HTTP with the user's own token and
 * its own timeout. One set per message: each neighbour is asked at most once, however many tools read it.
 */
@Injectable()
export class AssistantSourcesFactory {
  constructor(
    private readonly inventory: InventoryClient,
    private readonly patterns: PatternsClient,
    private readonly deals: DealsClient,
  ) {}

  for(caller: Caller, table: BrandTable = loadBrandTable()): AssistantSources {
    if (caller.kind === 'visitor')
      return {
        stash: () => Promise.resolve(SIGNED_OUT),
        makeablePatterns: () => Promise.resolve(SIGNED_OUT),
        brandDeals: () => Promise.resolve(SIGNED_OUT),
      };
    const bearer = caller.authorization;
    let stash: Promise<SourceResult<StashSummary>> | undefined;
    let makeable: Promise<SourceResult<Pattern[]>> | undefined;
    let active: Promise<SourceResult<Deal[]>> | undefined;
    return {
      stash: () => (stash ??= this.inventory.stashSummary(bearer).then(result)),
      makeablePatterns: () => (makeable ??= this.patterns.makeablePatterns(bearer).then(result)),
      brandDeals: async (brand) => {
        active ??= this.deals.activeDeals(bearer).then(result);
        const deals = await active;
        if (!deals.ok) return deals;
        return { ok: true, value: deals.value.filter((deal) => sameBrand(deal.brand, brand, table)) };
      },
    };
  }
}
