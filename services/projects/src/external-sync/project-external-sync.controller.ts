import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  PROJECT_EXTERNAL_SYNC_API,
  PROJECT_EXTERNAL_SYNC_SCOPE,
  ProjectExternalSyncInputSchema,
  type ProjectExternalSyncInput,
  type ProjectExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { CurrentServiceCaller, ServiceCall, ZodBody, type ServiceCaller } from '@yarn-mgmt/nest-kit';
import { ProjectExternalSyncService } from './project-external-sync.service.js';

/**
 * `POST /internal/projects/external-sync`: the account service's Ravelry sync job sends a batch of one user's
 * projects (a service token of scope `projects:external-sync`, acting for that user). Never routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class ProjectExternalSyncController {
  constructor(private readonly sync: ProjectExternalSyncService) {}

  @Post(PROJECT_EXTERNAL_SYNC_API.upsert.slice(1))
  @HttpCode(200)
  @ServiceCall(PROJECT_EXTERNAL_SYNC_SCOPE)
  upsert(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(ProjectExternalSyncInputSchema) body: ProjectExternalSyncInput,
  ): Promise<ProjectExternalSyncResponse> {
    return this.sync.upsert(caller.userId, body);
  }
}
