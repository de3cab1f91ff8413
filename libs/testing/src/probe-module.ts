import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { DatabaseModule } from '@yarn-mgmt/nest-kit';
import type { TestEnv } from './app.js';

@Module({})
class ProbeModule {}

/** A throwaway service for the harness's own specs: the given controllers on the harness's fresh database. */
export function probeModule(
  env: TestEnv,
  controllers: ModuleMetadata['controllers'],
  imports: ModuleMetadata['imports'] = [],
): DynamicModule {
  return {
    module: ProbeModule,
    imports: [
      DatabaseModule.forRootAsync({
        useFactory: () => ({ url: env.DATABASE_URL ?? '', entities: [], migrations: [] }),
      }),
      ...imports,
    ],
    controllers,
  };
}
