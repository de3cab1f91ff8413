import { Module } from '@nestjs/common';
import { IntegrationsModule } from '../integrations/integrations.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwksController } from './jwks.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionController } from './session.controller.js';
import { SettingsPasswordController } from './settings-password.controller.js';
import { TokenService } from './token.service.js';
import { UserSessionController } from './user-session.controller.js';
import { UsersController } from './users.controller.js';

@Module({
  imports: [UsersModule, SettingsModule, IntegrationsModule],
  // UsersController (/auth/me, /auth/change-password) is auth's: changing a password issues a token.
  controllers: [
    AuthController,
    UsersController,
    SettingsPasswordController,
    SessionController,
    UserSessionController,
    JwksController,
  ],
  providers: [AuthService, TokenService, { provide: PasswordHasher, useValue: new PasswordHasher() }],
  exports: [TokenService],
})
export class AuthModule {}
