import { CreatedAtColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import type { IntegrationProvider } from './integration-link.entity.js';

/**
 * One connection request's `state`, bound to the user who asked and to the browser they asked from (the nonce of
 * its cookie): only SHA-256s are stored, so the table holds neither a usable state nor a usable cookie. Taken
 * (deleted) by the callback that presents it, so it works once.
 */
@Entity({ name: 'oauth_states' })
@Index('oauth_states_user', ['userId', 'provider', 'createdAt'])
@Index('oauth_states_expires', ['expiresAt'])
@Check('CHK_oauth_states_provider', `"provider" IN ('ravelry', 'google_drive')`)
export class OAuthStateEntity {
  @PrimaryColumn({ name: 'state_hash', type: 'text', primaryKeyConstraintName: 'PK_oauth_states_state_hash' })
  stateHash!: string;

  @UuidColumn('user_id')
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_oauth_states_user' })
  user?: UserEntity;

  @TextColumn()
  provider!: IntegrationProvider;

  /** SHA-256 of the nonce in the asking browser's cookie (browser-binding.ts). */
  @TextColumn('browser_hash')
  browserHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreatedAtColumn()
  createdAt!: Date;
}
