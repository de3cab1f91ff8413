import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { REMOTES_REGISTRY_PATH, type RemoteRegistry } from '@yarn-mgmt/contracts';
import { Public } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { sendJson } from './compressed-json.js';
import { readRemotesManifest } from './remotes-manifest.js';

@ApiTags('platform')
@Public()
@Controller()
export class RemotesController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** Remote name -> its mf-manifest.json URL and the URL prefixes it owns; the shell reads it at every start. */
  @Get(REMOTES_REGISTRY_PATH)
  @ApiOkResponse({ description: 'RemoteRegistry: remote name -> { manifest, prefixes }' })
  remotes(@Req() request: Request, @Res() response: Response): void {
    // Compressed: the shell reads it on every page load (issue 23).
    response.setHeader('Cache-Control', 'no-store');
    const registry: RemoteRegistry = readRemotesManifest(this.config);
    sendJson(request, response, registry);
  }
}
