import { Module } from '@nestjs/common';
import { InventoryClient } from './inventory.client.js';
import { PatternsClient } from './patterns.client.js';

/** The services a project reads from (DECISIONS 28: projects -> inventory, projects -> patterns). */
@Module({
  providers: [InventoryClient, PatternsClient],
  exports: [InventoryClient, PatternsClient],
})
export class NeighboursModule {}
