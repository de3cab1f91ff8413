import { Module, type DynamicModule } from '@nestjs/common';
import { RevokedUsers } from '@yarn-mgmt/nest-kit';
import { AccountClosures } from './account-closures.js';
import { ProxyController } from './proxy.controller.js';
import { ProxyService } from './proxy.service.js';

/**
 * Every other `/api/...` request, forwarded to the service that owns its prefix. `auth` is the app's own
 * JwtAuthModule (the same module object, so one instance) and `revoked` its token checker: the account-closure
 * watch reads the verified tokens and adds a closed account's user to `revoked`.
 */
@Module({})
export class ProxyModule {
  static forRoot(auth: DynamicModule, revoked: RevokedUsers): DynamicModule {
    return {
      module: ProxyModule,
      imports: [auth],
      controllers: [ProxyController],
      providers: [{ provide: RevokedUsers, useValue: revoked }, AccountClosures, ProxyService],
    };
  }
}
