import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserRole } from '@yarn-mgmt/contracts';
import { PG_ERROR, postgresErrorOf } from '@yarn-mgmt/nest-kit';
import { IsNull, Not, Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

export interface NewUser {
  email: string;
  username: string | null;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
}

export type ProfilePatch = Partial<
  Pick<
    UserEntity,
    'firstName' | 'lastName' | 'avatarKey' | 'avatarMimeType' | 'avatarSizeBytes' | 'avatarUpdatedAt'
  >
>;

/** Raised when an insert hits one of the case-insensitive unique indexes (two sign-ups racing). */
export class UniqueUserViolation extends Error {
  constructor(readonly field: 'email' | 'username') {
    super(`${field} already taken`);
  }
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The user whose e-mail or username is `identifier` (case-insensitive); an e-mail match wins. */
  findByLogin(identifier: string): Promise<UserEntity | null> {
    return (
      this.users
        .createQueryBuilder('user')
        .where('(lower(user.email) = lower(:identifier) OR lower(user.username) = lower(:identifier))', {
          identifier,
        })
        // A deleted account cannot sign in, from the moment it is deleted.
        .andWhere('user.deletedAt IS NULL')
        .orderBy('lower(user.email) = lower(:identifier)', 'DESC')
        .getOne()
    );
  }

  async emailExists(email: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .getExists();
  }

  async usernameExists(username: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getExists();
  }

  async insert(user: NewUser): Promise<UserEntity> {
    try {
      return await this.users.save(
        this.users.create({
          ...user,
          email: user.email.toLowerCase(),
          tokenVersion: 0,
        }),
      );
    } catch (error) {
      const violation = postgresErrorOf(error);
      if (violation?.code === PG_ERROR.uniqueViolation) {
        throw new UniqueUserViolation(violation.constraint === 'users_username_key' ? 'username' : 'email');
      }
      throw error;
    }
  }

  /**
   * Changes only the given profile columns (names, avatar) under the row's lock; answers the avatar key the row
   * had before, so two uploads racing each remove the file they replaced. Null when the user does not exist.
   */
  async updateProfile(id: string, patch: ProfilePatch): Promise<{ previousAvatarKey: string | null } | null> {
    return this.users.manager.transaction(async (manager) => {
      const users = manager.getRepository(UserEntity);
      const before = await users.findOne({
        where: { id },
        select: { id: true, avatarKey: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!before) return null;
      if (Object.keys(patch).length) await users.update({ id }, patch);
      return { previousAvatarKey: before.avatarKey };
    });
  }

  /** A new password hash; every token issued before it stops working. */
  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
  }

  /**
   * Closes the account in one statement: marked deleted (no sign-in) and its token version bumped (every token
   * refused). False when there is no such account or it was already closed.
   */
  async markDeleted(id: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ deletedAt: () => 'now()', tokenVersion: () => 'token_version + 1' })
      .where('id = :id AND deleted_at IS NULL', { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Accounts closed whose data erase has not completed yet. */
  async pendingDeletions(): Promise<string[]> {
    const rows = await this.users.find({ where: { deletedAt: Not(IsNull()) }, select: { id: true } });
    return rows.map((row) => row.id);
  }

  /** When the account was closed; null when it is open or gone. */
  async deletedAt(id: string): Promise<Date | null> {
    const row = await this.users.findOne({
      where: { id, deletedAt: Not(IsNull()) },
      select: { id: true, deletedAt: true },
    });
    return row?.deletedAt ?? null;
  }

  /** The account's own row, last, once every service has erased its part (its other rows cascade). */
  async removeDeleted(id: string): Promise<void> {
    await this.users.delete({ id, deletedAt: Not(IsNull()) });
  }
}
