import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { seedDemoTargets } from './demo-shop.mjs';
import { seedDemoData } from './demo-seed.mjs';

// An admin demo account so a newcomer sees every page without signing up (local mode only: production runs no
// launcher, so it seeds nothing; DECISIONS 9).
/**
 * @param {{ gatewayUrl: string, accountDatabaseUrl: string, root: string, env: NodeJS.ProcessEnv,
 *   log: (message: string) => void }} options
 */
export async function seedDemoAccount({ gatewayUrl, accountDatabaseUrl, root, env, log }) {
  const body = {
    username: 'demo',
    email: 'demo@users.yarn-management.local',
    password: 'Demo1234',
    first_name: 'Demo',
    last_name: 'Knitter',
  };
  const post = (route, payload) =>
    fetch(`${gatewayUrl}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).catch(() => undefined);
  const registered = await post('register', body);
  if (registered?.status !== 201 && registered?.status !== 409) return;
  // Promoting bumps the token version (signing demo out), so only when demo is not an admin yet.
  const signedIn = await post('login', { username: body.username, password: body.password });
  const session = signedIn?.ok ? await signedIn.json() : undefined;
  const role = session?.user?.role;
  if (role !== 'admin') {
    const cli = path.join(root, 'services', 'account', 'dist', 'cli', 'promote-admin.js');
    const result = spawnSync(process.execPath, [cli, body.email], {
      cwd: root,
      env: { ...env, DATABASE_URL: accountDatabaseUrl },
      stdio: 'ignore',
    });
    if (result.status !== 0) log('could not make the demo account an admin');
  }
  log(
    `demo account${registered.status === 201 ? ' created' : ''}: username "demo", password "Demo1234" (an admin)`,
  );
  // A newcomer's first look shows every panel working; a failure here costs only the sample data.
  // The session above is still good unless the promotion just signed demo out.
  const token = role === 'admin' ? session.token : undefined;
  await seedDemoData({ gatewayUrl, token, username: body.username, password: body.password, log }).catch(
    (error) => log(`demo data not seeded: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * The demo account and, with the demo shop, its scraper targets; with a service left out at start, what could not
 * be seeded is said, not fatal.
 */
export async function seedDemo({ gatewayUrl, accountDatabaseUrl, shop, dealsEnv, leftOut, root, env, log }) {
  try {
    await seedDemoAccount({ gatewayUrl, accountDatabaseUrl, root, env, log });
    if (shop) await seedDemoTargets({ gatewayUrl, shop, dealsEnv, root, log });
  } catch (error) {
    if (!leftOut.length) throw error;
    log(
      `demo data not complete without ${leftOut.join(', ')}: ${error instanceof Error ? error.message : error}`,
    );
  }
}
