import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not 3300: its services would take 3301-3306, and 3306 is MySQL/MariaDB's port on many machines (this one too).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3400);
// Its own folder, so two runs on other ports (E2E_PORT, E2E_PG_PORT, E2E_REDIS_PORT) never share data.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(ROOT, '.data', 'e2e');
export const E2E_REMOTES_FILE = path.join(E2E_DATA_DIR, 'remotes.json');

/** The environment the e2e stack is started with: its own ports and data, fresh every run. */
export const e2eStackEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  SERVICE_PORT_BASE: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  RESET_DATA: 'true',
  PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54339)),
  REDIS_PORT: String(Number(process.env.E2E_REDIS_PORT ?? 63791)),
  REMOTES_FILE: E2E_REMOTES_FILE,
  SEED_DEMO: 'false',
  // The journeys sign up and sign in many times from one address.
  AUTH_RATE_LIMIT: '1000',
};
