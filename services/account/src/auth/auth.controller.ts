import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AUTH_API,
  LoginInputSchema,
  RegisterInputSchema,
  type AuthResponse,
  type LoginInput,
  type RegisterInput,
} from '@yarn-mgmt/contracts';
import { Public, ZodBody } from '@yarn-mgmt/nest-kit';
import { AuthService } from './auth.service.js';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Both payload styles: the register page's, and the login page's register mode (DECISIONS 7). */
  @Post(AUTH_API.register)
  @HttpCode(201)
  register(@ZodBody(RegisterInputSchema) body: RegisterInput): Promise<AuthResponse> {
    return this.auth.register(body);
  }

  /** `username` is an e-mail address or a username. */
  @Post(AUTH_API.login)
  @HttpCode(200)
  login(@ZodBody(LoginInputSchema) body: LoginInput): Promise<AuthResponse> {
    return this.auth.login(body);
  }
}
