import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  PATTERN_EXTERNAL_SYNC_API,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PatternExternalSyncInputSchema,
  type PatternExternalSyncInput,
  type PatternExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { CurrentServiceCaller, ServiceCall, ZodBody, type ServiceCaller } from '@yarn-mgmt/nest-kit';
import { PatternExternalSyncService } from './pattern-external-sync.service.js';

/**
 * `POST /internal/patterns/external-sync`: the account service's Ravelry sync job sends a batch of one user's
 * library and favourite patterns (a service token of scope `patterns:external-sync`, acting for that user). Never
 * routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class PatternExternalSyncController {
  constructor(private readonly sync: PatternExternalSyncService) {}

  @Post(PATTERN_EXTERNAL_SYNC_API.upsert.slice(1))
  @HttpCode(200)
  @ServiceCall(PATTERN_EXTERNAL_SYNC_SCOPE)
  upsert(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(PatternExternalSyncInputSchema) body: PatternExternalSyncInput,
  ): Promise<PatternExternalSyncResponse> {
    return this.sync.upsert(caller.userId, body);
  }
}
