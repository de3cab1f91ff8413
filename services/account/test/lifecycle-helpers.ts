import { USER_DATA_SERVICES, USER_DATA_TABLES, type AccountExportDocument } from '@yarn-mgmt/contracts';
import { createHash } from 'node:crypto';
import type { LifecycleWorld } from './lifecycle-world.js';

export const PASSWORD = 'Knit2gether';
/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON answer (the text when it is not JSON). */
  body: Record<string, unknown>;
  raw: Buffer;
}

/** One request to a base URL with a bearer token, a JSON body or a multipart form. */
export async function send(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const raw = Buffer.from(await response.arrayBuffer());
  let body: unknown = raw.toString('utf8');
  try {
    body = JSON.parse(String(body));
  } catch {
    // not JSON: the text
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown>, raw };
}

export function ok(answer: Answer, status = 200): Answer {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.raw.toString().slice(0, 400)}`);
  return answer;
}

export const fileForm = (data: Buffer, field: string, name: string, type: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

export async function signUp(world: LifecycleWorld, email: string): Promise<{ token: string; id: string }> {
  const body = ok(
    await send(world.account.url, 'POST', '/auth/register', {
      body: { email, password: PASSWORD, first_name: 'Ann', last_name: 'Purl' },
    }),
    201,
  ).body as { token: string; user: { id: string } };
  return { token: body.token, id: body.user.id };
}

export async function exportDocument(world: LifecycleWorld, token: string): Promise<AccountExportDocument> {
  return ok(
    await send(world.account.url, 'POST', '/settings/export', {
      token,
      body: { format: 'json', includePhotos: true },
    }),
  ).body as AccountExportDocument;
}

export const importFile = (world: LifecycleWorld, token: string, data: Buffer, name = 'backup.json') =>
  send(world.account.url, 'POST', '/settings/import', {
    token,
    form: fileForm(data, 'file', name, 'application/octet-stream'),
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hash = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * An export with its ids made comparable: each row's id becomes a label computed from the row's content, a
 * reference becomes the label of the row it points at (a reference to a row labelled later, e.g. a project's
 * progress counter, counts as '?' in the label and as the target's label in the result), storage keys go.
 */
export function normalise(document: AccountExportDocument) {
  const labels = new Map<string, string>();
  const rows = USER_DATA_SERVICES.flatMap((service) =>
    USER_DATA_TABLES[service].map((table) => ({
      service,
      table,
      rows: document.parts[service].tables[table] ?? [],
    })),
  );
  const swap = (row: Record<string, unknown>, unknown: string | null) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([key]) => key !== 'id' && key !== 'storage_key')
        .map(([key, value]) => [
          key,
          typeof value === 'string' && UUID.test(value) ? (labels.get(value) ?? unknown ?? value) : value,
        ]),
    );
  for (const { table, rows: list } of rows)
    for (const row of list) labels.set(String(row.id), `${table}:${hash(swap(row, '?'))}`);
  const files = USER_DATA_SERVICES.flatMap((service) =>
    document.parts[service].files.map((file) => `${labels.get(file.row_id)}:${hash(file.content_base64)}`),
  ).sort();
  const tables = Object.fromEntries(
    rows.map(({ service, table, rows: list }) => [
      `${service}.${table}`,
      list.map((row) => JSON.stringify(swap(row, null))).sort(),
    ]),
  );
  return { account: document.account, include_photos: document.include_photos, tables, files };
}

export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
  seen?: () => unknown,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    // `seen`: what the wait last read, so a timeout says where it stood.
    if (Date.now() > deadline)
      throw new Error(`timed out waiting${seen ? `; last seen ${JSON.stringify(seen())}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
