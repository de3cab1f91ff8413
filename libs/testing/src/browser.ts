import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '@yarn-mgmt/nest-kit/browser';

/** The launch facts live in nest-kit (the deals scraper uses them in production); tests take them from here. */
export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findChromium } from '@yarn-mgmt/nest-kit/browser';

/** How the tests, e2e and the measuring scripts launch Chromium: CHROMIUM_PATH when set, else the system's. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}
