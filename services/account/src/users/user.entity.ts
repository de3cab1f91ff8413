import type { UserRole } from '@yarn-mgmt/contracts';
import { CreatedAtColumn, IdColumn, TextColumn, UpdatedAtColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index } from 'typeorm';

/** One account. E-mail and username are unique regardless of case (expression indexes in the migration). */
@Entity({ name: 'users' })
@Index('users_email_key', { synchronize: false })
@Index('users_username_key', { synchronize: false })
@Index('users_deleted', { synchronize: false })
@Check('CHK_users_email_lower', `"email" = lower("email")`)
@Check('CHK_users_role', `"role" IN ('user', 'admin')`)
export class UserEntity {
  @IdColumn('users')
  id!: string;

  /** Always stored lower-cased. */
  @TextColumn()
  email!: string;

  @TextColumn(undefined, { nullable: true })
  username!: string | null;

  @TextColumn('password_hash')
  passwordHash!: string;

  @TextColumn('first_name', { nullable: true })
  firstName!: string | null;

  @TextColumn('last_name', { nullable: true })
  lastName!: string | null;

  @TextColumn(undefined, { default: 'user' })
  role!: UserRole;

  /** Carried in tokens as `ver`; a password or role change bumps it, so older tokens stop working. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  /** The avatar in the file storage (served only to its owner), or null. */
  @TextColumn('avatar_key', { nullable: true })
  avatarKey!: string | null;

  @TextColumn('avatar_mime_type', { nullable: true })
  avatarMimeType!: string | null;

  @Column({ name: 'avatar_size_bytes', type: 'integer', nullable: true })
  avatarSizeBytes!: number | null;

  /** Changes with each new avatar, so its URL does too (the browser never shows a stale one). */
  @Column({ name: 'avatar_updated_at', type: 'timestamptz', nullable: true })
  avatarUpdatedAt!: Date | null;

  /** Set by `DELETE /auth/account`: no sign-in and no token from then on; the row goes once the erase is done. */
  @Column({ name: 'deleted_at', type: 'timestamp with time zone', nullable: true })
  deletedAt!: Date | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;
}
