import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { REMOTES_REGISTRY_PATH, type RemoteRegistry } from '@yarn-mgmt/contracts';
import { Public } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { readRemotesManifest } from './remotes-manifest.js';

@ApiTags('platform')
@Public()
@Controller()
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** Remote name -> its mf-manifest.json URL and the URL prefixes it owns; the shell reads it at every start. */
  @Get(REMOTES_REGISTRY_PATH)
  @Header('Cache-Control', 'no-store')
  remotes(): RemoteRegistry {
    return readRemotesManifest(this.config);
  }
}
