import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';

/**
 * What a service reads once at start (its config, a signing key, the file storage), given to every module of the
 * app: `GlobalProvidersModule.forRoot([{ provide: INVENTORY_CONFIG, useValue: config }, ...])`.
 */
@Global()
@Module({})
export class GlobalProvidersModule {
  static forRoot(providers: Array<Provider & { provide: string | symbol }>): DynamicModule {
    return {
      module: GlobalProvidersModule,
      providers,
      exports: providers.map((provider) => provider.provide),
    };
  }
}
