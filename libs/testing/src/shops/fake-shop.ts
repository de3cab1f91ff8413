import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DEMO_CATALOGUE, FAKE_SHOP_CATALOGUE, type FakeProduct } from './catalogue.js';
import {
  DEMO_NOTICE,
  apiBody,
  jsListingPage,
  listingPage,
  productImage,
  productPage,
  scriptedPage,
  socketsPage,
  type BrokenField,
  type ShopLook,
} from './pages.js';
import { keepClientConnections } from '@yarn-mgmt/nest-kit';

export interface FakeShopOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The launcher's demo shop: the 24-yarn catalogue and a header saying it is local test data. */
  demo?: boolean;
  name?: string;
  catalogue?: readonly FakeProduct[];
  /** How long `/shop/slow` waits before answering (default 5 s); `?ms=` overrides it per request. */
  slowMs?: number;
  /** How long the JS listing waits before rendering (default 150 ms). */
  renderDelayMs?: number;
  /** Size of `/shop/huge` (default 2 MB), sent in 64 KB chunks. */
  hugeBytes?: number;
  /** Status of `/robots.txt` (default 200, forbidding `/private/`): 404 allows everything, 5xx nothing. */
  robotsStatus?: number;
}

/** One request the shop answered, for tests that measure politeness. */
export interface ShopRequest {
  method: string;
  path: string;
  url: string;
  userAgent: string;
  startedAt: number;
  finishedAt: number | null;
}

export interface FakeShop {
  url: string;
  port: number;
  close(): Promise<void>;
  setCatalogue(products: readonly FakeProduct[]): void;
  catalogue(): readonly FakeProduct[];
  /** How many requests asked for this path (without the query). */
  hits(path: string): number;
  requests(): readonly ShopRequest[];
  resetLog(): void;
}

/** `?brand=Malabrigo,Cascade` on a listing or the API: only those brands (a shop's department, whatever the case). */
function brandsOnly(products: readonly FakeProduct[], brands: string | null): readonly FakeProduct[] {
  if (!brands) return products;
  const wanted = new Set(brands.split(',').map((brand) => brand.trim().toLowerCase()));
  return products.filter((product) => wanted.has(product.brand.toLowerCase()));
}

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /private/\n';

/**
 * A fake yarn retailer on 127.0.0.1 (node:http only, so the launcher can run it from the built package):
 * `/shop/listing`, `/shop/js-listing` (`?api=<url>` reads the products from another origin), `/api/products` (each
 * with `?brand=` for some brands only), `/shop/broken` (`?field=original_price` breaks the
 * was-price instead of the price), `/shop/slow`, `/shop/huge`, `/shop/scripted`, `/shop/sockets`, `/robots.txt` forbidding
 * `/private/` (`/private/listing` exists), `/redirect?to=<url>` (302), product pages and SVG images.
 */
export async function startFakeShop(options: FakeShopOptions = {}): Promise<FakeShop> {
  const demo = options.demo ?? false;
  const look: ShopLook = { name: options.name ?? (demo ? DEMO_NOTICE : 'Fake Yarn Shop'), demo };
  let allProducts: readonly FakeProduct[] =
    options.catalogue ?? (look.demo ? DEMO_CATALOGUE : FAKE_SHOP_CATALOGUE);
  let log: ShopRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function send(response: ServerResponse, status: number, type: string, body: string): void {
    response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  }

  function sendHuge(response: ServerResponse, total: number): void {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const chunk = `<p>${'yarn '.repeat(13_000)}</p>\n`;
    let sent = 0;
    const next = () => {
      while (sent < total && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', next);
      }
      response.end();
    };
    response.write('<!doctype html><html><body>');
    next();
  }

  function route(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const html = (body: string) => send(response, 200, 'text/html; charset=utf-8', body);
    const path = url.pathname;
    const products = brandsOnly(allProducts, url.searchParams.get('brand'));
    if (path === '/robots.txt') {
      const status = options.robotsStatus ?? 200;
      return send(response, status, 'text/plain', status === 200 ? ROBOTS_TXT : 'No robots.txt here');
    }
    if (path === '/shop/listing' || path === '/private/listing') return html(listingPage(look, products));
    if (path === '/shop/broken') {
      const field: BrokenField =
        url.searchParams.get('field') === 'original_price' ? 'original_price' : 'current_price';
      return html(listingPage(look, products, field));
    }
    if (path === '/shop/js-listing') {
      const brand = url.searchParams.get('brand');
      const api =
        url.searchParams.get('api') ??
        (brand ? `/api/products?brand=${encodeURIComponent(brand)}` : undefined);
      return html(jsListingPage(look, options.renderDelayMs ?? 150, api));
    }
    if (path === '/api/products') {
      response.setHeader('access-control-allow-origin', '*');
      return send(response, 200, 'application/json', apiBody(products));
    }
    if (path === '/shop/slow') {
      const ms = Number(url.searchParams.get('ms') ?? options.slowMs ?? 5000);
      return later(ms, () => html(listingPage(look, products)));
    }
    if (path === '/shop/huge') return sendHuge(response, options.hugeBytes ?? 2_000_000);
    if (path === '/shop/scripted') return html(scriptedPage(look));
    if (path === '/shop/sockets') return html(socketsPage(look, products));
    if (path === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/shop/listing' });
      return void response.end();
    }
    const product = products.find(
      (candidate) => path === `/shop/products/${candidate.id}` || path === `/shop/images/${candidate.id}.svg`,
    );
    if (product && path.endsWith('.svg')) return send(response, 200, 'image/svg+xml', productImage(product));
    if (product) return html(productPage(look, product));
    send(response, 404, 'text/plain', `Not found: ${request.method} ${path}`);
  }

  function record(request: IncomingMessage, url: URL): ShopRequest {
    const entry: ShopRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      url: url.pathname + url.search,
      userAgent: request.headers['user-agent'] ?? '',
      startedAt: Date.now(),
      finishedAt: null,
    };
    log.push(entry);
    return entry;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const entry = record(request, url);
    response.on('close', () => (entry.finishedAt = Date.now()));
    route(request, response, url);
  });
  // A WebSocket handshake is logged (a test proves none arrives) and refused.
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    record(request, new URL(request.url ?? '/', 'http://127.0.0.1')).finishedAt = Date.now();
    socket.destroy();
  });
  // A real provider keeps an idle connection about a minute; at Node's 5 s a caller's pooled next request would
  // meet the socket closing (ECONNRESET).
  keepClientConnections(server);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setCatalogue(next) {
      allProducts = [...next];
    },
    catalogue: () => allProducts,
    hits: (path) => log.filter((entry) => entry.path === path).length,
    requests: () => log,
    resetLog() {
      log = [];
    },
  };
}
