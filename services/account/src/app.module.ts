import 'reflect-metadata';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { DatabaseModule, GlobalProvidersModule, HealthModule, JwtAuthModule } from '@yarn-mgmt/nest-kit';
import { AuthModule } from './auth/auth.module.js';
import { SIGNING_KEY, loadSigningKey, type SigningKey } from './auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from './config/account.config.js';
import { accountDataSourceOptions } from './database/data-source.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AccountConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GlobalProvidersModule.forRoot([
          { provide: ACCOUNT_CONFIG, useValue: config },
          { provide: SIGNING_KEY, useFactory: () => loadSigningKey(config, new Logger('SigningKey')) },
        ]),
        DatabaseModule.forRootAsync({ useFactory: () => accountDataSourceOptions(config.DATABASE_URL) }),
        // The account service verifies its own tokens with its own key: no JWKS round trip.
        JwtAuthModule.forRootAsync({
          inject: [SIGNING_KEY],
          useFactory: (key: SigningKey) => ({
            publicKey: key.publicKey,
            kid: key.jwk.kid,
            issuer: config.JWT_ISSUER,
          }),
        }),
        HealthModule,
        UsersModule,
        AuthModule,
      ],
    };
  }
}
