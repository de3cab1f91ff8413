import { z } from 'zod';

/**
 * What each service reports of one user's stored files (`GET /internal/user-data/storage`, called by the account
 * service with the user's own bearer token; not routed by the gateway). Counts a service does not keep are 0.
 */
export const UserStorageUsageSchema = z.object({
  bytes: z.number().int().min(0),
  files: z.number().int().min(0),
  photo_count: z.number().int().min(0),
  pattern_count: z.number().int().min(0),
});
export type UserStorageUsage = z.infer<typeof UserStorageUsageSchema>;

/**
 * The internal paths every data-owning service answers for the account's whole life (issue 10). None is routed
 * by the gateway. export, import, relink and discard run with the user's own bearer token (forwarded by the
 * account service); erase runs with a service token (nest-kit `service-token.ts`, scope `user-data:erase`).
 */
export const USER_DATA_INTERNAL_API = {
  storage: '/internal/user-data/storage',
  export: '/internal/user-data/export',
  import: '/internal/user-data/import',
  relink: '/internal/user-data/relink',
  discard: '/internal/user-data/discard',
  erase: '/internal/user-data/erase',
} as const;

/**
 * The services that own a part of a user's data, in import order: projects reference inventory and patterns, the
 * tools service's PDF uploads the library pattern they were saved to.
 */
export const USER_DATA_SERVICES = ['inventory', 'patterns', 'projects', 'tools'] as const;
export type UserDataService = (typeof USER_DATA_SERVICES)[number];

/** Each service's exported tables, in insert order (a table only references tables before it). */
export const USER_DATA_TABLES = {
  inventory: [
    'brands',
    'yarn_lines',
    'yarn_items',
    'yarn_photos',
    'usage_records',
    'shopping_list_items',
    'activity',
  ],
  patterns: [
    'pattern_designers',
    'patterns',
    'pattern_tags',
    'pattern_techniques',
    'pattern_size_yardage',
    'pattern_files',
    'activity',
  ],
  projects: ['projects', 'project_allocations', 'project_counters', 'project_usage', 'activity'],
  tools: ['pdf_uploads'],
} as const satisfies Record<UserDataService, readonly string[]>;

/** The version of a part's shape; a part of another version is refused. */
export const USER_DATA_PART_VERSION = 1;

const uuid = z.uuid({ error: 'Must be a UUID' });

/**
 * One row as PostgreSQL's `to_jsonb` writes it: column name -> value (dates `YYYY-MM-DD`, timestamps ISO 8601,
 * numerics as numbers, arrays and JSON as they are). `id` is the row's id in the exporting account; references
 * between rows use those ids, and a value stored by name (a pattern's category) is written by name.
 */
export const UserDataRowSchema = z.record(z.string().max(64), z.unknown());
export type UserDataRow = z.infer<typeof UserDataRowSchema>;

/** A stored file (photo, pattern PDF) of one row, base64 encoded. */
export const UserDataFileSchema = z
  .object({ table: z.string().max(64), row_id: uuid, content_base64: z.base64({ error: 'Must be base64' }) })
  .strict();
export type UserDataFile = z.infer<typeof UserDataFileSchema>;

/** One service's whole part of a user's data. */
export const UserDataPartSchema = z
  .object({
    service: z.enum(USER_DATA_SERVICES),
    version: z.literal(USER_DATA_PART_VERSION, { error: `Must be version ${USER_DATA_PART_VERSION}` }),
    tables: z.record(z.string().max(64), z.array(UserDataRowSchema)),
    /** Absent rows' files were not asked for (an export without photos); such rows are not imported. */
    files: z.array(UserDataFileSchema).default([]),
  })
  .strict();
export type UserDataPart = z.infer<typeof UserDataPartSchema>;

/** `GET /internal/user-data/export?files=true|false`. */
export const UserDataExportQuerySchema = z
  .object({ files: z.enum(['true', 'false']).default('true') })
  .strict();

/** Old id -> new id, per service whose rows another service's rows reference. */
export const IdMapSchema = z.record(uuid, uuid);
export type IdMap = z.infer<typeof IdMapSchema>;
export const IdMapsSchema = z.partialRecord(z.enum(USER_DATA_SERVICES), IdMapSchema);
export type IdMaps = z.infer<typeof IdMapsSchema>;

/** `POST /internal/user-data/import`: a part and the maps of the services imported before it. */
export const UserDataImportInputSchema = z
  .object({ part: UserDataPartSchema, maps: IdMapsSchema.default({}) })
  .strict();
export type UserDataImportInput = z.output<typeof UserDataImportInputSchema>;

/** Rows created per table, by new id: what `discard` removes when a later part of the same import fails. */
export const CreatedRowsSchema = z.record(z.string().max(64), z.array(uuid));
export type CreatedRows = z.infer<typeof CreatedRowsSchema>;

export const UserDataImportResponseSchema = z.object({
  /** Old id -> new id of every imported row. */
  ids: IdMapSchema,
  created: CreatedRowsSchema,
  /** Rows per table. */
  counts: z.record(z.string(), z.number().int()),
  files: z.number().int(),
  /** Rows left out because their file was not in the part. */
  skipped: z.number().int(),
  /** Rows the account already has (a synced item, by its provider link): left as they are, not imported again. */
  existing: z.number().int().default(0),
});
export type UserDataImportResponse = z.infer<typeof UserDataImportResponseSchema>;

/** `POST /internal/user-data/relink`: references to another service's rows, rewritten once that one is imported. */
export const UserDataRelinkInputSchema = z.object({ maps: IdMapsSchema }).strict();
export type UserDataRelinkInput = z.infer<typeof UserDataRelinkInputSchema>;

/** `POST /internal/user-data/discard`: removes exactly the rows (and their files) one import created. */
export const UserDataDiscardInputSchema = z.object({ created: CreatedRowsSchema }).strict();
export type UserDataDiscardInput = z.infer<typeof UserDataDiscardInputSchema>;

/** `POST /internal/user-data/erase` (service token): rows removed per table and files removed. Idempotent. */
export const UserDataEraseResponseSchema = z.object({
  rows: z.number().int(),
  files: z.number().int(),
});
export type UserDataEraseResponse = z.infer<typeof UserDataEraseResponseSchema>;
