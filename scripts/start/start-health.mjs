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
