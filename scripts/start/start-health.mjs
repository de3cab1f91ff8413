// Which services the launcher waits for at start, and what it does with one that never becomes healthy.

/** Without these the platform is no use (nobody can sign in): one that will not start stops the launcher. */
export const ESSENTIAL_SERVICES = new Set(['account']);

/**
 * Waits for every instance (`wait` throws when one keeps exiting at start or is not healthy in time). An essential
 * service that fails stops the start (the error says why); any other is left out and named: the gateway answers
 * 503 for it, its pages say the module is unavailable, and the rest of the platform starts. Answers the instances
 * left out.
 */
export async function waitForInstances({ instances, wait, log }) {
  const left = [];
  await Promise.all(
    instances.map(async ({ service, instance, url, label }) => {
      try {
        await wait(instance, url);
      } catch (error) {
        if (ESSENTIAL_SERVICES.has(service)) throw error;
        left.push(instance);
        log(
          `${error instanceof Error ? error.message : String(error)}: ${label} is unavailable (the gateway ` +
            `answers 503 for it, its pages say so); the rest of the platform starts`,
        );
      }
    }),
  );
  return left;
}

/**
 * Until `url` answers 200: throws when the supervisor gave up on the process (it keeps exiting at start) or after
 * `timeoutMs`; returns at once while the launcher is stopping.
 */
export async function waitForInstance(supervisor, name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (supervisor.stopping) return;
    if (supervisor.gaveUp(name)) throw new Error(`${name} keeps exiting at start: see its log above`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}
