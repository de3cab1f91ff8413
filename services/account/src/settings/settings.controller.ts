import { Controller, Get, Headers, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ClearCacheInputSchema,
  SETTINGS_API,
  SETTINGS_MESSAGES,
  SettingsUpdateInputSchema,
  type ClearCacheResponse,
  type SettingsResponse,
  type SettingsUpdateInput,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@ApiBearerAuth()
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Every server name of spec part 2 section 3 at the root of `settings`, the data group included. */
  @Get(SETTINGS_API.settings)
  @ApiOkResponse({ description: '{ settings }' })
  async get(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
  ): Promise<SettingsResponse> {
    return { settings: await this.settings.get(user.id, bearer) };
  }

  /** One or more groups, each with any of its keys; an unknown group or key is a 400 naming it. */
  @Put(SETTINGS_API.settings)
  @ApiOkResponse({ description: '{ settings } after the change' })
  async update(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @ZodBody(SettingsUpdateInputSchema) body: SettingsUpdateInput,
  ): Promise<SettingsResponse> {
    return { settings: await this.settings.update(user.id, bearer, body) };
  }

  /** Drops the storage figures the server keeps for the user; the next `GET /settings` recounts them. */
  @Post(SETTINGS_API.clearCache)
  @HttpCode(200)
  clearCache(
    @CurrentUser() user: AuthUser,
    @ZodBody(ClearCacheInputSchema.optional()) _body: unknown,
  ): ClearCacheResponse {
    this.settings.clearCache(user.id);
    return { message: SETTINGS_MESSAGES.cacheCleared };
  }
}
