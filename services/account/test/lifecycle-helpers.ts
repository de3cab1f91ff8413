import {
  PDF_PROCESSOR_API,
  USER_DATA_SERVICES,
  USER_DATA_TABLES,
  type AccountExportDocument,
} from '@yarn-mgmt/contracts';
import { makePatternPdf } from '@yarn-mgmt/testing';
import { createHash } from 'node:crypto';
import type { DataService, LifecycleWorld } from './lifecycle-world.js';

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

/**
 * A lived-in account: an avatar, settings and preferences away from the defaults, yarn with a photo, a shopping
 * list, a pattern with its PDF (read by the PDF processor, which keeps the upload, and saved to the library from
 * there), a project using both.
 */
export async function fillAccount(world: LifecycleWorld, token: string): Promise<void> {
  const profile = fileForm(PNG, 'avatar', 'me.png', 'image/png');
  profile.append('first_name', 'Annie');
  ok(await send(world.account.url, 'PUT', '/auth/profile', { token, form: profile }));
  ok(
    await send(world.account.url, 'PUT', '/settings', {
      token,
      body: { display: { theme_preference: 'dark' } },
    }),
  );
  ok(
    await send(world.account.url, 'PUT', '/auth/preferences', {
      token,
      body: { preferences: { measurementUnit: 'imperial' } },
    }),
  );
  const at = (service: DataService) => world.relays[service].url;
  const yarn = (colorway: string, skeins: number) =>
    send(at('inventory'), 'POST', '/yarn', {
      token,
      body: {
        brand_name: 'Malabrigo',
        line_name: 'Rios',
        weight_category: 'Worsted',
        yardage_per_skein: 210,
        weight_grams: 100,
        colorway,
        skeins_total: skeins,
        skeins_remaining: skeins,
        purchase_price: 14.5,
        tags: ['gift', 'soft'],
      },
    });
  const azul = ok(await yarn('Azul', 5), 201).body as { id: string };
  ok(await yarn('Gris', 2), 201);
  ok(
    await send(at('inventory'), 'POST', `/yarn/${azul.id}/photos`, {
      token,
      form: fileForm(PNG, 'photo', 'a.png', 'image/png'),
    }),
    201,
  );
  ok(
    await send(at('inventory'), 'POST', '/shopping-list', {
      token,
      body: { name: 'More Rios', quantity: 2 },
    }),
    201,
  );
  const pattern = ok(
    await send(at('patterns'), 'POST', '/patterns', {
      token,
      body: {
        title: 'Ribbed Hat',
        craft_type: 'knitting',
        yarn_weight: 'Worsted',
        designer: 'Jane Doe',
        category: 'Hat',
        tags: ['quick'],
        techniques: ['ribbing'],
        yardage_by_size: [{ size: 'S', yards: 400 }],
        sizes_available: ['S'],
      },
    }),
    201,
  ).body as { id: string };
  // Save to Library: the PDF processor reads the PDF and keeps it, then sends it to the pattern.
  const pdf = Buffer.from(await makePatternPdf('Ribbed Hat\nCast on 96 stitches.'));
  const upload = ok(
    await send(at('tools'), 'POST', PDF_PROCESSOR_API.upload, {
      token,
      form: fileForm(pdf, 'pdf', 'hat.pdf', 'application/pdf'),
    }),
    201,
  ).body as { id: string; status: string };
  if (upload.status !== 'done') throw new Error(`the PDF processor did not read the PDF: ${upload.status}`);
  ok(
    await send(at('tools'), 'POST', PDF_PROCESSOR_API.attach(upload.id), {
      token,
      body: { pattern_id: pattern.id },
    }),
  );
  // The PDF's cover is made in the background: the account is whole (PDF, cover) once it is there.
  await waitFor(async () => {
    const read = await send(at('patterns'), 'GET', `/patterns/${pattern.id}`, { token });
    return Boolean((read.body as { image_url?: string | null }).image_url);
  });
  const project = ok(
    await send(at('projects'), 'POST', '/projects', {
      token,
      body: {
        name: 'Winter Hat',
        pattern_id: pattern.id,
        total_rows: 200,
        allocations: [{ yarn_id: azul.id, skeins: 2 }],
      },
    }),
    201,
  ).body as { id: string; allocations: Array<{ id: string }> };
  const counted = ok(
    await send(at('projects'), 'POST', `/projects/${project.id}/counters`, {
      token,
      body: { name: 'Rows', value: 50 },
    }),
    201,
  ).body as { counters: Array<{ id: string }> };
  ok(
    await send(at('projects'), 'PATCH', `/projects/${project.id}`, {
      token,
      body: { progress_follows_counter_id: counted.counters[0].id },
    }),
  );
  ok(
    await send(at('projects'), 'POST', `/projects/${project.id}/usage`, {
      token,
      body: { allocation_id: project.allocations[0].id, skeins: 1 },
      headers: { 'idempotency-key': 'first-use' },
    }),
  );
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

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
