import { Injectable } from '@nestjs/common';
import { PROFILE_MESSAGES } from '@yarn-mgmt/contracts';
import { RequestValidationException } from '@yarn-mgmt/nest-kit';
import type {
  AuthResponse,
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  User,
} from '@yarn-mgmt/contracts';
import { UniqueUserViolation, UsersRepository } from '../users/users.repository.js';
import { toPreferences } from '../settings/settings.mapper.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import type { UserEntity } from '../users/user.entity.js';
import { toUser } from '../users/users.service.js';
import { ConnectionsService } from '../integrations/connections.service.js';
import { AuthError } from './auth.errors.js';
import { PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

@Injectable()
export class AuthService {
  /** Compared against when the user does not exist, so an unknown name costs as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly settings: SettingsRepository,
    private readonly connections: ConnectionsService,
  ) {}

  async register(command: RegisterInput): Promise<AuthResponse> {
    if (await this.users.emailExists(command.email)) throw new AuthError('EMAIL_TAKEN');
    if (command.username && (await this.users.usernameExists(command.username)))
      throw new AuthError('USERNAME_TAKEN');
    const passwordHash = await this.passwords.hash(command.password);
    try {
      const entity = await this.users.insert({
        email: command.email,
        username: command.username,
        passwordHash,
        firstName: command.first_name,
        lastName: command.last_name,
        // Admins are made only by `npm run promote-admin` (DECISIONS 9), never at sign-up.
        role: 'user',
      });
      return { token: await this.tokens.issue(entity), user: await this.sessionUser(entity) };
    } catch (error) {
      if (error instanceof UniqueUserViolation) {
        throw new AuthError(error.field === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN');
      }
      throw error;
    }
  }

  /** One answer for an unknown user and a wrong password: nobody learns which accounts exist. */
  async login(request: LoginInput): Promise<AuthResponse> {
    const entity = await this.users.findByLogin(request.username);
    if (!entity) {
      await this.passwords.verify(request.password, await this.getDummyHash());
      throw new AuthError('INVALID_CREDENTIALS');
    }
    if (!(await this.passwords.verify(request.password, entity.passwordHash))) {
      throw new AuthError('INVALID_CREDENTIALS');
    }
    return { token: await this.tokens.issue(entity), user: await this.sessionUser(entity) };
  }

  /** Signs out every other session: tokens issued before the change carry an older version. */
  async changePassword(userId: string, command: ChangePasswordInput): Promise<AuthResponse> {
    const entity = await this.users.findById(userId);
    if (!entity) throw new AuthError('INVALID_CREDENTIALS');
    if (!(await this.passwords.verify(command.currentPassword, entity.passwordHash))) {
      throw new RequestValidationException([
        { path: ['currentPassword'], message: PROFILE_MESSAGES.currentPasswordWrong },
      ]);
    }
    await this.users.setPassword(entity.id, await this.passwords.hash(command.newPassword));
    const updated = await this.users.findById(entity.id);
    if (!updated) throw new AuthError('INVALID_CREDENTIALS');
    return { token: await this.tokens.issue(updated), user: await this.sessionUser(updated) };
  }

  /** The signed-in user as `GET /auth/me` shows them, or null when the account is gone. */
  async me(userId: string): Promise<User | null> {
    const entity = await this.users.findById(userId);
    return entity ? this.sessionUser(entity) : null;
  }

  /** The user with their preferences: the shell lands on `defaultView` after signing in. */
  private async sessionUser(entity: UserEntity): Promise<User> {
    const [settings, links] = await Promise.all([
      this.settings.findOrCreate(entity.id),
      this.connections.linksOf(entity.id),
    ]);
    const ravelry = links.ravelry;
    return {
      ...toUser(entity, Boolean(ravelry?.connected && !ravelry.broken)),
      preferences: toPreferences(settings),
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.passwords.hash(`unknown-user-${Math.random()}`);
    return this.dummyHash;
  }
}
