import { API_PROXY_ROUTE } from '@yarn-mgmt/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayRouteLabel } from './gateway-route-label.js';

const label = (request: object, statusCode = 200) =>
  gatewayRouteLabel(request as IncomingMessage, { statusCode } as ServerResponse);

describe("the gateway's route label", () => {
  it("is the upstream's prefix for a proxied call, fast path (no route) or full way (the proxy's route)", () => {
    expect(label({ url: '/api/yarn/0b6f1c1e-2a7d-4c61-9f0a-6b0d7d1b9c11' })).toBe('/api/yarn/*');
    expect(label({ url: '/api/yarn/42/photos?x=1', route: { path: API_PROXY_ROUTE }, baseUrl: '' })).toBe(
      '/api/yarn/*',
    );
    expect(label({ url: '/api/Shopping-List/items' }, 401)).toBe('/api/shopping-list/*');
    expect(label({ url: '/api/auth/login' }, 429)).toBe('/api/auth/*');
  });

  it("keeps the pattern of the gateway's own routes", () => {
    expect(label({ url: '/api/dashboard/stats', route: { path: '/api/dashboard/stats' }, baseUrl: '' })).toBe(
      '/api/dashboard/stats',
    );
    expect(label({ url: '/health', route: { path: '/health' }, baseUrl: '' })).toBe('/health');
  });

  it('is "unmatched" for an API path no service owns, and "static" for the shell\'s files and pages', () => {
    expect(label({ url: '/api/metrics' }, 404)).toBe('unmatched');
    expect(label({ url: '/api/wp-admin/x.php' }, 404)).toBe('unmatched');
    expect(label({ url: '/index.html', originalUrl: '/stash/some-page' })).toBe('static');
    expect(label({ url: '/no-such-file.js' }, 404)).toBe('unmatched');
  });
});
