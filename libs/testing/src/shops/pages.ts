import { formatDollars, type FakeProduct } from './catalogue.js';

/** What the shop's header says. The demo shop's name says plainly that it is local test data (DEMO_NOTICE). */
export interface ShopLook {
  name: string;
  demo: boolean;
}

export const DEMO_NOTICE = 'Demo Yarn Shop (local test data)';

/** Which selector the broken page breaks: the current price (a required field) or the was-price (optional). */
export type BrokenField = 'current_price' | 'original_price';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(look: ShopLook, title: string, body: string, head = ''): string {
  const notice = look.demo
    ? '<p class="notice">Every product and price here is made up, for trying the platform.</p>'
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>
<body><header><h1>${escapeHtml(look.name)}</h1>${notice}</header>
<main>${body}</main></body></html>`;
}

export function productPath(product: FakeProduct): string {
  return `/shop/products/${encodeURIComponent(product.id)}`;
}

export function imagePath(product: FakeProduct): string {
  return `/shop/images/${encodeURIComponent(product.id)}.svg`;
}

function card(product: FakeProduct, broken: BrokenField | null): string {
  const nowClass = broken === 'current_price' ? 'price-current' : 'price-now';
  const wasClass = broken === 'original_price' ? 'price-before' : 'price-was';
  const now =
    product.wasPrice === null ? formatDollars(product.price) : `Now ${formatDollars(product.price)}`;
  const was =
    product.wasPrice === null ? '' : ` <s class="${wasClass}">${formatDollars(product.wasPrice)}</s>`;
  return `<li class="product-card" data-id="${escapeHtml(product.id)}">
  <a class="product-link" href="${productPath(product)}"><img class="product-image" src="${imagePath(product)}" alt="">
  <h2 class="product-title">${escapeHtml(product.name)}</h2></a>
  <p class="product-brand">${escapeHtml(product.brand)}</p>
  <p class="price"><span class="${nowClass}">${now}</span>${was}</p>
  <dl><dt>Weight</dt><dd class="spec-weight">${escapeHtml(product.weight)}</dd>
  <dt>Fibre</dt><dd class="spec-fibre">${escapeHtml(product.fibre)}</dd></dl>
</li>`;
}

/** `/shop/listing` (and `/shop/broken`, `/private/listing`): every product as static HTML. */
export function listingPage(
  look: ShopLook,
  products: readonly FakeProduct[],
  broken: BrokenField | null = null,
) {
  const cards = products.map((product) => card(product, broken)).join('\n');
  return page(look, `${look.name}: yarn`, `<ul class="product-grid">\n${cards}\n</ul>`);
}

/**
 * `/shop/js-listing`: an empty shell; an inline script asks `/api/products` (or `apiUrl`, which may be another
 * origin) after `delayMs` and renders the same cards as the static listing, so only a browser can read it.
 */
export function jsListingPage(look: ShopLook, delayMs: number, apiUrl = '/api/products'): string {
  const api = JSON.stringify(apiUrl).replace(/</g, '\\u003c');
  const script = `<script>
function money(v) { return '$' + v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text) e.textContent = text; return e; }
setTimeout(async function () {
  const answer = await fetch(${api});
  const { data } = await answer.json();
  const grid = document.getElementById('products');
  for (const p of data.products) {
    const li = el('li', 'product-card'); const a = el('a', 'product-link'); a.href = p.url;
    const img = el('img', 'product-image'); img.src = p.image; img.alt = ''; a.append(img, el('h2', 'product-title', p.title));
    const price = el('p', 'price');
    price.append(el('span', 'price-now', (p.pricing.was === null ? '' : 'Now ') + money(p.pricing.current)));
    if (p.pricing.was !== null) { price.append(' ', el('s', 'price-was', money(p.pricing.was))); }
    const dl = el('dl'); dl.append(el('dt', '', 'Weight'), el('dd', 'spec-weight', p.specs.weight), el('dt', '', 'Fibre'), el('dd', 'spec-fibre', p.specs.fibre));
    li.append(a, el('p', 'product-brand', p.brand), price, dl); grid.append(li);
  }
}, ${delayMs});
</script>`;
  return page(look, `${look.name}: yarn`, '<ul class="product-grid" id="products"></ul>', script);
}

/** `/api/products`: the catalogue as JSON, prices nested. */
export function apiBody(products: readonly FakeProduct[]): string {
  return JSON.stringify({
    data: {
      products: products.map((product) => ({
        id: product.id,
        title: product.name,
        brand: product.brand,
        url: productPath(product),
        image: imagePath(product),
        pricing: { current: product.price, was: product.wasPrice, currency: 'USD' },
        specs: { weight: product.weight, fibre: product.fibre },
      })),
    },
  });
}

export function productPage(look: ShopLook, product: FakeProduct): string {
  return page(
    look,
    product.name,
    `<h2>${escapeHtml(product.name)}</h2><p>${formatDollars(product.price)}</p>`,
  );
}

export function productImage(product: FakeProduct): string {
  const hue = [...product.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" fill="hsl(${hue} 30% 92%)"/><circle cx="80" cy="80" r="56" fill="hsl(${hue} 55% 55%)"/>
</svg>`;
}

/** `/shop/scripted`: a page full of ways to run script, for the archive sanitiser's test. */
export function scriptedPage(look: ShopLook): string {
  const head = `<script>window.ran = true;</script><meta http-equiv="refresh" content="0;url=/shop/listing">
<base href="https://evil.example/">`;
  const body = `<div onload="alert(1)" onclick="alert(2)"><p>Kept text of the scripted page</p>
<a href="javascript:alert(3)">bad link</a><a href="/shop/listing">good link</a>
<iframe src="/shop/listing"></iframe><object data="x.swf"></object><embed src="x.swf">
<noscript><p>no script</p></noscript><img src="/x.png" onerror="alert(4)">
<svg><script>alert(5)</script></svg><form action="javascript:alert(6)"><button formaction="javascript:alert(7)">go</button></form></div>
<body onload="alert(8)"><script src="/evil.js"></script>`;
  return page(look, 'Scripted page', body, head);
}

/**
 * `/shop/sockets`: the listing plus a script that tries the ways around request interception (a WebSocket and a
 * worker's fetch back to the shop), for the dynamic fetcher's SSRF test. `/socket` and `/worker-ping` are logged.
 */
export function socketsPage(look: ShopLook, products: readonly FakeProduct[]): string {
  const script = `<script>
try { new WebSocket('ws://' + location.host + '/socket'); } catch (e) {}
try {
  const code = "fetch('http://" + location.host + "/worker-ping').catch(function () {});";
  new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
} catch (e) {}
</script>`;
  return listingPage(look, products).replace('</main>', `</main>${script}`);
}
