import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  USER_DATA_ERASE_SCOPE,
  USER_DATA_INTERNAL_API,
  UserDataDiscardInputSchema,
  UserDataExportQuerySchema,
  UserDataImportInputSchema,
  UserDataRelinkInputSchema,
  type UserDataDiscardInput,
  type UserDataEraseResponse,
  type UserDataImportInput,
  type UserDataImportResponse,
  type UserDataPart,
  type UserDataRelinkInput,
} from '@yarn-mgmt/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators.js';
import { CurrentServiceCaller, ServiceCall, type ServiceCaller } from '../auth/service-token.js';
import { ZodBody, ZodQuery } from '../validation/zod-validation.pipe.js';
import { UserDataEngine } from './user-data.engine.js';

const path = (value: string) => value.slice(1);

/**
 * The account service's calls for the account's whole life (`/internal/*`, never routed by the gateway). All but
 * erase carry the user's own bearer token; erase carries a service token (scope `user-data:erase`).
 */
@ApiExcludeController()
@Controller()
export class UserDataController {
  constructor(private readonly engine: UserDataEngine) {}

  @Get(path(USER_DATA_INTERNAL_API.export))
  export(
    @CurrentUser() user: AuthUser,
    @ZodQuery(UserDataExportQuerySchema) query: z.output<typeof UserDataExportQuerySchema>,
  ): Promise<UserDataPart> {
    return this.engine.export(user.id, query.files === 'true');
  }

  @Post(path(USER_DATA_INTERNAL_API.import))
  @HttpCode(200)
  import(
    @CurrentUser() user: AuthUser,
    @ZodBody(UserDataImportInputSchema) body: UserDataImportInput,
  ): Promise<UserDataImportResponse> {
    return this.engine.import(user.id, body.part, body.maps);
  }

  @Post(path(USER_DATA_INTERNAL_API.relink))
  @HttpCode(200)
  relink(
    @CurrentUser() user: AuthUser,
    @ZodBody(UserDataRelinkInputSchema) body: UserDataRelinkInput,
  ): Promise<{ rows: number }> {
    return this.engine.relink(user.id, body.maps);
  }

  @Post(path(USER_DATA_INTERNAL_API.discard))
  @HttpCode(200)
  discard(
    @CurrentUser() user: AuthUser,
    @ZodBody(UserDataDiscardInputSchema) body: UserDataDiscardInput,
  ): Promise<UserDataEraseResponse> {
    return this.engine.discard(user.id, body.created);
  }

  @Post(path(USER_DATA_INTERNAL_API.erase))
  @HttpCode(200)
  @ServiceCall(USER_DATA_ERASE_SCOPE)
  erase(@CurrentServiceCaller() caller: ServiceCaller): Promise<UserDataEraseResponse> {
    return this.engine.erase(caller.userId);
  }
}
