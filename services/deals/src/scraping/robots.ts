import { createRequire } from 'node:module';
import { politeGet, type FetchContext } from './http-fetch.js';
import { ScrapeError } from './scraper.types.js';

// robots-parser is CommonJS whose types claim an ES default export: load it as what it is, a function.
interface Robot {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
}
const robotsParser = createRequire(import.meta.url)('robots-parser') as (url: string, text: string) => Robot;

export const ROBOTS_TTL_MS = 60 * 60 * 1000;

/**
 * robots.txt, fetched once per origin (through the URL guard and the host queue) and kept ROBOTS_TTL_MS.
 * A 4xx robots.txt allows everything; a 5xx forbids everything until the next fetch (Google's reading).
 */
export class RobotsCache {
  private readonly origins = new Map<string, { expiresAt: number; robot: Promise<Robot | string> }>();

  constructor(
    private readonly context: FetchContext,
    private readonly ttlMs = ROBOTS_TTL_MS,
  ) {}

  async assertAllowed(url: URL, signal: AbortSignal): Promise<void> {
    const robot = await this.robotFor(url.origin, signal);
    if (typeof robot === 'string') throw new ScrapeError('robots', robot);
    if (robot.isAllowed(url.href, this.context.userAgent) === false) {
      throw new ScrapeError('robots', `robots.txt of ${url.origin} does not allow ${url.pathname}`);
    }
  }

  private robotFor(origin: string, signal: AbortSignal): Promise<Robot | string> {
    const cached = this.origins.get(origin);
    if (cached && cached.expiresAt > Date.now()) return cached.robot;
    const robot = this.load(origin, signal);
    const entry = { expiresAt: Date.now() + this.ttlMs, robot };
    this.origins.set(origin, entry);
    // A fetch that failed (network, timeout, abort) is asked again next time, not kept for an hour.
    robot.catch(() => {
      if (this.origins.get(origin) === entry) this.origins.delete(origin);
    });
    return robot;
  }

  private async load(origin: string, signal: AbortSignal): Promise<Robot | string> {
    const robotsUrl = `${origin}/robots.txt`;
    const response = await politeGet(robotsUrl, this.context, { accept: 'text/plain,*/*;q=0.5', signal });
    if (response.status >= 500) {
      return `robots.txt of ${origin} answered HTTP ${response.status}: not scraping until it can be read`;
    }
    const text = response.status >= 400 ? '' : response.body.toString('utf8');
    return robotsParser(robotsUrl, text);
  }
}
