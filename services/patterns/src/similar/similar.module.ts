import { Module } from '@nestjs/common';
import { PatternsModule } from '../patterns/patterns.module.js';
import { SimilarController } from './similar.controller.js';
import { SimilarRepository } from './similar.repository.js';
import { SimilarService } from './similar.service.js';

/** Patterns like a given one, from the user's own library. */
@Module({
  imports: [PatternsModule],
  controllers: [SimilarController],
  providers: [SimilarRepository, SimilarService],
})
export class SimilarModule {}
