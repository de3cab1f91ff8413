import { Module } from '@nestjs/common';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { PatternsModule } from '../patterns/patterns.module.js';
import { StashMatchController } from './stash-match.controller.js';
import { StashMatchService } from './stash-match.service.js';

/** The pattern page's "From your stash" card: the user's yarn (asked of the inventory) against a pattern. */
@Module({
  imports: [PatternsModule, NeighboursModule],
  controllers: [StashMatchController],
  providers: [StashMatchService],
})
export class StashModule {}
