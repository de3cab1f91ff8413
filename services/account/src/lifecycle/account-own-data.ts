import { Injectable } from '@nestjs/common';
import type { AccountOwnPart } from '@yarn-mgmt/contracts';
import { UsersRepository } from '../users/users.repository.js';

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : null);

/** The account's own part of an export: the profile names (e-mail and username stay the caller's own). */
@Injectable()
export class AccountOwnData {
  constructor(private readonly users: UsersRepository) {}

  async read(userId: string): Promise<AccountOwnPart> {
    const user = await this.users.findById(userId);
    return {
      profile: {
        username: user?.username ?? null,
        first_name: user?.firstName ?? null,
        last_name: user?.lastName ?? null,
      },
    };
  }

  async restore(userId: string, part: AccountOwnPart): Promise<void> {
    const { first_name, last_name } = part.profile;
    if (first_name === undefined && last_name === undefined) return;
    await this.users.setNames(userId, text(first_name), text(last_name));
  }
}
