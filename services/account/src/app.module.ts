import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { databaseTimeoutsOf, ServiceModule } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { WorkerPoolsModule } from '@yarn-mgmt/nest-kit/worker';
import { DataSource } from 'typeorm';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { DriveFilesModule } from './drive-files/drive-files.module.js';
import { LocalTokenChecker } from './auth/local-token-checker.js';
import { SIGNING_KEY, loadSigningKey, type SigningKey } from './auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from './config/account.config.js';
import { accountDataSourceOptions } from './database/data-source.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { RavelrySyncModule } from './ravelry-sync/ravelry-sync.module.js';
import { RavelryPatternsModule } from './ravelry-patterns/ravelry-patterns.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { LifecycleModule } from './lifecycle/lifecycle.module.js';
import { UsersModule } from './users/users.module.js';

export const AppModule = {
  forRoot: (config: AccountConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: ACCOUNT_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'account') },
        { provide: SIGNING_KEY, useFactory: () => loadSigningKey(config, new Logger('SigningKey')) },
      ],
      database: () => ({
        ...accountDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      // The account service verifies its own tokens with its own key: no JWKS round trip.
      auth: {
        inject: [SIGNING_KEY, DataSource],
        useFactory: (key: SigningKey, dataSource: DataSource) => ({
          publicKey: key.publicKey,
          kid: key.jwk.kid,
          issuer: config.JWT_ISSUER,
          tokenChecker: new LocalTokenChecker(dataSource),
        }),
      },
      features: [
        UsersModule,
        AuthModule,
        SettingsModule,
        ProfileModule,
        IntegrationsModule,
        RavelrySyncModule,
        RavelryPatternsModule,
        LifecycleModule,
        BackupsModule,
        DriveFilesModule,
        WorkerPoolsModule.forRoot(config),
      ],
    }),
};
