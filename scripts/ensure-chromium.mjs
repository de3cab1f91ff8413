#!/usr/bin/env node
// Browser tests and the deals worker's dynamic scrapes use the system Chromium, never a downloaded build. When none
// is installed and we are root, install Debian's package; otherwise say what to do.
//   --optional  never fail (npm start: without Chromium only the `dynamic` scraper type is off, and it says so)
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);
const optional = process.argv.includes('--optional');
const finish = (status) => process.exit(optional ? 0 : status);
const found = candidates.find((candidate) => existsSync(candidate));
if (found) {
  process.stdout.write(`[chromium] using ${found}\n`);
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  process.stderr.write(
    '[chromium] no Chromium found; install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH\n',
  );
  finish(1);
}
process.stdout.write('[chromium] installing Debian chromium with apt-get\n');
const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
if (spawnSync('apt-get', ['update'], opts).status !== 0) finish(1);
const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], opts);
if (result.status !== 0) process.stderr.write('[chromium] apt-get could not install chromium\n');
finish(result.status ?? 1);
