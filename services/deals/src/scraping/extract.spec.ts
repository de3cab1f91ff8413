import { assembleItems } from './extract.js';
import { extractHtml } from './extract-html.js';

const PAGE = `<html><body>
  <div class="card"><a class="link" href="/p/1">Drops Alpaca</a><span class="now">16,95 €</span><s class="was">19,95 €</s></div>
  <div class="card"><a class="link" href="/p/2">Rowan Felted Tweed</a><span class="now">£9.50</span></div>
  <div class="card"><a class="link" href="/p/3">Cascade 220</a><span class="now">8.25</span></div>
</body></html>`;
const SELECTORS = { item: '.card', product_name: '.link', current_price: '.now', product_url: '.link' };
const SHOP = 'https://shop.example/sale';

describe("a deal's currency (DECISIONS 26)", () => {
  it('is read from the price text, and is USD when the page names none', () => {
    const { raws } = extractHtml(PAGE, { ...SELECTORS, original_price: '.was' });
    const { items } = assembleItems(raws, { ...SELECTORS, original_price: '.was' }, SHOP);
    expect(items.map((item) => [item.product_name, item.current_price, item.currency])).toEqual([
      ['Drops Alpaca', 16.95, 'EUR'],
      ['Rowan Felted Tweed', 9.5, 'GBP'],
      ['Cascade 220', 8.25, 'USD'],
    ]);
  });

  it("follows the currency selector, a meta tag's content or an element's text, before the price text", () => {
    const page = `<div class="card"><meta itemprop="priceCurrency" content="CAD"><a class="link" href="/p/1">Malabrigo Rios</a><span class="now">$14.50</span></div>
      <div class="card"><b class="cur">EUR</b><a class="link" href="/p/2">Drops Nepal</a><span class="now">4.60</span></div>`;
    const selectors = { ...SELECTORS, currency: '[itemprop=priceCurrency], .cur' };
    const { raws } = extractHtml(page, selectors);
    const { items, selectorFailure } = assembleItems(raws, selectors, SHOP);
    expect(items.map((item) => item.currency)).toEqual(['CAD', 'EUR']);
    expect(selectorFailure).toBeNull();
  });
});
