import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  COMPOSED_API_PREFIXES,
  SERVICE_NAMES,
  SERVICE_ROUTES,
  USER_DATA_INTERNAL_API,
  type ServiceName,
} from '@yarn-mgmt/contracts';
import { makePatternPdf } from '@yarn-mgmt/testing/pdf';
import { E2E_PORT } from '../stack.js';
import { rawRequest as send, type RawReply } from '@yarn-mgmt/testing/raw-request';
import { registerUser, type TestUser } from './support.js';

// Issue 18's standing check: every route of every running service, read from the service's own OpenAPI document
// (its route metadata, `x-public` and `x-roles` included), so a new route is in the matrix without an edit here.
// Through the gateway of the stack `npm start` runs: no token -> 401, a non-admin on an admin route -> 403,
// another user's row -> 404 (and nothing of theirs changes), an odd spelling of the path -> the canonical answer.

interface Route {
  service: ServiceName;
  method: string;
  /** OpenAPI template, e.g. `/yarn/{id}/photos/{photoId}`. */
  template: string;
  isPublic: boolean;
  adminOnly: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-public'?: boolean; 'x-roles'?: string[] }>>;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
// The e2e stack runs its services from E2E_PORT + 1 (stack.ts); SERVICE_PORT_BASE points the matrix elsewhere.
const servicePort = (service: ServiceName) =>
  Number(process.env.SERVICE_PORT_BASE ?? E2E_PORT) + SERVICE_NAMES.indexOf(service) + 1;
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? E2E_PORT}`;
const routedBy = (service: ServiceName, template: string) =>
  SERVICE_ROUTES[service].prefixes.some((prefix) => template === prefix || template.startsWith(`${prefix}/`));

async function routesOf(service: ServiceName): Promise<Route[] | null> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${servicePort(service)}/docs-json`);
  } catch {
    return null;
  }
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        service,
        method: method.toUpperCase(),
        template,
        isPublic: operation['x-public'] === true,
        adminOnly: (operation['x-roles'] ?? []).includes('admin'),
      })),
  );
}

/** What the owner has of each kind a route's parameters name. */
interface OwnerRows {
  yarn: string;
  photo: string;
  cover: string;
  item: string;
  pattern: string;
  project: string;
  counter: string;
  allocation: string;
  upload: string;
  backup: string;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

async function ownerRows(request: APIRequestContext, owner: TestUser): Promise<OwnerRows> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = async (path: string, data: unknown, options: { multipart?: boolean } = {}) => {
    const response = options.multipart
      ? await request.post(path, {
          headers,
          multipart: { photo: { name: 'skein.png', mimeType: 'image/png', buffer: PNG } },
        })
      : await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const yarn = await created('/api/yarn', {
    brand_name: 'Malabrigo',
    line_name: 'Rios',
    weight_category: 'Worsted',
    yardage_per_skein: 210,
    weight_grams: 100,
    colorway: 'Azul Profundo',
    skeins_total: 4,
    skeins_remaining: 4,
  });
  const photo = await created(`/api/yarn/${yarn}/photos`, null, { multipart: true });
  const item = await created('/api/shopping-list', { name: 'Rios', quantity: 2 });
  const pattern = await created('/api/patterns', {
    title: 'Owner Hat',
    craft_type: 'knitting',
    yarn_weight: 'Worsted',
    yardage_required: 200,
  });
  const project = await created('/api/projects', { name: 'Owner Project' });
  const counter = await created(`/api/projects/${project}/counters`, { name: 'Rows' });
  const allocation = await created(`/api/projects/${project}/allocations`, { yarn_id: yarn, skeins: 1 });
  // The owner's own cover photo for the pattern (PUT, multipart `cover`); its id is the end of `image_url`.
  const covered = await request.put(`/api/patterns/${pattern}/cover`, {
    headers,
    multipart: { cover: { name: 'cover.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(covered.status(), await covered.text()).toBe(200);
  const cover = ((await covered.json()) as { image_url: string }).image_url.split('/').pop() ?? '';
  // The PDF processor's upload (multipart `pdf`): the owner's row in the tools service.
  const uploaded = await request.post('/api/pdf-processor/upload', {
    headers,
    multipart: {
      pdf: {
        name: 'hat.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePatternPdf('Owner Hat')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const upload = ((await uploaded.json()) as { id: string }).id;
  // A backup of the owner's account (Backup Now queues it; it is listed once written).
  const queued = await request.post('/api/backups', { headers });
  expect(queued.status(), await queued.text()).toBe(202);
  let backup = '';
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/backups', { headers })).json()) as {
          backups: { id: string }[];
        };
        backup = list.backups[0]?.id ?? '';
        return backup;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return { yarn, photo, cover, item, pattern, project, counter, allocation, upload, backup };
}

/** The path of a route with the owner's rows in its parameters; null for data nobody owns (deals, admin rows). */
function ownedPath(route: Route, rows: OwnerRows): string | null {
  const prefix = route.template.split('/')[1];
  const byPrefix: Record<string, string | undefined> = {
    yarn: rows.yarn,
    'shopping-list': rows.item,
    patterns: rows.pattern,
    projects: rows.project,
    'pdf-processor': rows.upload,
    backups: rows.backup,
  };
  // A live Ravelry pattern (`/ravelry/patterns/{id}`) is Ravelry's, read with the caller's own link: nobody's row.
  if (prefix === 'ravelry') return null;
  let shared = false;
  const path = route.template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value =
      name === 'id'
        ? byPrefix[prefix ?? '']
        : (
            {
              photoId: rows.photo,
              coverId: rows.cover,
              counterId: rows.counter,
              allocationId: rows.allocation,
              yarnId: rows.yarn,
              // A pattern's PDF held in the owner's Drive: the signed link's route names the pattern.
              patternId: rows.pattern,
            } as Record<string, string | undefined>
          )[name];
    if (name === 'brand') {
      shared = true;
      return 'Malabrigo';
    }
    if (value === undefined) {
      shared ||= route.adminOnly;
      if (!route.adminOnly)
        throw new Error(`no owner row for {${name}} in ${route.method} ${route.template}`);
      return '00000000-0000-4000-8000-000000000000';
    }
    return value;
  });
  return shared ? null : path;
}

/** The same path spelled oddly: static segments in upper case, the first letter escaped, a doubled slash. */
function oddSpellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const isStatic = (segment: string) => /^[a-z-]+$/.test(segment);
  const upper = segments.map((segment) => (isStatic(segment) ? segment.toUpperCase() : segment));
  const escaped = segments.map((segment, index) =>
    index === 0 && isStatic(segment)
      ? `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`
      : segment,
  );
  return [`/API/${upper.join('/')}`, `/api/${escaped.join('/')}`, `/api//${segments.join('//')}/`];
}

/** Routes that read the caller's own rows filtered by another row's id, rather than that row. */
const LIST_FILTERS = ['/projects/by-yarn/{yarnId}'];

let requests = 0;
const rawRequest = (...args: Parameters<typeof send>) => {
  requests += 1;
  return send(...args);
};

/**
 * What must be the same in two answers. A connect route's authorisation address carries a new single-use `state`
 * every time it is asked (the Ravelry and Google stand-ins run in the e2e stack): compared without it.
 */
const sameAnswer = (reply: RawReply) => ({
  status: reply.status,
  body: JSON.parse(JSON.stringify(reply.body ?? null).replace(/([?&]state=)[^&"]+/g, '$1<state>')) as unknown,
});

let routes: Route[] = [];
const notRunning: ServiceName[] = [];
let owner: TestUser;
let other: TestUser;
let rows: OwnerRows;

test.beforeAll(async ({ request }) => {
  for (const service of SERVICE_NAMES) {
    const found = await routesOf(service);
    if (found) routes.push(...found);
    else notRunning.push(service);
  }
  routes = routes.filter((route) => routedBy(route.service, route.template));
  owner = await registerUser(request, 'Owner');
  other = await registerUser(request, 'Other');
  rows = await ownerRows(request, owner);
});

test.afterAll(() => {
  console.log(`security matrix: ${routes.length} routed routes, ${requests} requests through the gateway`);
});

test('the matrix covers every routed service that runs', () => {
  expect(notRunning).toEqual([]);
  for (const service of SERVICE_NAMES)
    expect({ service, found: routes.some((route) => route.service === service) }).toEqual({
      service,
      found: true,
    });
  expect(routes.length).toBeGreaterThan(60);
});

test('no token: every route but the public ones is a 401, in every spelling', async () => {
  const checked: string[] = [];
  for (const route of routes.filter((candidate) => !candidate.isPublic)) {
    const path = `/api${route.template.replace(/\{(\w+)\}/g, '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11')}`;
    for (const spelling of [path, ...oddSpellings(path.slice(4))]) {
      const reply = await rawRequest(gateway, route.method, spelling, { body: {} });
      expect({ route: `${route.method} ${spelling}`, status: reply.status }).toEqual({
        route: `${route.method} ${spelling}`,
        status: 401,
      });
    }
    checked.push(route.template);
  }
  expect(checked.length).toBeGreaterThan(50);
});

test('a signed-in non-admin: every admin-only route is a 403', async () => {
  const adminRoutes = routes.filter((route) => route.adminOnly);
  expect(adminRoutes.length).toBeGreaterThan(5);
  for (const route of adminRoutes) {
    const path = `/api${route.template.replace(/\{(\w+)\}/g, '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11')}`;
    const reply = await rawRequest(gateway, route.method, path, { token: other.token, body: {} });
    expect({ route: `${route.method} ${path}`, status: reply.status }).toEqual({
      route: `${route.method} ${path}`,
      status: 403,
    });
  }
});

test("another user's rows: 404 on every route that names one, and nothing of the owner's changes", async () => {
  const ownerView = async () => {
    const read = async (path: string) =>
      (await rawRequest(gateway, 'GET', path, { token: owner.token })).body as Record<string, unknown>;
    const withoutClock = (value: Record<string, unknown>) =>
      JSON.stringify(value).replace(/"[^"]*_at":"[^"]*"/g, '');
    return Promise.all(
      [
        `/api/yarn/${rows.yarn}`,
        `/api/patterns/${rows.pattern}`,
        `/api/projects/${rows.project}`,
        '/api/shopping-list',
      ].map(async (path) => withoutClock(await read(path))),
    );
  };
  const before = await ownerView();
  const checked: string[] = [];
  for (const route of routes.filter(
    (candidate) => candidate.template.includes('{') && !candidate.adminOnly,
  )) {
    const owned = ownedPath(route, rows);
    if (owned === null) continue;
    const reply = await rawRequest(gateway, route.method, `/api${owned}`, { token: other.token, body: {} });
    // A write is validated before the row is looked up: its empty body may be a 400, which reveals nothing either.
    // A list of the caller's own rows filtered by an id (projects by yarn) answers 200: with none of the owner's.
    const isListFilter = LIST_FILTERS.includes(route.template);
    const allowed = isListFilter
      ? [200]
      : route.method === 'GET' || route.method === 'DELETE'
        ? [404]
        : [400, 404];
    const body = JSON.stringify(reply.body);
    const leaked = reply.status === 200 && (Object.values(rows) as string[]).some((id) => body.includes(id));
    expect({
      route: `${route.method} ${route.template}`,
      allowed: allowed.includes(reply.status),
      leaked,
    }).toEqual({ route: `${route.method} ${route.template}`, allowed: true, leaked: false });
    checked.push(`${route.method} ${route.template}`);
  }
  expect(checked.length).toBeGreaterThan(25);
  expect(await ownerView()).toEqual(before);
});

test('an odd spelling of a path gets the answer of its canonical form (reads, as the owner)', async () => {
  let compared = 0;
  for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.isPublic)) {
    const owned = ownedPath(route, rows);
    if (owned === null) continue;
    const canonical = sameAnswer(await rawRequest(gateway, 'GET', `/api${owned}`, { token: owner.token }));
    for (const spelling of oddSpellings(owned)) {
      const reply = sameAnswer(await rawRequest(gateway, 'GET', spelling, { token: owner.token }));
      expect({ spelling, ...reply }).toEqual({ spelling, ...canonical });
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(40);
});

test('no route but the routed prefixes is reachable through the gateway: health, feeds, keys, internal calls', async () => {
  const unrouted = (await Promise.all(SERVICE_NAMES.map((service) => routesOf(service))))
    .flat()
    .filter((route): route is Route => route !== null && !routedBy(route.service, route.template))
    // The gateway composes these itself (the dashboard's figures and Recent Activity), never forwarding them.
    .filter((route) => !COMPOSED_API_PREFIXES.some((prefix) => route.template.startsWith(`${prefix}/`)))
    .map((route) => ({ method: route.method, template: route.template }));
  // Internal routes are left out of the OpenAPI documents: the contracts name them.
  const internal = [
    ...Object.values(USER_DATA_INTERNAL_API).map((template) => ({ method: 'POST', template })),
    { method: 'GET', template: '/internal/session' },
  ];
  expect(unrouted.map((route) => route.template)).toContain('/.well-known/jwks.json');
  for (const route of [...unrouted, ...internal]) {
    const path = `/api${route.template.replace(/\{(\w+)\}/g, '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11')}`;
    const reply = await rawRequest(gateway, route.method, path, { token: owner.token, body: {} });
    expect({ route: `${route.method} ${path}`, status: reply.status }).toEqual({
      route: `${route.method} ${path}`,
      status: 404,
    });
  }
});
