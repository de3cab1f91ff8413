import { Inject, Injectable, Logger } from '@nestjs/common';
import { USER_DATA_ERASE_SCOPE, USER_DATA_SERVICES } from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { SIGNING_KEY, type SigningKey } from '../auth/signing-key.js';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { ConnectionsService } from '../integrations/connections.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountEraseSteps } from './account-erase-steps.js';
import { AccountOwnData } from './account-own-data.js';
import { UserDataClient } from './user-data.client.js';

/** Raised while a service has not confirmed the erase: the job is retried with backoff. */
export class ErasePendingError extends Error {}

/**
 * One attempt at erasing a closed account: every service is asked (with a 60-second service token of scope
 * `user-data:erase`, since the user's own tokens are revoked) and must confirm; then the account's own rows go.
 * Every step is idempotent, so an attempt after a partial one simply finishes the work, and the final pass after
 * ACCOUNT_ERASE_FINAL_PASS_MS catches what a token still honoured somewhere wrote after the closure.
 */
@Injectable()
export class AccountEraser {
  private readonly logger = new Logger('AccountEraser');

  constructor(
    private readonly users: UsersRepository,
    private readonly client: UserDataClient,
    private readonly own: AccountOwnData,
    private readonly connections: ConnectionsService,
    private readonly steps: AccountEraseSteps,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
  ) {}

  /**
   * Erases what every service holds of the account. Returns how long to wait before the final pass (which erases
   * once more, then removes the account's own rows), or 0 once the account is gone.
   */
  async erase(userId: string): Promise<number> {
    const deletedAt = await this.users.deletedAt(userId);
    if (!deletedAt) return 0;
    // What the app put in the user's Google Drive (backups, pattern PDFs) goes to the Drive's trash while the
    // link's token still works; then the provider tokens go, at the first attempt: nothing may act for a closed
    // account meanwhile. A Drive that refuses or is down does not hold the deletion up (the steps log it).
    await this.steps.runWhileLinked(userId);
    await this.connections.eraseUser(userId);
    // What features built on the lifecycle keep (the backups), before the services are asked.
    await this.steps.run(userId);
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
    const wait = deletedAt.getTime() + this.config.ACCOUNT_ERASE_FINAL_PASS_MS - Date.now();
    if (wait > 0) return wait;
    await this.own.removeAvatar(userId);
    // Its settings go with it (ON DELETE CASCADE).
    await this.users.removeDeleted(userId);
    this.logger.log(`account ${userId} erased everywhere`);
    return 0;
  }
}
