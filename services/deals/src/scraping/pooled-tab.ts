import type { Browser, CDPSession, Page } from 'puppeteer-core';

/**
 * A page of a pooled browser, kept open between jobs: opening a page and its first navigation cost Chromium about
 * as much CPU as the rest of a scrape together, so a tab serves up to `jobsPerPage` jobs. Between two jobs it is
 * frozen (the web lifecycle's "frozen": no timer, task or request of its last document runs) and has no request
 * listener, so nothing it asks for while idle leaves the machine (interception holds such requests unanswered).
 */
export interface Tab {
  page: Page;
  session: CDPSession;
  /** Jobs this tab has started. */
  uses: number;
  /** Its renderer died (Chromium's "Target crashed"): the tab can only be closed. */
  crashed: boolean;
}

export async function openTab(browser: Browser): Promise<Tab> {
  const page = await browser.newPage();
  // alert(), confirm() and print dialogs would stop the page's scripts until answered: nobody is there to answer.
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
  const tab: Tab = { page, session: await page.createCDPSession(), uses: 0, crashed: false };
  page.once('error', () => (tab.crashed = true));
  return tab;
}

const lifecycle = (tab: Tab, state: 'frozen' | 'active') =>
  tab.session.send('Page.setWebLifecycleState', { state });

/** Lets the tab's document run again, for the next job (which navigates it away). */
export const thaw = (tab: Tab) => lifecycle(tab, 'active');

/** Parks the tab after a job: its request listeners are dropped and its document stops running. */
export async function park(tab: Tab): Promise<void> {
  tab.page.removeAllListeners('request');
  await lifecycle(tab, 'frozen');
}
