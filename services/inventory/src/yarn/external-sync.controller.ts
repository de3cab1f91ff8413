import { Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  EXTERNAL_SEND_BACK_API,
  EXTERNAL_SYNC_INTERNAL_API,
  ExternalLocalEditsQuerySchema,
  ExternalPhotoQuerySchema,
  type ExternalPhotoQuery,
  type ExternalPhotoResponse,
  ExternalSentInputSchema,
  type ExternalLocalEditsQuery,
  type ExternalLocalEditsResponse,
  type ExternalSentInput,
  type ExternalSentResponse,
  EXTERNAL_SYNC_SCOPE,
  ExternalSyncInputSchema,
  type ExternalSyncInput,
  type ExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import {
  CurrentServiceCaller,
  ServiceCall,
  ZodBody,
  ZodQuery,
  type ServiceCaller,
} from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import { ExternalPhotoService } from './external-photo.service.js';
import { ExternalSendBackService } from './external-send-back.service.js';
import { ExternalSyncService } from './external-sync.service.js';

/**
 * `POST /internal/yarn/external-sync` (and write-back's two routes beside it): the account service's Ravelry sync job sends a batch of one user's stash
 * entries (a service token of scope `inventory:external-sync`, acting for that user). Never routed by the gateway.
 */
@ApiExcludeController()
@Controller()
export class ExternalSyncController {
  constructor(
    private readonly sync: ExternalSyncService,
    private readonly sendBack: ExternalSendBackService,
    private readonly photo: ExternalPhotoService,
  ) {}

  @Post(EXTERNAL_SYNC_INTERNAL_API.upsert.slice(1))
  @HttpCode(200)
  @ServiceCall(EXTERNAL_SYNC_SCOPE)
  upsert(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(ExternalSyncInputSchema) body: ExternalSyncInput,
  ): Promise<ExternalSyncResponse> {
    return this.sync.upsert(caller.userId, body);
  }

  /**
   * The bytes of a provider's photo of a linked entry (any content type: the bytes say what it is), asked for by
   * the upsert's `photo_wanted`. 404 for an entry the user has not linked to that id.
   */
  @Put(EXTERNAL_SYNC_INTERNAL_API.photo.slice(1))
  @HttpCode(200)
  @ServiceCall(EXTERNAL_SYNC_SCOPE)
  storePhoto(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodQuery(ExternalPhotoQuerySchema) query: ExternalPhotoQuery,
    @Req() request: Request,
  ): Promise<ExternalPhotoResponse> {
    return this.photo.store(caller.userId, query, request);
  }

  /** Write-back: the linked entries whose skeins remaining or notes changed here since the provider took them. */
  @Post(EXTERNAL_SEND_BACK_API.edits.slice(1))
  @HttpCode(200)
  @ServiceCall(EXTERNAL_SYNC_SCOPE)
  edits(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(ExternalLocalEditsQuerySchema) body: ExternalLocalEditsQuery,
  ): Promise<ExternalLocalEditsResponse> {
    return this.sendBack.edits(caller.userId, body.source);
  }

  /** Write-back: the provider took these values. */
  @Post(EXTERNAL_SEND_BACK_API.sent.slice(1))
  @HttpCode(200)
  @ServiceCall(EXTERNAL_SYNC_SCOPE)
  sent(
    @CurrentServiceCaller() caller: ServiceCaller,
    @ZodBody(ExternalSentInputSchema) body: ExternalSentInput,
  ): Promise<ExternalSentResponse> {
    return this.sendBack.sent(caller.userId, body);
  }
}
