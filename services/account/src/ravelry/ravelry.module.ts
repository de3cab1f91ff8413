import { Module } from '@nestjs/common';
import { RavelryController } from './ravelry.controller.js';

/** The not-yet-built state of the Ravelry link (see RavelryController). */
@Module({ controllers: [RavelryController] })
export class RavelryModule {}
