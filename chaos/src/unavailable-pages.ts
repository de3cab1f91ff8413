import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@yarn-mgmt/testing/browser';
import { ADMIN } from './admin.js';

// What the knitter sees in Chromium once the supervisor gave up on the tools service: the PDF Processor page (it
// loads nothing on arrival) says at once that its service is unavailable, and another module's page still works.
export const TOOLS_UNAVAILABLE_LINE =
  'The tools service is unavailable just now; the rest of the platform still works. Try again in a minute.';

export interface PageChecks {
  /** The PDF Processor page showed the unavailable line in an alert. */
  pdfProcessorLine: boolean;
  /** /yarn showed the demo's stash ("30 yarns"), and no alert. */
  yarnCount: string | null;
  yarnAlerts: string[];
  /** The PDF Processor page, tools down. */
  screenshot: string;
}

const SHOWN_WITHIN_MS = 15_000;

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/^Username/).fill(ADMIN.username);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((address) => address.pathname !== '/login', { timeout: SHOWN_WITHIN_MS });
}

export async function pagesWithToolsDown(url: string, screenshot: string): Promise<PageChecks> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, url);
    await page.goto(`${url}/pdf-processor`);
    const line = page.getByRole('alert').filter({ hasText: TOOLS_UNAVAILABLE_LINE });
    const pdfProcessorLine = await line.waitFor({ timeout: SHOWN_WITHIN_MS }).then(
      () => true,
      () => false,
    );
    await page.screenshot({ path: screenshot });
    await page.goto(`${url}/yarn`);
    const count = page.getByText(/^\d+ yarns?$/);
    const yarnCount = await count.waitFor({ timeout: SHOWN_WITHIN_MS }).then(
      () => count.textContent(),
      () => null,
    );
    const yarnAlerts = await page.getByRole('alert').allTextContents();
    return { pdfProcessorLine, yarnCount, yarnAlerts, screenshot };
  } finally {
    await browser.close();
  }
}
