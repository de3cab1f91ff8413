import { DRIVE_ERRORS, type DriveError } from './drive-errors.js';
import { DriveFieldsError, applyFields, parseFields } from './drive-query.js';
import { FOLDER_MIME, type DriveStore, type NewFile } from './drive-store.js';
import type { DriveFile, GoogleAccount } from './google.types.js';

/** Who calls the Drive API: the account and client behind the access token, and the scopes granted. */
export interface DriveCaller {
  subject: string;
  clientId: string;
  scopes: string[];
}

export interface DriveContext {
  store: DriveStore;
  account(email: string): GoogleAccount | undefined;
  base: string;
}

/** What a Drive handler answers: JSON (`body`) or bytes (`raw`). */
export interface DriveAnswer {
  status: number;
  body?: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
}

const SCOPE = 'https://www.googleapis.com/auth/';
const READ = ['drive', 'drive.file', 'drive.readonly'].map((scope) => SCOPE + scope);
const WRITE = ['drive', 'drive.file'].map((scope) => SCOPE + scope);
const ALL = ['drive', 'drive.readonly'].map((scope) => SCOPE + scope);

export const canRead = (caller: DriveCaller) => caller.scopes.some((scope) => READ.includes(scope));
export const canWrite = (caller: DriveCaller) => caller.scopes.some((scope) => WRITE.includes(scope));

/** drive.file: only the files this client created; drive or drive.readonly: every file of the account. */
export function visible(file: DriveFile | undefined, caller: DriveCaller): file is DriveFile {
  return Boolean(
    file &&
    file.owner === caller.subject &&
    (caller.scopes.some((scope) => ALL.includes(scope)) || file.creatorClientId === caller.clientId),
  );
}

export const fail = (error: DriveError): DriveAnswer => ({
  status: error.status,
  body: error.body,
  headers: error.headers,
});

export const FILE_FIELDS = [
  'kind',
  'id',
  'name',
  'mimeType',
  'parents',
  'trashed',
  'explicitlyTrashed',
  'starred',
  'size',
  'md5Checksum',
  'createdTime',
  'modifiedTime',
  'description',
  'appProperties',
  'properties',
  'webViewLink',
  'webContentLink',
  'owners',
  'ownedByMe',
  'version',
  'headRevisionId',
  'originalFilename',
  'fileExtension',
  'fullFileExtension',
  'quotaBytesUsed',
  'capabilities',
  'spaces',
  'viewersCanCopyContent',
  'writersCanShare',
  'shared',
  'resourceKey',
] as const;
const USER_FIELDS = ['kind', 'displayName', 'photoLink', 'me', 'permissionId', 'emailAddress'];

export const userResource = (account: GoogleAccount | undefined, email: string) => ({
  kind: 'drive#user',
  displayName: account?.name ?? email,
  photoLink: null,
  me: true,
  permissionId: Buffer.from(email).toString('hex').slice(0, 20),
  emailAddress: email,
});

export function fileResource(file: DriveFile, context: DriveContext) {
  const folder = file.mimeType === FOLDER_MIME;
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1];
  return {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    parents: file.parents,
    trashed: file.trashed,
    explicitlyTrashed: file.explicitlyTrashed,
    starred: false,
    ...(folder
      ? {}
      : { size: String(file.size), md5Checksum: file.md5Checksum, originalFilename: file.name }),
    ...(extension && !folder ? { fileExtension: extension, fullFileExtension: extension } : {}),
    quotaBytesUsed: String(folder ? 0 : file.size),
    createdTime: file.createdTime,
    modifiedTime: file.modifiedTime,
    ...(file.description ? { description: file.description } : {}),
    ...(Object.keys(file.appProperties).length ? { appProperties: file.appProperties } : {}),
    ...(Object.keys(file.properties).length ? { properties: file.properties } : {}),
    webViewLink: `${context.base}/drive/v3/files/${file.id}?alt=media`,
    ...(folder ? {} : { webContentLink: `${context.base}/drive/v3/files/${file.id}?alt=media` }),
    owners: [userResource(context.account(file.owner), file.owner)],
    ownedByMe: true,
    version: String(file.version),
    spaces: ['drive'],
    shared: false,
  };
}

function allowedAt(top: readonly string[]) {
  return (path: string): readonly string[] | null => {
    const last = path.split('/').pop() ?? '';
    if (path === '') return top;
    if (last === 'files') return FILE_FIELDS;
    if (last === 'owners' || last === 'user' || last === 'lastModifyingUser') return USER_FIELDS;
    return null;
  };
}

/** `value` cut to the request's `fields` (or to `defaults` without one); a bad selection is Drive's 400. */
export function selectFields(
  value: object,
  fields: string | null,
  top: readonly string[],
  defaults: string,
): DriveAnswer {
  try {
    return { status: 200, body: applyFields(value, parseFields(fields || defaults), allowedAt(top)) };
  } catch (error) {
    if (error instanceof DriveFieldsError) return fail(DRIVE_ERRORS.invalidFields(error.message));
    throw error;
  }
}

export const fileAnswer = (file: DriveFile, context: DriveContext, fields: string | null) =>
  selectFields(fileResource(file, context), fields, FILE_FIELDS, 'kind,id,name,mimeType');

const isStringRecord = (value: unknown): value is Record<string, string | null> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as object).every((item) => item === null || typeof item === 'string');

/** A file's metadata from a create request (JSON), checked as Drive checks it; parents must be the app's folders. */
export function newFileInput(
  context: DriveContext,
  caller: DriveCaller,
  metadata: unknown,
  contentType: string | null,
): NewFile | DriveError {
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
    return DRIVE_ERRORS.badRequest('Invalid JSON payload received: the metadata must be an object.');
  const input = metadata as Record<string, unknown>;
  for (const key of ['name', 'mimeType', 'description'] as const)
    if (input[key] !== undefined && typeof input[key] !== 'string') return DRIVE_ERRORS.invalid(key);
  for (const key of ['appProperties', 'properties'] as const)
    if (input[key] !== undefined && !isStringRecord(input[key])) return DRIVE_ERRORS.invalid(key);
  const parents = input.parents ?? ['root'];
  if (!Array.isArray(parents) || parents.some((parent) => typeof parent !== 'string'))
    return DRIVE_ERRORS.invalid('parents');
  if (parents.length > 1) return DRIVE_ERRORS.badRequest('A file can have only one parent.');
  for (const parent of parents as string[]) {
    const id = context.store.resolve(caller.subject, parent);
    const folder = context.store.files.get(id);
    const ok =
      context.store.rootOf(caller.subject) === id ||
      (visible(folder, caller) && folder.mimeType === FOLDER_MIME);
    if (!ok) return DRIVE_ERRORS.notFound(parent);
  }
  return {
    name: input.name as string | undefined,
    mimeType: (input.mimeType as string | undefined) ?? contentType ?? undefined,
    description: input.description as string | undefined,
    appProperties: input.appProperties as Record<string, string> | undefined,
    properties: input.properties as Record<string, string> | undefined,
    parents: parents as string[],
    owner: caller.subject,
    creatorClientId: caller.clientId,
  };
}
