import { Injectable } from '@nestjs/common';
import { ACCOUNT_DATA_MESSAGES, type DeleteAccountResponse } from '@yarn-mgmt/contracts';
import { UsersRepository } from '../users/users.repository.js';
import { AccountDeletionQueue } from './account-deletion.queue.js';

/**
 * `DELETE /auth/account`: the account closes at once, in one statement (no sign-in, every token refused: the
 * token version moves and the row is marked deleted), then the durable job erases the data in every service and,
 * last, the account's own rows.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UsersRepository,
    private readonly queue: AccountDeletionQueue,
  ) {}

  async deleteAccount(userId: string): Promise<DeleteAccountResponse> {
    await this.users.markDeleted(userId);
    await this.queue.schedule(userId);
    return { message: ACCOUNT_DATA_MESSAGES.accountDeleted };
  }
}
