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
  // The Ravelry and Google stand-ins all the same (their seeded accounts are read-only to the journeys), and the
  // address the providers send the browser back to: the journeys' own origin, where their token is stored.
  PROVIDER_FAKES: 'true',
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  // A sync of the stand-in's 30 stash entries, 20 patterns and 8 projects in seconds rather than half a minute.
  FAKE_RAVELRY_RATE_LIMIT: '60',
  RAVELRY_REQUESTS_PER_SECOND: '50',
  // A pattern PDF uploaded with Drive on reaches Drive within 5 s rather than a minute (the Drive journey waits).
  DRIVE_FILES_SWEEP_MS: '5000',
  // The journeys sign up and sign in many times from one address.
  AUTH_RATE_LIMIT: '1000',
};
