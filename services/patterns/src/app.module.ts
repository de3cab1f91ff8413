import 'reflect-metadata';
import { ServiceModule, serviceJwtAuth, databaseTimeoutsOf } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { UserDataLifecycleModule } from '@yarn-mgmt/nest-kit/user-data';
import { WorkerPoolsModule } from '@yarn-mgmt/nest-kit/worker';
import { ActivityModule } from './activity/activity.module.js';
import { PATTERNS_USER_DATA } from './user-data/patterns-user-data.js';
import { PATTERNS_CONFIG, type PatternsConfig } from './config/patterns.config.js';
import { patternsDataSourceOptions } from './database/data-source.js';
import { UserDataModule } from './user-data/user-data.module.js';
import { CoversModule } from './covers/covers.module.js';
import { DriveFilesModule } from './drive-files/drive-files.module.js';
import { ExternalSyncModule } from './external-sync/external-sync.module.js';
import { FilesModule } from './files/files.module.js';
import { PatternsModule } from './patterns/patterns.module.js';
import { PdfModule } from './pdf/pdf.module.js';
import { SimilarModule } from './similar/similar.module.js';
import { StashModule } from './stash/stash.module.js';

export const AppModule = {
  forRoot: (config: PatternsConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: PATTERNS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'patterns') },
      ],
      database: () => ({
        ...patternsDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      auth: serviceJwtAuth(config),
      // ActivityModule and ExternalSyncModule first: /patterns/activity/recent and /patterns/external-review must not
      // be taken for /patterns/:id.
      features: [
        ActivityModule,
        ExternalSyncModule,
        PatternsModule,
        CoversModule,
        DriveFilesModule,
        FilesModule,
        PdfModule,
        SimilarModule,
        StashModule,
        UserDataModule,
        UserDataLifecycleModule.forRoot(PATTERNS_USER_DATA, config),
        WorkerPoolsModule.forRoot(config),
      ],
    }),
};
