import { Module } from '@nestjs/common';
import { DealsClient } from './deals.client.js';
import { InventoryClient } from './inventory.client.js';
import { PatternsClient } from './patterns.client.js';

/** The services the tools service calls (DECISIONS 28: inventory, patterns, deals; never back up). */
@Module({
  providers: [InventoryClient, PatternsClient, DealsClient],
  exports: [InventoryClient, PatternsClient, DealsClient],
})
export class NeighboursModule {}
