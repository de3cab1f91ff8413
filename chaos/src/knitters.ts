import { randomUUID } from 'node:crypto';
import { type Api, sleep } from './http.js';

// A simulated knitter (issue 24's load): signs up, then loops signing in again now and then, reading who they are
// (/auth/me) and their pattern library, adding yarn, recording usage from a project with an Idempotency-Key, moving
// the project on the board and uploading a yarn photo. What the platform acknowledged (a 2xx) is kept, to be found
// again, once, by the checks.
export const KNITTER_PASSWORD = 'Chaos-Knit-2026';
export const USAGE_YARN_SKEINS = 500;
const BOARD = ['active', 'hibernating', 'queued'] as const;
/** A knitter signs in again every this many rounds (a new session, as after a browser restart). */
export const SIGN_IN_EVERY = 4;
// The smallest PNG (1 x 1 pixel).
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Knitter {
  tag: string;
  email: string;
  token: string;
  patternId: string;
  projectId: string;
  usageYarnId: string;
  allocationId: string;
  /** Yarn the platform acknowledged adding: id -> colorway (unique per knitter). */
  addedYarn: Map<string, string>;
  /** Photos acknowledged per yarn id. */
  photos: Map<string, number>;
  /** Usage keys acknowledged, and keys sent but not acknowledged yet (sent again by `settle`). */
  usageAcked: Set<string>;
  usagePending: Set<string>;
  /** The board status the platform last acknowledged, unless a later move went unanswered. */
  status: { acked: string; certain: boolean };
  iterations: number;
}

async function must<T>(what: string, attempt: () => Promise<{ ok: boolean; status: number; body: T }>) {
  let last = '';
  for (let tries = 0; tries < 40; tries += 1) {
    const outcome = await attempt();
    if (outcome.ok) return outcome.body;
    last = `${outcome.status} ${JSON.stringify(outcome.body)}`;
    // A refusal of what was sent is not going to change.
    if (outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429) break;
    await sleep(500);
  }
  throw new Error(`${what} failed: ${last}`);
}

/** Signs a new knitter up and gives them a project with a 500-skein yarn reserved for it. */
export async function newKnitter(api: Api, tag: string): Promise<Knitter> {
  const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const { token } = await must('sign-up', () =>
    api.call<{ token: string }>('auth', 'register', 'POST', '/auth/register', {
      body: {
        email,
        password: KNITTER_PASSWORD,
        first_name: 'Chaos',
        last_name: tag,
      },
    }),
  );
  const yarn = await must('the usage yarn', () =>
    api.call<{ id: string }>('inventory', 'add yarn', 'POST', '/yarn', {
      token,
      body: yarnBody(`${tag}-usage`, USAGE_YARN_SKEINS),
    }),
  );
  const project = await must('the project', () =>
    api.call<{ id: string }>('projects', 'create project', 'POST', '/projects', {
      token,
      body: { name: `${tag} chaos shawl`, status: 'queued' },
    }),
  );
  const pattern = await must('the pattern', () =>
    api.call<{ id: string }>('patterns', 'add pattern', 'POST', '/patterns', {
      token,
      body: { title: `${tag} chaos scarf`, designer: 'Chaos Fibres', category: 'Scarf' },
    }),
  );
  const reserved = await must('the reservation', () =>
    api.call<{ allocations: Array<{ id: string; yarn_id: string }> }>(
      'projects',
      'reserve yarn',
      'POST',
      `/projects/${project.id}/allocations`,
      { token, body: { yarn_id: yarn.id, skeins: USAGE_YARN_SKEINS } },
    ),
  );
  return {
    tag,
    email,
    token,
    patternId: pattern.id,
    projectId: project.id,
    usageYarnId: yarn.id,
    allocationId: reserved.allocations.find((a) => a.yarn_id === yarn.id)!.id,
    addedYarn: new Map(),
    photos: new Map(),
    usageAcked: new Set(),
    usagePending: new Set(),
    status: { acked: 'queued', certain: true },
    iterations: 0,
  };
}

export function yarnBody(colorway: string, skeins = 3) {
  return {
    brand_name: 'Chaos Fibres',
    line_name: 'Storm DK',
    weight_category: 'DK',
    colorway,
    skeins_total: skeins,
    skeins_remaining: skeins,
  };
}

/** One usage of 1 skein with `key`, acknowledged or not. */
export async function recordUsage(api: Api, knitter: Knitter, key: string): Promise<boolean> {
  const outcome = await api.call('projects', 'record usage', 'POST', `/projects/${knitter.projectId}/usage`, {
    token: knitter.token,
    body: { allocation_id: knitter.allocationId, skeins: 1 },
    headers: { 'idempotency-key': key },
  });
  if (outcome.ok) {
    knitter.usagePending.delete(key);
    knitter.usageAcked.add(key);
  } else knitter.usagePending.add(key);
  return outcome.ok;
}

/** Signs in again (a new token) and reads who they are, and their pattern library, as the pages do on opening. */
async function openPages(api: Api, knitter: Knitter, n: number): Promise<void> {
  if (n % SIGN_IN_EVERY === 0) {
    const signedIn = await api.call<{ token: string }>('auth', 'sign in', 'POST', '/auth/login', {
      body: { username: knitter.email, password: KNITTER_PASSWORD },
    });
    if (signedIn.ok) knitter.token = signedIn.body.token;
  }
  await api.call('auth', 'auth/me', 'GET', '/auth/me', { token: knitter.token });
  await api.call('patterns', 'list patterns', 'GET', '/patterns?limit=20', { token: knitter.token });
  if (n % 2 === 0)
    await api.call('patterns', 'open pattern', 'GET', `/patterns/${knitter.patternId}`, {
      token: knitter.token,
    });
}

/** One round of a knitter's work; nothing is retried here except usage, which is safe to send again. */
export async function knitOnce(api: Api, knitter: Knitter): Promise<void> {
  const n = (knitter.iterations += 1);
  await openPages(api, knitter, n);
  const colorway = `${knitter.tag}-${n}`;
  const added = await api.call<{ id: string }>('inventory', 'add yarn', 'POST', '/yarn', {
    token: knitter.token,
    body: yarnBody(colorway),
  });
  if (added.ok) knitter.addedYarn.set(added.body.id, colorway);

  const key = randomUUID();
  for (let attempt = 0; attempt < 3 && !(await recordUsage(api, knitter, key)); attempt += 1)
    await sleep(1000);

  const status = BOARD[n % BOARD.length];
  const moved = await api.call('projects', 'move project', 'PATCH', `/projects/${knitter.projectId}/status`, {
    token: knitter.token,
    body: { status },
  });
  knitter.status = moved.ok ? { acked: status, certain: true } : { ...knitter.status, certain: false };

  if (added.ok && n % 3 === 0) {
    const form = new FormData();
    form.append('photo', new Blob([PHOTO], { type: 'image/png' }), `${colorway}.png`);
    const photo = await api.call('inventory', 'upload photo', 'POST', `/yarn/${added.body.id}/photos`, {
      token: knitter.token,
      form,
    });
    if (photo.ok) knitter.photos.set(added.body.id, (knitter.photos.get(added.body.id) ?? 0) + 1);
  }
}

/** Loops `knitOnce` with a short pause until `running()` is false. */
export async function knitUntil(api: Api, knitter: Knitter, running: () => boolean, pauseMs = 400) {
  while (running()) {
    await knitOnce(api, knitter);
    await sleep(pauseMs + Math.random() * pauseMs);
  }
}

/** After the faults: sends every unacknowledged usage again with its own key until the platform answers. */
export async function settle(api: Api, knitter: Knitter): Promise<void> {
  for (const key of [...knitter.usagePending])
    for (let attempt = 0; attempt < 20 && !(await recordUsage(api, knitter, key)); attempt += 1)
      await sleep(1000);
}
