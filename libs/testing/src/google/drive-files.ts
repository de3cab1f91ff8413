import { DRIVE_ERRORS } from './drive-errors.js';
import { DriveQueryError, parseDriveQuery } from './drive-query.js';
import {
  canWrite,
  fail,
  fileAnswer,
  fileResource,
  newFileInput,
  selectFields,
  userResource,
  visible,
  type DriveAnswer,
  type DriveCaller,
  type DriveContext,
} from './drive-resource.js';
import { FOLDER_MIME } from './drive-store.js';
import type { DriveFile } from './google.types.js';

const LIST_TOP = ['kind', 'nextPageToken', 'incompleteSearch', 'files'];
const ORDER_KEYS: Record<string, ((file: DriveFile) => string) | null> = {
  name: (file) => file.name.toLowerCase(),
  name_natural: (file) => file.name.toLowerCase(),
  createdTime: (file) => file.createdTime,
  modifiedTime: (file) => file.modifiedTime,
  folder: (file) => (file.mimeType === FOLDER_MIME ? '0' : '1'),
  quotaBytesUsed: (file) => String(file.size).padStart(15, '0'),
  recency: (file) => file.modifiedTime,
  starred: null,
  viewedByMeTime: null,
  sharedWithMeTime: null,
};

function ordering(orderBy: string | null): ((a: DriveFile, b: DriveFile) => number) | null {
  const keys = (orderBy ?? 'createdTime').split(',').map((part) => part.trim().split(/\s+/));
  if (keys.some(([key, direction]) => !(key in ORDER_KEYS) || (direction && direction !== 'desc')))
    return null;
  return (a, b) => {
    for (const [key, direction] of keys) {
      const read = ORDER_KEYS[key];
      if (!read) continue;
      const order = read(a).localeCompare(read(b)) * (direction === 'desc' ? -1 : 1);
      if (order) return order;
    }
    return a.id.localeCompare(b.id);
  };
}

/** GET /drive/v3/files: the caller's visible files matching `q`, in pages, cut to `fields`. */
export function listFiles(context: DriveContext, caller: DriveCaller, query: URLSearchParams): DriveAnswer {
  let predicate;
  try {
    predicate = parseDriveQuery(query.get('q') ?? '');
  } catch (error) {
    if (error instanceof DriveQueryError) return fail(DRIVE_ERRORS.invalid('q'));
    throw error;
  }
  const sizeText = query.get('pageSize');
  const pageSize = sizeText === null ? 100 : Number(sizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000)
    return fail(DRIVE_ERRORS.invalid('pageSize'));
  const sort = ordering(query.get('orderBy'));
  if (!sort) return fail(DRIVE_ERRORS.invalid('orderBy'));
  let offset = 0;
  const token = query.get('pageToken');
  if (token) {
    offset = Number(
      Buffer.from(token, 'base64url')
        .toString('utf8')
        .replace(/^offset:/, ''),
    );
    if (!Number.isInteger(offset) || offset < 0) return fail(DRIVE_ERRORS.invalid('pageToken'));
  }
  const matching = [...context.store.files.values()]
    .filter((file) => visible(file, caller) && predicate(file))
    .sort(sort);
  const page = matching.slice(offset, offset + pageSize);
  const more = offset + pageSize < matching.length;
  return selectFields(
    {
      kind: 'drive#fileList',
      ...(more ? { nextPageToken: Buffer.from(`offset:${offset + pageSize}`).toString('base64url') } : {}),
      incompleteSearch: false,
      files: page.map((file) => fileResource(file, context)),
    },
    query.get('fields'),
    LIST_TOP,
    'kind,nextPageToken,incompleteSearch,files(kind,id,name,mimeType)',
  );
}

function byteRange(header: string | undefined, size: number): [number, number] | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const [start, end] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(0, size - Number(match[2])), size - 1];
  return start > end || start >= size ? 'invalid' : [start, end];
}

/** GET /drive/v3/files/{id}: metadata, or with `alt=media` the bytes (a Range header answers 206). */
export function getFile(
  context: DriveContext,
  caller: DriveCaller,
  id: string,
  query: URLSearchParams,
  range: string | undefined,
): DriveAnswer {
  const file = context.store.files.get(id);
  if (!visible(file, caller)) return fail(DRIVE_ERRORS.notFound(id));
  if (query.get('alt') !== 'media') return fileAnswer(file, context, query.get('fields'));
  const content = context.store.content(file.id);
  if (!content) return fail(DRIVE_ERRORS.notDownloadable());
  const wanted = byteRange(range, content.length);
  if (wanted === 'invalid')
    return {
      ...fail(DRIVE_ERRORS.rangeNotSatisfiable()),
      headers: { 'content-range': `bytes */${content.length}` },
    };
  const headers = { 'content-type': file.mimeType, 'accept-ranges': 'bytes' };
  if (!wanted) return { status: 200, raw: content, headers };
  const [start, end] = wanted;
  return {
    status: 206,
    raw: content.subarray(start, end + 1),
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${content.length}` },
  };
}

/** POST /drive/v3/files: a file without content (a folder, with the folder MIME type). */
export function createMetadataOnly(
  context: DriveContext,
  caller: DriveCaller,
  body: unknown,
  query: URLSearchParams,
): DriveAnswer {
  if (!canWrite(caller)) return fail(DRIVE_ERRORS.insufficientScopes());
  const input = newFileInput(context, caller, body ?? {}, null);
  if ('status' in input) return fail(input);
  return fileAnswer(context.store.create(input, null), context, query.get('fields'));
}

/** PATCH /drive/v3/files/{id}: rename, describe, trash or restore, move (addParents / removeParents). */
export function updateFile(
  context: DriveContext,
  caller: DriveCaller,
  id: string,
  body: unknown,
  query: URLSearchParams,
): DriveAnswer {
  if (!canWrite(caller)) return fail(DRIVE_ERRORS.insufficientScopes());
  const file = context.store.files.get(id);
  if (!visible(file, caller)) return fail(DRIVE_ERRORS.notFound(id));
  const change = (body ?? {}) as Record<string, unknown>;
  if (typeof change !== 'object' || Array.isArray(change))
    return fail(DRIVE_ERRORS.badRequest('Invalid JSON payload received.'));
  if ('parents' in change)
    return fail(
      DRIVE_ERRORS.badRequest(
        'The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.',
      ),
    );
  const checked = newFileInput(context, caller, { ...change, parents: undefined, trashed: undefined }, null);
  if ('status' in checked) return fail(checked);
  if (change.trashed !== undefined && typeof change.trashed !== 'boolean')
    return fail(DRIVE_ERRORS.invalid('trashed'));
  const adding = (query.get('addParents') ?? '').split(',').filter(Boolean);
  if (adding.length) {
    const target = newFileInput(context, caller, { parents: adding }, null);
    if ('status' in target) return fail(target);
  }
  const removing = (query.get('removeParents') ?? '')
    .split(',')
    .filter(Boolean)
    .map((parent) => context.store.resolve(caller.subject, parent));
  file.parents = [
    ...file.parents.filter((parent) => !removing.includes(parent)),
    ...adding.map((parent) => context.store.resolve(caller.subject, parent)),
  ];
  if (typeof change.name === 'string') file.name = change.name;
  if (typeof change.description === 'string') file.description = change.description;
  for (const key of ['appProperties', 'properties'] as const)
    if (change[key])
      for (const [name, value] of Object.entries(change[key] as Record<string, string | null>))
        if (value === null) delete file[key][name];
        else file[key][name] = value;
  if (typeof change.trashed === 'boolean' && change.trashed !== file.trashed)
    context.store.setTrashed(file, change.trashed);
  context.store.touch(file);
  return fileAnswer(file, context, query.get('fields'));
}

/** DELETE /drive/v3/files/{id}: gone for good (a folder with everything in it); 204. */
export function deleteFile(context: DriveContext, caller: DriveCaller, id: string): DriveAnswer {
  if (!canWrite(caller)) return fail(DRIVE_ERRORS.insufficientScopes());
  const file = context.store.files.get(id);
  if (!visible(file, caller)) return fail(DRIVE_ERRORS.notFound(id));
  context.store.delete(file);
  return { status: 204 };
}

/** GET /drive/v3/about: `fields` is required (user, storageQuota...). */
export function about(context: DriveContext, caller: DriveCaller, query: URLSearchParams): DriveAnswer {
  if (!query.get('fields')) return fail(DRIVE_ERRORS.fieldsRequired());
  const mine = [...context.store.files.values()].filter((file) => file.owner === caller.subject);
  const used = (files: DriveFile[]) => String(files.reduce((sum, file) => sum + file.size, 0));
  return selectFields(
    {
      kind: 'drive#about',
      user: userResource(context.account(caller.subject), caller.subject),
      storageQuota: {
        limit: String(15 * 1024 ** 3),
        usage: used(mine),
        usageInDrive: used(mine),
        usageInDriveTrash: used(mine.filter((file) => file.trashed)),
      },
      maxUploadSize: String(5 * 1024 ** 4),
    },
    query.get('fields'),
    ['kind', 'user', 'storageQuota', 'maxUploadSize'],
    '',
  );
}
