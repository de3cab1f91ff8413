/** The selectors that read the fake shop's pages (DECISIONS 23), for the service's tests and the demo targets. */
const LISTING = {
  item: '.product-card',
  product_name: '.product-title',
  brand: '.product-brand',
  current_price: '.price-now',
  original_price: '.price-was',
  image_url: 'img.product-image',
  product_url: 'a.product-link',
  yarn_weight: '.spec-weight',
  fiber_content: '.spec-fibre',
} as const;

export const FAKE_SHOP_SELECTORS = {
  /** `/shop/listing`, `/private/listing`, `/shop/slow`, `/shop/broken` (which these no longer read fully). */
  static: LISTING,
  /** `/shop/js-listing`: the same cards, rendered by the page's script. */
  dynamic: LISTING,
  /** `/api/products`: dotted paths into `{ data: { products: [...] } }`. */
  api: {
    item: 'data.products',
    product_name: 'title',
    brand: 'brand',
    current_price: 'pricing.current',
    original_price: 'pricing.was',
    image_url: 'image',
    product_url: 'url',
    yarn_weight: 'specs.weight',
    fiber_content: 'specs.fibre',
  },
} as const;

/** The shop's paths, so tests and demo targets do not spell them twice. */
export const FAKE_SHOP_PATHS = {
  listing: '/shop/listing',
  jsListing: '/shop/js-listing',
  api: '/api/products',
  broken: '/shop/broken',
  slow: '/shop/slow',
  huge: '/shop/huge',
  scripted: '/shop/scripted',
  sockets: '/shop/sockets',
  privateListing: '/private/listing',
  robots: '/robots.txt',
  redirect: (to: string) => `/redirect?to=${encodeURIComponent(to)}`,
} as const;

/**
 * The demo shop's three targets (one per scraper type, each over two brands of its catalogue so that the gallery
 * shows every yarn once), named so that nobody mistakes them for a real shop.
 */
export function demoTargets(shopUrl: string) {
  const name = 'Demo Yarn Shop (local test data)';
  return [
    {
      name: `${name}: listing`,
      url: `${shopUrl}${FAKE_SHOP_PATHS.listing}?brand=Malabrigo,Cascade`,
      scraperType: 'static',
      selectors: FAKE_SHOP_SELECTORS.static,
    },
    {
      name: `${name}: JavaScript listing`,
      url: `${shopUrl}${FAKE_SHOP_PATHS.jsListing}?brand=Drops,Lion%20Brand`,
      scraperType: 'dynamic',
      selectors: FAKE_SHOP_SELECTORS.dynamic,
    },
    {
      name: `${name}: API`,
      url: `${shopUrl}${FAKE_SHOP_PATHS.api}?brand=Rowan,Berroco`,
      scraperType: 'api',
      selectors: FAKE_SHOP_SELECTORS.api,
    },
  ] as const;
}
