import 'reflect-metadata';
import {
  FILE_STORAGE,
  LocalDiskFileStorage,
  ServiceModule,
  UserDataModule,
  jwksUrlOf,
} from '@yarn-mgmt/nest-kit';
import { ActivityModule } from './activity/activity.module.js';
import { PATTERNS_USER_DATA } from './user-data/patterns-user-data.js';
import { PATTERNS_CONFIG, type PatternsConfig } from './config/patterns.config.js';
import { patternsDataSourceOptions } from './database/data-source.js';
import { UserDataModule as StorageReportModule } from './user-data/user-data.module.js';
import { PatternsModule } from './patterns/patterns.module.js';

export const AppModule = {
  forRoot: (config: PatternsConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: PATTERNS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(config.FILE_STORAGE_DIR) },
      ],
      database: () => ({
        ...patternsDataSourceOptions(config.DATABASE_URL),
        timeouts: {
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
          idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      }),
      auth: { jwksUrl: jwksUrlOf(config.ACCOUNT_URL), issuer: config.JWT_ISSUER },
      // ActivityModule first: /patterns/activity/recent must not be taken for /patterns/:id.
      features: [
        ActivityModule,
        PatternsModule,
        UserDataModule.forRoot(PATTERNS_USER_DATA),
        StorageReportModule,
      ],
    }),
};
