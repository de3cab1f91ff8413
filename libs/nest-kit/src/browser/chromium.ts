import { existsSync } from 'node:fs';

/**
 * The one place that says how the platform launches a browser (the deals scraper's pool and the tests): Debian's
 * Chromium, never a downloaded build, with the flags this machine kind needs (root needs --no-sandbox; the
 * background-networking flags stop refused outbound connections on a closed network).
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to use: `configured` (the caller's CHROMIUM_PATH) when set, else the first system browser found. */
export function findChromium(configured?: string): string | undefined {
  if (configured) return configured;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

export const CHROMIUM_MISSING =
  'No system Chromium found. Run `node scripts/ensure-chromium.mjs` (installs Debian chromium as root).';
