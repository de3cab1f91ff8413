import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { ExternalPhotoService } from './external-photo.service.js';
import { ExternalLinksRepository } from './external-links.repository.js';
import { ExternalReviewController } from './external-review.controller.js';
import { ExternalReviewService } from './external-review.service.js';
import { ExternalSyncController } from './external-sync.controller.js';
import { ExternalSendBackService } from './external-send-back.service.js';
import { ExternalSyncService } from './external-sync.service.js';
import { YarnController } from './yarn.controller.js';
import { YarnRepository } from './yarn.repository.js';
import { UsageKeysRepository } from './usage-keys.repository.js';
import { YarnService } from './yarn.service.js';
import { YarnLinesRepository } from './yarn-lines.repository.js';
import { YarnPhotosController } from './yarn-photos.controller.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';
import { YarnPhotosService } from './yarn-photos.service.js';

@Module({
  imports: [ActivityModule],
  // The review first: its GET /yarn/external-review must not reach GET /yarn/:id.
  controllers: [ExternalReviewController, YarnController, YarnPhotosController, ExternalSyncController],
  providers: [
    ExternalLinksRepository,
    ExternalPhotoService,
    ExternalReviewService,
    ExternalSendBackService,
    ExternalSyncService,
    UsageKeysRepository,
    YarnRepository,
    YarnLinesRepository,
    YarnPhotosRepository,
    YarnService,
    YarnPhotosService,
  ],
  exports: [YarnRepository],
})
export class YarnModule {}
