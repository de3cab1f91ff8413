import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { BackupEntity } from '../backups/backup.entity.js';
import { DriveFileHoldingEntity } from '../drive-files/drive-file-holding.entity.js';
import { PendingRunEntity } from '../pending-runs/pending-run.entity.js';
import { IntegrationLinkEntity } from '../integrations/integration-link.entity.js';
import { OAuthStateEntity } from '../integrations/oauth-state.entity.js';
import { UserSettingsEntity } from '../settings/user-settings.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CreateUsers1763750000000 } from './migrations/1763750000000-CreateUsers.js';
import { AddTokenVersion1764000000000 } from './migrations/1764000000000-AddTokenVersion.js';
import { AccountSettingsAndAvatar1766000000000 } from './migrations/1766000000000-AccountSettingsAndAvatar.js';
import { AddUserDeletedAt1766000000001 } from './migrations/1766000000001-AddUserDeletedAt.js';
import { CreateIntegrationLinks1767000000000 } from './migrations/1767000000000-CreateIntegrationLinks.js';
import { CreateBackups1768100000000 } from './migrations/1768100000000-CreateBackups.js';
import { CreateDriveFileHoldings1768400000000 } from './migrations/1768400000000-CreateDriveFileHoldings.js';
import { AddRavelryAutoSync1768500000000 } from './migrations/1768500000000-AddRavelryAutoSync.js';
import { AddRavelryWriteBack1768600000001 } from './migrations/1768600000001-AddRavelryWriteBack.js';
import { AddRavelryStashSeen1768700000000 } from './migrations/1768700000000-AddRavelryStashSeen.js';
import { CreatePendingRuns1768800000000 } from './migrations/1768800000000-CreatePendingRuns.js';
import { BindOAuthStatesToBrowser1768900000000 } from './migrations/1768900000000-BindOAuthStatesToBrowser.js';
import { AddBackupRunKey1769000000000 } from './migrations/1769000000000-AddBackupRunKey.js';
import { AddRavelryProjectsSeen1769100000000 } from './migrations/1769100000000-AddRavelryProjectsSeen.js';
import { AddDriveDisconnecting1769200000000 } from './migrations/1769200000000-AddDriveDisconnecting.js';

/** The account database: its entities and its migrations, in order. */
export function accountDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: [
      UserEntity,
      UserSettingsEntity,
      IntegrationLinkEntity,
      OAuthStateEntity,
      BackupEntity,
      DriveFileHoldingEntity,
      PendingRunEntity,
    ],
    migrations: [
      CreateUsers1763750000000,
      AddTokenVersion1764000000000,
      AccountSettingsAndAvatar1766000000000,
      AddUserDeletedAt1766000000001,
      CreateIntegrationLinks1767000000000,
      CreateBackups1768100000000,
      CreateDriveFileHoldings1768400000000,
      AddRavelryAutoSync1768500000000,
      AddRavelryWriteBack1768600000001,
      AddRavelryStashSeen1768700000000,
      CreatePendingRuns1768800000000,
      BindOAuthStatesToBrowser1768900000000,
      AddBackupRunKey1769000000000,
      AddRavelryProjectsSeen1769100000000,
      AddDriveDisconnecting1769200000000,
    ],
    applicationName: 'yarn-account',
  };
}
