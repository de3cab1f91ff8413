import { Module, type DynamicModule, type ModuleMetadata, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtAuthModule, type JwtAuthAsyncOptions, type JwtAuthOptions } from '../auth/jwt-auth.module.js';
import { ServiceTokenGuard } from '../auth/service-token.js';
import type { ServiceDataSourceOptions } from '../database/data-source.js';
import { DatabaseModule } from '../database/database.module.js';
import { HealthModule } from '../health/health.module.js';
import { GlobalProvidersModule } from './global-providers.module.js';

export interface ServiceModuleOptions {
  /** What the service reads once at start (config, keys, storage), given to every module. */
  globals?: Array<Provider & { provide: string | symbol }>;
  /** The service's own database: created when missing, migrated at start. */
  database?: () => ServiceDataSourceOptions;
  /** The global JWT guard: the account service's JWKS, or a key given directly. */
  auth: JwtAuthOptions | JwtAuthAsyncOptions;
  /**
   * The service's feature modules, in route order (a literal path before a `:param` one), with the kit's
   * subpath modules it opts into (`/user-data`'s lifecycle, `/worker`'s pools).
   */
  features: NonNullable<ModuleMetadata['imports']>;
}

/** A domain service's app module: globals, database, JWT guard, `/health`, then its features. */
@Module({})
export class ServiceModule {
  static forRoot(options: ServiceModuleOptions): DynamicModule {
    const { auth } = options;
    return {
      module: ServiceModule,
      imports: [
        GlobalProvidersModule.forRoot(options.globals ?? []),
        ...(options.database ? [DatabaseModule.forRootAsync({ useFactory: options.database })] : []),
        'useFactory' in auth ? JwtAuthModule.forRootAsync(auth) : JwtAuthModule.forRoot(auth),
        HealthModule,
        ...options.features,
      ],
      // Service tokens on `@ServiceCall` handlers (auth/service-token.ts); every other handler is left alone.
      providers: [{ provide: APP_GUARD, useClass: ServiceTokenGuard }],
    };
  }
}
