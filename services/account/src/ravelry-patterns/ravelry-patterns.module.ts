import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { RavelryPacesModule } from '../ravelry-sync/ravelry-paces.js';
import { RavelryPatternsController } from './ravelry-patterns.controller.js';
import { RavelryPatternsService } from './ravelry-patterns.service.js';

/**
 * Live Ravelry patterns (issue 22): read with the user's link token (IntegrationsModule) through the sync's API
 * session (ravelry-sync/ravelry-api-session.ts), for the pattern detail page.
 */
@Module({
  imports: [IntegrationsModule, RavelryPacesModule],
  controllers: [RavelryPatternsController],
  providers: [RavelryPatternsService],
})
export class RavelryPatternsModule {}
