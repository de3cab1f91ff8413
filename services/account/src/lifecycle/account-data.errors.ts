import { ACCOUNT_DATA_MESSAGES } from '@yarn-mgmt/contracts';
import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/** Export and import refusals (400, nothing changed) and the one failure a user can retry (503, naming it). */
export class AccountDataError extends domainErrorClass({
  NO_FILE: [400, ACCOUNT_DATA_MESSAGES.noFile],
  DAMAGED: [400, ACCOUNT_DATA_MESSAGES.damaged],
  FOREIGN: [400, ACCOUNT_DATA_MESSAGES.foreign],
  NEWER_VERSION: [400, ACCOUNT_DATA_MESSAGES.newerVersion],
  OTHER_OWNER: [400, ACCOUNT_DATA_MESSAGES.otherOwner],
  INVALID_DATA: [400, ACCOUNT_DATA_MESSAGES.invalidData],
  CSV_NOT_IMPORTABLE: [400, ACCOUNT_DATA_MESSAGES.csvNotImportable],
  TOO_LARGE: [400, ACCOUNT_DATA_MESSAGES.tooLarge],
  TOO_MANY_ENTRIES: [400, ACCOUNT_DATA_MESSAGES.tooManyEntries],
  UNPACKS_TOO_LARGE: [400, ACCOUNT_DATA_MESSAGES.unpacksTooLarge],
  STORAGE_FULL: [413, ACCOUNT_DATA_MESSAGES.storageFull],
  SERVICE_UNAVAILABLE: [503, 'A service is unavailable: try again in a moment'],
}) {}
