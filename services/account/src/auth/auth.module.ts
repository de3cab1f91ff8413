import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwksController } from './jwks.controller.js';
import { PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController, JwksController],
  providers: [AuthService, TokenService, { provide: PasswordHasher, useValue: new PasswordHasher() }],
})
export class AuthModule {}
