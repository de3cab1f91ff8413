import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CreateUsers1763750000000 } from './migrations/1763750000000-CreateUsers.js';
import { AddTokenVersion1764000000000 } from './migrations/1764000000000-AddTokenVersion.js';
import { AccountSettingsAndAvatar1766000000000 } from './migrations/1766000000000-AccountSettingsAndAvatar.js';
import { AddUserDeletedAt1766000000000 } from './migrations/1766000000000-AddUserDeletedAt.js';

/** The account database: its entities and its migrations, in order. */
export function accountDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: [UserEntity, UserSettingsEntity],
    migrations: [
      CreateUsers1763750000000,
      AddTokenVersion1764000000000,
      AccountSettingsAndAvatar1766000000000,
      AddUserDeletedAt1766000000000,
    ],
    applicationName: 'yarn-account',
  };
}
