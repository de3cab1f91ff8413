import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from '@yarn-mgmt/nest-kit/browser';

/** The launch facts live in nest-kit (the deals scraper uses them in production); tests take them from here. */
export { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findChromium } from '@yarn-mgmt/nest-kit/browser';

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}
