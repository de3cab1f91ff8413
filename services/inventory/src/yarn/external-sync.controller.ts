import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  EXTERNAL_SYNC_INTERNAL_API,
  EXTERNAL_SYNC_SCOPE,
  ExternalSyncInputSchema,
  type ExternalSyncInput,
  type ExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { CurrentServiceCaller, ServiceCall, ZodBody, type ServiceCaller } from '@yarn-mgmt/nest-kit';
import { ExternalSyncService } from './external-sync.service.js';

/**
 * `POST /internal/yarn/external-sync`: the account service's Ravelry sync job sends a batch of one user's stash
 * entries (a service token of scope `inventory:external-sync`, acting for that user). Never routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class ExternalSyncController {
  constructor(private readonly sync: ExternalSyncService) {}

  @Post(EXTERNAL_SYNC_INTERNAL_API.upsert.slice(1))
  @HttpCode(200)
  @ServiceCall(EXTERNAL_SYNC_SCOPE)
  upsert(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(ExternalSyncInputSchema) body: ExternalSyncInput,
  ): Promise<ExternalSyncResponse> {
    return this.sync.upsert(caller.userId, body);
  }
}
