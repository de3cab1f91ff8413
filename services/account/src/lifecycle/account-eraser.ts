import { Inject, Injectable, Logger } from '@nestjs/common';
import { USER_DATA_ERASE_SCOPE, USER_DATA_SERVICES } from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { SIGNING_KEY, type SigningKey } from '../auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { UsersRepository } from '../users/users.repository.js';
import { UserDataClient } from './user-data.client.js';

/** Raised while a service has not confirmed the erase: the job is retried with backoff. */
export class ErasePendingError extends Error {}

/**
 * One attempt at erasing a closed account: every service is asked (with a 60-second service token of scope
 * `user-data:erase`, since the user's own tokens are revoked) and must confirm; then the account's own rows go.
 * Every step is idempotent, so an attempt after a partial one simply finishes the work.
 */
@Injectable()
export class AccountEraser {
  private readonly logger = new Logger('AccountEraser');

  constructor(
    private readonly users: UsersRepository,
    private readonly client: UserDataClient,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  async erase(userId: string): Promise<void> {
    if (!(await this.users.isDeleted(userId))) return;
    const token = signServiceToken(
      { privateKey: this.key.privateKey, kid: this.key.jwk.kid },
      { service: 'account', scope: USER_DATA_ERASE_SCOPE, userId },
      { issuer: this.config.JWT_ISSUER },
    );
    const confirmed = await Promise.all(
      USER_DATA_SERVICES.map((service) => this.client.erase(service, token)),
    );
    const pending = USER_DATA_SERVICES.filter((_service, index) => !confirmed[index]);
    if (pending.length) throw new ErasePendingError(`not confirmed yet by ${pending.join(', ')}`);
    await this.users.removeDeleted(userId);
    this.logger.log(`account ${userId} erased everywhere`);
  }
}
