import { type Api, pollUntil, sleep } from './http.js';

// The demo admin (SEED_DEMO's `demo` / `Demo1234`) running scrapes of the demo shop's targets, as Run now does.
export const ADMIN = { username: 'demo', password: 'Demo1234' };

export interface Target {
  id: number;
  name: string;
  scraper_type: string;
  is_active: boolean;
}

export interface ScrapeRun {
  id: number;
  target_id: number;
  status: 'queued' | 'running' | 'success' | 'failure';
  error_message: string | null;
}

export interface Admin {
  token: string;
  targets: Target[];
  /** Run ids the trigger acknowledged (a target already running answers its open run again). */
  runIds: Set<number>;
  /** Trigger calls answered 2xx. */
  triggers: number;
}

export async function signInAdmin(api: Api): Promise<Admin> {
  let token: string | undefined;
  await pollUntil(async () => {
    const outcome = await api.call<{ token: string }>('auth', 'admin sign-in', 'POST', '/auth/login', {
      body: ADMIN,
    });
    token = outcome.ok ? outcome.body.token : undefined;
    return outcome.ok;
  }, 60_000);
  if (!token) throw new Error('the demo admin could not sign in');
  const targets = await api.call<{ targets: Target[] }>('deals', 'targets', 'GET', '/scraper/targets', {
    token,
  });
  if (!targets.ok || targets.body.targets.length === 0)
    throw new Error('the demo shop has no scraper targets');
  return { token, targets: targets.body.targets, runIds: new Set(), triggers: 0 };
}

/** Run now for one target; the run ids acknowledged are kept. */
export async function triggerScrape(api: Api, admin: Admin, target: Target, timeoutMs = 30_000) {
  const outcome = await api.call<{ result: { runIds: number[]; pending: number } }>(
    'deals',
    'run a scrape',
    'POST',
    '/scraper/trigger',
    { token: admin.token, body: { targetId: target.id }, timeoutMs },
  );
  if (outcome.ok) {
    admin.triggers += 1;
    for (const id of outcome.body.result.runIds) admin.runIds.add(id);
  }
  return outcome;
}

export function staticTargets(admin: Admin): Target[] {
  return admin.targets.filter((target) => target.scraper_type !== 'dynamic');
}

/** The admin's loop: a scrape of a static or API target every few seconds. */
export async function scrapeUntil(api: Api, admin: Admin, running: () => boolean, pauseMs = 6_000) {
  const targets = staticTargets(admin);
  while (running()) {
    await triggerScrape(api, admin, targets[Math.floor(Math.random() * targets.length)]);
    await sleep(pauseMs * (0.5 + Math.random()));
  }
}

export async function runsOf(api: Api, admin: Admin): Promise<ScrapeRun[]> {
  const outcome = await api.call<{ logs: ScrapeRun[] }>(
    'deals',
    'scrape logs',
    'GET',
    '/scraper/logs?limit=200',
    {
      token: admin.token,
    },
  );
  if (!outcome.ok) throw new Error(`the scrape logs answered ${outcome.status}`);
  return outcome.body.logs;
}
