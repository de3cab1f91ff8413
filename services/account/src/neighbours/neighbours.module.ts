import { Module } from '@nestjs/common';
import { NeighboursClient } from './neighbours.client.js';

/** The data services' figures for the profile and the settings' storage use (DECISIONS 28: account -> them). */
@Module({
  providers: [NeighboursClient],
  exports: [NeighboursClient],
})
export class NeighboursModule {}
