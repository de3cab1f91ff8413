import { Logger } from '@nestjs/common';

/** How long a stop signal may take before the process leaves anyway (`SHUTDOWN_TIMEOUT_MS`). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 8_000;

let armed = false;

/**
 * A stop signal (SIGTERM, SIGINT) starts Nest's shutdown hooks; a hook that never ends (a queue closing against a
 * Redis that is already gone, a pool waiting on a dead database) would keep the process alive for ever, holding
 * its port, and the next start would fail with EADDRINUSE. This gives the hooks `timeoutMs`, then exits with 1 and
 * says so. The timer does not keep a process alive that finished its shutdown in time.
 */
export function armShutdownDeadline(
  name: string,
  timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS),
): void {
  if (armed) return;
  armed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    setTimeout(() => {
      new Logger('Bootstrap').error(
        `${name} did not stop within ${timeoutMs} ms of ${signal}: exiting without finishing its shutdown`,
      );
      process.exit(1);
    }, timeoutMs).unref();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
