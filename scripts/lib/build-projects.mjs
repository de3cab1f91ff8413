// Builds Nx projects a script reads from their dist (from the cache when nothing changed); exits on a failed build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export function buildProjects(...projects) {
  const built = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--output-style=static'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: root,
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}
