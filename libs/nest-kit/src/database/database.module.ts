import { DynamicModule, Module, ModuleMetadata, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions, type ServiceDataSourceOptions } from './data-source.js';
import { ensureDatabase } from './ensure-database.js';
import { TransactionRunner } from './transactions.js';

export interface DatabaseModuleOptions extends Pick<ModuleMetadata, 'imports'> {
  inject?: Array<string | symbol | Type>;
  useFactory: (...args: never[]) => ServiceDataSourceOptions | Promise<ServiceDataSourceOptions>;
}

/**
 * TypeORM for one service: creates its database when missing, then connects and runs pending migrations.
 * Global: every module can inject the DataSource, entity repositories and the TransactionRunner.
 */
@Module({})
export class DatabaseModule {
  static forRootAsync(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          imports: options.imports ?? [],
          inject: options.inject ?? [],
          useFactory: async (...args: unknown[]) => ({
            ...dataSourceOptions(await options.useFactory(...(args as never[]))),
            // Fail fast at start: a retry loop hides a wrong DATABASE_URL for half a minute.
            retryAttempts: 1,
          }),
          dataSourceFactory: async (resolved?: DataSourceOptions) => {
            if (!resolved) throw new Error('DatabaseModule: no data source options');
            if (resolved.type === 'postgres' && resolved.url) await ensureDatabase(resolved.url);
            return new DataSource(resolved).initialize();
          },
        }),
      ],
      providers: [TransactionRunner],
      exports: [TypeOrmModule, TransactionRunner],
    };
  }
}
