import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module.js';
import { CountersController } from './counters.controller.js';
import { CountersService } from './counters.service.js';

/** A project's row and repeat counters (its progress may follow one). */
@Module({
  imports: [ProjectsModule],
  controllers: [CountersController],
  providers: [CountersService],
})
export class CountersModule {}
