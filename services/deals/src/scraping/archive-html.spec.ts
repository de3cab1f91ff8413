import { scriptedPage } from '@yarn-mgmt/testing/shops';
import { pageText, sanitizeArchiveHtml } from './archive-html.js';
import { BrowserPool } from './browser-pool.js';
import { scraperConfig } from './scraper-config.js';

const BASE = 'https://shop.example/yarn/listing';
const page = scriptedPage({ name: 'Fake Yarn Shop', demo: false });

describe('the archive sanitiser', () => {
  it('removes every script, handler and script URL and keeps the text', () => {
    const clean = sanitizeArchiveHtml(page, BASE);
    for (const gone of [
      '<script',
      'alert(',
      'javascript:',
      'onload',
      'onclick',
      'onerror',
      'http-equiv',
      '<base',
    ]) {
      expect(clean).not.toContain(gone);
    }
    for (const gone of ['<iframe', '<object', '<embed', '<noscript', 'formaction'])
      expect(clean).not.toContain(gone);
    expect(clean).toContain('Kept text of the scripted page');
    expect(clean).toContain('<a href="https://shop.example/shop/listing">good link</a>');
  });

  it('catches script URLs spelled with whitespace, control characters or upper case', () => {
    const html =
      '<a href=" JaVa\tScRiPt:alert(1)">a</a><a href="java&#10;script:alert(2)">b</a><img src="x.png">';
    const clean = sanitizeArchiveHtml(html, BASE);
    expect(clean).not.toMatch(/script:/i);
    expect(clean).toContain('<img src="https://shop.example/yarn/x.png">');
  });

  it('runs nothing when the sanitised page is opened in a real browser', async () => {
    const pool = new BrowserPool(scraperConfig({ maxBrowsers: 1 }));
    try {
      const outcome = await pool.withPage(async (tab) => {
        let dialogs = 0;
        tab.on('dialog', (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });
        await tab.setRequestInterception(true);
        tab.on('request', (request) => void request.abort('blockedbyclient'));
        await tab.setContent(sanitizeArchiveHtml(page, BASE), { waitUntil: 'load' });
        await tab.click('div');
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Strings, not functions: this package compiles without the DOM library.
        const ran = (await tab.evaluate('window.ran === true')) as boolean;
        return { dialogs, ran, text: String(await tab.evaluate('document.body.innerText')) };
      }, 20_000);
      expect(outcome).toMatchObject({ dialogs: 0, ran: false });
      expect(outcome.text).toContain('Kept text of the scripted page');
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('page text', () => {
  it('is the visible text, without script or style', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><p>Rios  Teal</p>\n<script>x()</script><p>$14.50</p></body></html>';
    expect(pageText(html)).toBe('Rios Teal $14.50');
  });
});
