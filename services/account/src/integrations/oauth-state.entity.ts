import { CreatedAtColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import type { IntegrationProvider } from './integration-link.entity.js';

/**
 * One connection request's `state`, bound to the user who asked: only its SHA-256 is stored, so the table does
 * not hold a usable state. Taken (deleted) by the callback that presents it, so it works once.
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

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreatedAtColumn()
  createdAt!: Date;
}
