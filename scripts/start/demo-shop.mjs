// Local mode only: the bundled demo shop (a fake retailer from libs/testing, on a loopback port) and the demo
// admin's scraper targets pointing at it, so the scrape pipeline, the deals and the archives are there at once.
// The targets' names, and the shop's own header, say plainly that it is a demo shop.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const DEMO_USER = { username: 'demo', password: 'Demo1234' };

/** @param {{ env: NodeJS.ProcessEnv, log: (message: string) => void }} options */
export async function startDemoShop({ env, log }) {
  // Beside the services' ports (3190 by default), so that two stacks on two port bases do not collide.
  const port = Number(env.DEMO_SHOP_PORT ?? Number(env.SERVICE_PORT_BASE ?? 3100) + 90);
  // Loaded only when the deals service is there to scrape it.
  const { demoTargets, startFakeShop } = await import('@yarn-mgmt/testing/shops');
  const shop = await startFakeShop({ port, demo: true });
  log(`demo yarn shop (local test data) on ${shop.url}`);
  return { url: shop.url, close: () => shop.close(), targets: demoTargets(shop.url) };
}

/**
 * Adds the demo targets once (only while the demo admin has none) and runs them, through the public API like an
 * admin would, then lets the deals service give the demo shop's brands their past (its `demo-history` command).
 * A failure costs only the demo deals.
 * @param {{ gatewayUrl: string, shop: { url: string, targets: ReadonlyArray<object> },
 *   dealsEnv: Record<string, string>, root: string, log: (message: string) => void }} options
 */
export async function seedDemoTargets({ gatewayUrl, shop, dealsEnv, root, log }) {
  try {
    const call = async (method, route, body, token) => {
      const response = await fetch(`${gatewayUrl}/api${route}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const { token } = await call('POST', '/auth/login', DEMO_USER);
    const { targets } = await call('GET', '/scraper/targets', undefined, token);
    if (targets.length > 0) return;
    for (const target of shop.targets) {
      await call(
        'POST',
        '/scraper/targets',
        {
          category: 'deals',
          scrapeFrequency: 'daily',
          ...target,
          selectors: JSON.stringify(target.selectors),
        },
        token,
      );
    }
    const { result } = await call('POST', '/scraper/trigger', {}, token);
    // The dynamic target's browser may need longer than the trigger waits: its products are part of the past too.
    for (let waited = 0; waited < 60_000; waited += 1000) {
      const { targets: now } = await call('GET', '/scraper/targets', undefined, token);
      if (now.every((target) => target.run_state === 'idle')) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    log(`demo scraper targets added and run (${result.successful + result.pending + result.failed} runs)`);
    const history = spawnSync(
      process.execPath,
      [path.join('services', 'deals', 'dist', 'cli', 'demo-history.js')],
      {
        cwd: root,
        env: { ...process.env, ...dealsEnv },
        encoding: 'utf8',
      },
    );
    log((history.stdout || history.stderr).trim() || 'demo history: no answer');
  } catch (error) {
    log(`demo scraper targets not added: ${error instanceof Error ? error.message : String(error)}`);
  }
}
