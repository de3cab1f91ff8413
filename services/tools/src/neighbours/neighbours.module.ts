import { Module } from '@nestjs/common';
import { PatternsClient } from './patterns.client.js';

/** The services the tools service calls (DECISIONS 28: inventory, patterns, deals; never back up). */
@Module({ providers: [PatternsClient], exports: [PatternsClient] })
export class NeighboursModule {}
