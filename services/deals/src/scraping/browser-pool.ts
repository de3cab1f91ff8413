import puppeteer, { type Browser, type LaunchOptions, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_MISSING } from '@yarn-mgmt/nest-kit/browser';
import { openTab, park, thaw, type Tab } from './pooled-tab.js';
import { killProcessGroup, processGroupMembers, waitForGroupExit } from './process-group.js';
import { ScrapeError } from './scraper.types.js';

export interface BrowserPoolOptions {
  chromiumPath: string | undefined;
  maxBrowsers: number;
  maxPagesPerBrowser: number;
  /**
   * A browser takes no new page after this many (fewer for some, staggered) and is closed once its last page is.
   */
  pagesBeforeRetire: number;
  /** A page (tab) is reused for this many jobs, then closed; 1 opens a fresh page for every job. */
  jobsPerPage: number;
}

interface Slot {
  browser: Browser;
  pid: number;
  open: number;
  served: number;
  /** Staggered per browser, so that the pool's browsers do not all restart at once. */
  retireAfter: number;
  retiring: boolean;
  /** Tabs parked between jobs (at most maxPagesPerBrowser: each was in use once). */
  idle: Tab[];
}

/** How long a browser may take to close politely before its process group is killed. */
const CLOSE_GRACE_MS = 3000;
const PAGE_CLOSE_MS = 2000;
/**
 * Puppeteer's default of 30 s was passed on this 2-core machine by a first launch while the whole local stack was
 * starting (the attempt failed, its retry worked); a browser that has not started in a minute is stuck.
 */
const LAUNCH_TIMEOUT_MS = 60_000;

/** Whether `promise` fulfils within `ms` (a rejection or a late answer is false). */
async function settles(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const fulfilled = promise.then(
    () => true,
    () => false,
  );
  return (await within(fulfilled, ms)) === true;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * How the pool starts Chromium. Over a pipe, not a WebSocket: a browser whose worker is killed (SIGKILL, the OOM
 * killer) sees the pipe close and exits with every process it forked, where a WebSocket browser, started detached,
 * would be left running for ever (issue 24's chaos suite found one after each killed worker).
 */
export function launchOptions(executablePath: string): LaunchOptions {
  return {
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    pipe: true,
    timeout: LAUNCH_TIMEOUT_MS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  };
}

/**
 * Chromium processes shared by the worker's dynamic scrapes: at most `maxBrowsers` browsers with at most
 * `maxPagesPerBrowser` pages each; a browser is retired after `pagesBeforeRetire` pages (memory stays flat), a
 * crashed one is dropped, a stuck one killed, and `close()` kills every process group the pool started.
 */
export class BrowserPool {
  private readonly slots = new Set<Slot>();
  private launching = 0;
  private waiters: (() => void)[] = [];
  private closed = false;
  /** Every browser pid this pool launched (its process group), for tests and the benchmark. */
  readonly launchedPids: number[] = [];

  constructor(private readonly options: BrowserPoolOptions) {}

  get openBrowsers(): number {
    return this.slots.size;
  }

  /**
   * Runs `work` on a page of a pooled browser: a new one, or a tab an earlier job of this pool left (thawed, on that
   * job's last document, with its user agent and interception setting but none of its request listeners). A page
   * whose work failed or ran late is closed; one that did its work is parked for the next job, `jobsPerPage` times.
   */
  async withPage<T>(work: (page: Page) => Promise<T>, deadlineMs: number): Promise<T> {
    const slot = await this.acquire();
    let tab: Tab | undefined;
    let done = false;
    try {
      tab = await this.tabOf(slot);
      const outcome = await within(work(tab.page), deadlineMs);
      // The page is closed in `finally`; its browser is stopped only if even that does not answer.
      if (outcome === 'late')
        throw new ScrapeError('timeout', `The page did not finish within ${deadlineMs} ms`);
      done = true;
      return outcome;
    } catch (error) {
      if (error instanceof ScrapeError || (error as Error).name === 'AbortError') throw error;
      if (!slot.browser.connected) {
        await this.kill(slot);
        throw new ScrapeError('browser', 'The browser crashed while reading the page');
      }
      throw new ScrapeError('browser', `The browser could not read the page (${(error as Error).message})`);
    } finally {
      await this.release(slot, tab, done);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake();
    await Promise.all([...this.slots].map((slot) => this.kill(slot)));
    for (const pid of this.launchedPids) killProcessGroup(pid);
  }

  /** Live processes of the browsers this pool launched (0 after close()). */
  liveProcesses(): number[] {
    return this.launchedPids.flatMap((pid) => processGroupMembers(pid));
  }

  private async acquire(): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new ScrapeError('browser', 'The browser pool is closed');
      const free = [...this.slots].find(
        (slot) => !slot.retiring && slot.browser.connected && slot.open < this.options.maxPagesPerBrowser,
      );
      if (free) {
        free.open += 1;
        free.served += 1;
        if (free.served >= free.retireAfter) free.retiring = true;
        return free;
      }
      if (this.slots.size + this.launching < this.options.maxBrowsers) {
        await this.launch();
        continue;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private async launch(): Promise<void> {
    const executablePath = this.options.chromiumPath;
    if (!executablePath) throw new ScrapeError('browser', CHROMIUM_MISSING);
    this.launching += 1;
    try {
      const browser = await puppeteer.launch(launchOptions(executablePath));
      const pid = browser.process()?.pid;
      if (pid === undefined) {
        await browser.close();
        throw new Error('no browser process');
      }
      const { maxBrowsers, pagesBeforeRetire } = this.options;
      // Browser k of each generation retires after (1 - k / 2n) of the pages: 50 and 38 for two browsers.
      const stagger = (this.launchedPids.length % maxBrowsers) / (2 * maxBrowsers);
      this.launchedPids.push(pid);
      const slot: Slot = {
        browser,
        pid,
        open: 0,
        served: 0,
        retireAfter: Math.max(1, Math.ceil(pagesBeforeRetire * (1 - stagger))),
        retiring: false,
        idle: [],
      };
      this.slots.add(slot);
      browser.once('disconnected', () => void this.kill(slot));
      if (this.closed) await this.kill(slot);
    } catch (error) {
      throw new ScrapeError('browser', `Chromium could not start (${(error as Error).message})`);
    } finally {
      this.launching -= 1;
      this.wake();
    }
  }

  /** A parked tab of this browser, else a new one. A parked tab whose renderer died, or that does not wake, is closed. */
  private async tabOf(slot: Slot): Promise<Tab> {
    let tab: Tab | undefined;
    for (let parked = slot.idle.pop(); parked && !tab; parked = slot.idle.pop()) {
      if (!parked.crashed && (await settles(thaw(parked), PAGE_CLOSE_MS))) tab = parked;
      else void parked.page.close().catch(() => undefined);
    }
    tab ??= await openTab(slot.browser);
    tab.uses += 1;
    return tab;
  }

  private async release(slot: Slot, tab: Tab | undefined, done: boolean): Promise<void> {
    if (tab && slot.browser.connected) {
      const reuse =
        done && !tab.crashed && !slot.retiring && tab.uses < this.options.jobsPerPage && !tab.page.isClosed();
      if (reuse && (await settles(park(tab), PAGE_CLOSE_MS))) slot.idle.push(tab);
      else if (
        (await within(
          tab.page.close().catch(() => undefined),
          PAGE_CLOSE_MS,
        )) === 'late'
      ) {
        await this.kill(slot);
      }
    }
    slot.open -= 1;
    if (slot.retiring && slot.open === 0) await this.kill(slot);
    this.wake();
  }

  /** Drops a browser from the pool and makes sure its processes are gone (politely first, then SIGKILL). */
  private async kill(slot: Slot): Promise<void> {
    if (!this.slots.delete(slot)) return;
    this.wake();
    if (slot.browser.connected)
      await within(
        slot.browser.close().catch(() => undefined),
        CLOSE_GRACE_MS,
      );
    killProcessGroup(slot.pid);
    if (!(await waitForGroupExit(slot.pid))) killProcessGroup(slot.pid);
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
