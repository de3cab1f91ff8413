import { z } from 'zod';
import {
  USER_DATA_PART_VERSION,
  UserDataPartSchema,
  type UserDataPart,
  type UserDataService,
} from './user-data.schemas.js';

/** The marker and version every export file carries (`format`, `version`); anything else is a foreign file. */
export const EXPORT_FILE_FORMAT = 'yarn-management-export';
export const EXPORT_FILE_VERSION = 1;

/** `yarn-management-export-<UTC yyyyMMdd-HHmmss>.<ext>`: the name `POST /settings/export` answers with. */
export function exportFileName(at: Date, extension: string): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${EXPORT_FILE_FORMAT}-${stamp}.${extension}`;
}

/**
 * A link to an outside service as its owner sees it (provider, the account there, since when): an export lists
 * them and never their tokens, and an import restores none (a connection is made again, with the provider).
 */
export const AccountIntegrationExportSchema = z
  .object({
    provider: z.string().max(32),
    account_name: z.string().max(320),
    connected_at: z.string().max(40),
    last_sync: z.string().max(40).nullable(),
  })
  .strict();
export type AccountIntegrationExport = z.infer<typeof AccountIntegrationExportSchema>;

/** The account's own part: the profile, and (once stored) preferences, settings, the avatar and the links. */
export const AccountOwnPartSchema = z
  .object({
    profile: z.record(z.string().max(64), z.unknown()).default({}),
    preferences: z.record(z.string().max(64), z.unknown()).optional(),
    settings: z.record(z.string().max(64), z.unknown()).optional(),
    avatar: z
      .object({ mime_type: z.string().max(100), content_base64: z.base64() })
      .strict()
      .nullable()
      .optional(),
    integrations: z.array(AccountIntegrationExportSchema).max(16).optional(),
  })
  .strict();
export type AccountOwnPart = z.infer<typeof AccountOwnPartSchema>;

/**
 * Every data service's part of an export. Files written before the tools service kept user data have no tools
 * part: it reads as an empty one, so an older backup still imports.
 */
const EXPORT_PARTS = {
  inventory: UserDataPartSchema,
  patterns: UserDataPartSchema,
  projects: UserDataPartSchema,
  tools: UserDataPartSchema.default((): UserDataPart => ({
    service: 'tools',
    version: USER_DATA_PART_VERSION,
    tables: {},
    files: [],
  })),
} satisfies Record<UserDataService, z.ZodType>;

/** The JSON export: one document with every service's part (the zip holds the same document). */
export const AccountExportDocumentSchema = z
  .object({
    format: z.literal(EXPORT_FILE_FORMAT),
    version: z.literal(EXPORT_FILE_VERSION),
    exported_at: z.iso.datetime({ offset: true }),
    owner: z.object({ id: z.uuid(), email: z.string().max(320) }).strict(),
    include_photos: z.boolean(),
    account: AccountOwnPartSchema,
    parts: z.object(EXPORT_PARTS),
  })
  .strict();
export type AccountExportDocument = z.infer<typeof AccountExportDocumentSchema>;

/**
 * `POST /settings/import` answers what it restored: rows per service and table, files, rows left out, and rows
 * already here (`existing`: synced items the account still has, kept as they are).
 */
export const ImportSummarySchema = z.object({
  message: z.string(),
  imported: z.record(z.string(), z.record(z.string(), z.number().int())),
  files: z.number().int(),
  skipped: z.number().int(),
  existing: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

/** What import and export answer when they refuse (400) or cannot finish (503, naming the service). */
export const ACCOUNT_DATA_MESSAGES = {
  importSuccess: 'Data imported successfully',
  noFile: 'Choose an export file to import',
  damaged: 'This file is damaged and cannot be read',
  foreign: 'This file is not a Yarn Management export',
  newerVersion: 'This export was made by a newer version of Yarn Management',
  otherOwner: 'This export belongs to another account',
  invalidData: 'This export contains invalid data',
  csvNotImportable: 'A CSV export cannot be imported: use the JSON or zip export',
  tooLarge: 'This file is larger than an export can be, so it cannot be imported',
  tooManyEntries: 'This zip holds more entries than an export can, so it cannot be imported',
  unpacksTooLarge: 'This zip unpacks to more data than an export can hold, so it cannot be imported',
  storageFull: 'This export does not fit in your storage: remove some photos and import it again',
  serviceDown: (service: string) => `The ${service} service is unavailable: try again in a moment`,
  accountDeleted: 'Account deleted',
} as const;

/** `DELETE /auth/account` answers 200 with this once the account is closed (the data erase runs on). */
export const DeleteAccountResponseSchema = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

/** The durable account-deletion queue (BullMQ): names and the payload, in one place. */
export const ACCOUNT_DELETION_QUEUE = 'account-deletion';
export const ERASE_ACCOUNT_JOB = 'erase-account';
export interface EraseAccountJob {
  userId: string;
}
/** The one job per account (BullMQ dedupes by id: a second delete or a start-up sweep adds nothing). */
export const eraseAccountJobId = (userId: string) => `erase-${userId}`;

/** The scope of the service token the account service erases a user's data with. */
export const USER_DATA_ERASE_SCOPE = 'user-data:erase';
