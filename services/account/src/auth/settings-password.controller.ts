import { Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordInputSchema,
  SETTINGS_API,
  type AuthResponse,
  type ChangePasswordInput,
} from '@yarn-mgmt/contracts';
import { CurrentUser, ZodBody, type AuthUser } from '@yarn-mgmt/nest-kit';
import { AuthService } from './auth.service.js';

/**
 * Settings > Security's dialog: the same change as `PUT /auth/change-password` (current password checked, the
 * sign-up rule enforced whatever the dialog allowed, older tokens revoked, a fresh token answered).
 */
@ApiTags('settings')
@ApiBearerAuth()
@Controller()
export class SettingsPasswordController {
  constructor(private readonly auth: AuthService) {}

  @Put(SETTINGS_API.password)
  changePassword(
    @CurrentUser() caller: AuthUser,
    @ZodBody(ChangePasswordInputSchema) body: ChangePasswordInput,
  ): Promise<AuthResponse> {
    return this.auth.changePassword(caller.id, body);
  }
}
