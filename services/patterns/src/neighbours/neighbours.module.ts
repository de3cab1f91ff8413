import { Module } from '@nestjs/common';
import { InventoryStashClient } from './inventory-stash.client.js';

/** The services this one calls (DECISIONS 28: patterns -> inventory), each through nest-kit's NeighbourClient. */
@Module({
  providers: [InventoryStashClient],
  exports: [InventoryStashClient],
})
export class NeighboursModule {}
