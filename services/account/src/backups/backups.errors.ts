import { BACKUP_MESSAGES } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** A backup that is not the caller's is not found, as one that does not exist. */
export class BackupError extends domainErrorClass({
  NOT_FOUND: [404, BACKUP_MESSAGES.notFound],
  GONE_FROM_DRIVE: [404, BACKUP_MESSAGES.goneFromDrive],
  DRIVE_NOT_CONNECTED: [409, BACKUP_MESSAGES.driveNotConnected],
  DRIVE_UNAVAILABLE: [503, BACKUP_MESSAGES.driveUnavailable],
  UNAVAILABLE: [503, BACKUP_MESSAGES.unavailable],
}) {}
