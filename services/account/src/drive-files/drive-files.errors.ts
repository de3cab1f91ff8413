import { DRIVE_FILES_MESSAGES } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** A link that is not valid for this file is a 404, as a file that does not exist (never reveal which). */
export class DriveFilesError extends domainErrorClass({
  NOT_FOUND: [404, DRIVE_FILES_MESSAGES.notFound],
  NOT_CONNECTED: [409, DRIVE_FILES_MESSAGES.notConnected],
  DRIVE_UNAVAILABLE: [503, DRIVE_FILES_MESSAGES.unavailable],
  RETURN_FAILED: [503, DRIVE_FILES_MESSAGES.returnFailed],
}) {}
