import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  Put,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AvatarQuerySchema,
  PreferencesUpdateInputSchema,
  PROFILE_API,
  type Preferences,
  type PreferencesUpdateInput,
  type ProfileResponse,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, ZodQuery, type AuthUser } from '@yarn-mgmt/nest-kit';
import { AvatarUploadInterceptor, type StoredAvatar } from './avatar-upload.interceptor.js';
import { ProfileService } from './profile.service.js';

@ApiTags('auth')
@ApiBearerAuth()
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** The user, their preferences, and statistics from the other services (0 and named when one is down). */
  @Get(PROFILE_API.profile)
  @ApiOkResponse({ description: '{ profile }' })
  async get(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
  ): Promise<ProfileResponse> {
    return { profile: await this.profile.get(user.id, bearer) };
  }

  /** Multipart: first_name, last_name, and an optional image file `avatar` (replacing the old one). */
  @Put(PROFILE_API.profile)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        avatar: { type: 'string', format: 'binary' },
      },
    },
  })
  @UseInterceptors(AvatarUploadInterceptor)
  async update(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') bearer: string,
    @Body() body: unknown,
    @UploadedFile() avatar: StoredAvatar | undefined,
  ): Promise<ProfileResponse> {
    return { profile: await this.profile.update(user.id, bearer, body, avatar) };
  }

  /** The caller's own avatar, never cached by shared caches; anyone without one gets a 404. */
  @Get(PROFILE_API.avatar)
  @Header('Cache-Control', 'private, no-store')
  async avatar(
    @CurrentUser() user: AuthUser,
    @ZodQuery(AvatarQuerySchema) _query: unknown,
  ): Promise<StreamableFile> {
    const { stream, mimeType, size } = await this.profile.avatar(user.id);
    return new StreamableFile(stream, { type: mimeType, length: size, disposition: 'inline' });
  }

  /** Any of the preferences; answers the whole object after the change. */
  @Put(PROFILE_API.preferences)
  async preferences(
    @CurrentUser() user: AuthUser,
    @ZodBody(PreferencesUpdateInputSchema) body: PreferencesUpdateInput,
  ): Promise<{ preferences: Preferences }> {
    return { preferences: await this.profile.updatePreferences(user.id, body.preferences) };
  }
}
