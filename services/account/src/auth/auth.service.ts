import { Inject, Injectable } from '@nestjs/common';
import type { AuthResponse, LoginRequest, RegisterCommand, UserRole } from '@yarn-mgmt/contracts';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { UniqueUserViolation, UsersRepository } from '../users/users.repository.js';
import { toUser } from '../users/users.service.js';
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
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  async register(command: RegisterCommand): Promise<AuthResponse> {
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
        role: this.roleFor(command.email),
      });
      const user = toUser(entity);
      return { token: await this.tokens.issue(user), user };
    } catch (error) {
      if (error instanceof UniqueUserViolation) {
        throw new AuthError(error.field === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN');
      }
      throw error;
    }
  }

  /** One answer for an unknown user and a wrong password: nobody learns which accounts exist. */
  async login(request: LoginRequest): Promise<AuthResponse> {
    const entity = await this.users.findByLogin(request.username);
    if (!entity) {
      await this.passwords.verify(request.password, await this.getDummyHash());
      throw new AuthError('INVALID_CREDENTIALS');
    }
    if (!(await this.passwords.verify(request.password, entity.passwordHash))) {
      throw new AuthError('INVALID_CREDENTIALS');
    }
    // ADMIN_EMAILS is applied at every sign-in, so listing an existing user makes them admin on their next visit.
    if (entity.role !== 'admin' && this.roleFor(entity.email) === 'admin') {
      await this.users.setRole(entity.id, 'admin');
      entity.role = 'admin';
    }
    const user = toUser(entity);
    return { token: await this.tokens.issue(user), user };
  }

  private roleFor(email: string): UserRole {
    return this.config.ADMIN_EMAILS.includes(email.toLowerCase()) ? 'admin' : 'user';
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.passwords.hash(`unknown-user-${Math.random()}`);
    return this.dummyHash;
  }
}
