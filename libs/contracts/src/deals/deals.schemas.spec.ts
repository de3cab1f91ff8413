import { ScraperTargetCreateInputSchema, SELECTOR_MESSAGES, toFieldErrors } from '../index.js';

const valid = {
  name: 'Demo Yarn Shop',
  url: 'https://shop.example/sale',
  category: 'deals',
  scraperType: 'static',
  scrapeFrequency: 'daily',
  selectors: '{"item": ".product", "product_name": ".name", "current_price": ".price", "product_url": "a"}',
};

const errorsOf = (body: unknown) => {
  const result = ScraperTargetCreateInputSchema.safeParse(body);
  return result.success ? {} : toFieldErrors(result.error.issues);
};

it('accepts the form payload with the selectors as typed text, and as an object', () => {
  expect(ScraperTargetCreateInputSchema.parse(valid).selectors).toEqual({
    item: '.product',
    product_name: '.name',
    current_price: '.price',
    product_url: 'a',
  });
  expect(
    ScraperTargetCreateInputSchema.parse({
      ...valid,
      selectors: { item: 'li', product_name: 'h2', current_price: '.p', product_url: 'a' },
    }).selectors.item,
  ).toBe('li');
});

it('names the bad JSON, the unknown key and each missing required selector (DECISIONS 23)', () => {
  expect(errorsOf({ ...valid, selectors: '{"item": ' })).toEqual({ selectors: [SELECTOR_MESSAGES.badJson] });
  expect(
    errorsOf({
      ...valid,
      selectors: '{"item":"li","product_name":"h2","current_price":".p","product_url":"a","colour":".c"}',
    }),
  ).toEqual({
    'selectors.colour': [SELECTOR_MESSAGES.unknownKey('colour')],
  });
  expect(Object.keys(errorsOf({ ...valid, selectors: '{}' })).sort()).toEqual([
    'selectors.current_price',
    'selectors.item',
    'selectors.product_name',
    'selectors.product_url',
  ]);
  expect(errorsOf({ ...valid, selectors: '[1]' })).toEqual({ selectors: [SELECTOR_MESSAGES.notObject] });
  // A value that is not text is a field error, never a throw (the service would answer 500).
  expect(
    errorsOf({ ...valid, selectors: { item: 5, product_name: 'h2', current_price: '.p', product_url: 'a' } }),
  ).toEqual({ 'selectors.item': [SELECTOR_MESSAGES.notText('item')] });
});

it('takes only http and https URLs without credentials', () => {
  expect(errorsOf({ ...valid, url: 'ftp://shop.example/' })).toHaveProperty('url');
  expect(errorsOf({ ...valid, url: 'https://user:pw@shop.example/' })).toHaveProperty('url');
  expect(errorsOf({ ...valid, url: 'not a url' })).toHaveProperty('url');
  expect(errorsOf({ ...valid, url: 'http://127.0.0.1:4000/shop' })).toEqual({});
});
