import { RAVELRY_PATTERNS_API } from '@yarn-mgmt/contracts';
import {
  admit,
  apiPathOf,
  canonicalUrl,
  isComposedApiPath,
  isPublicApiRequest,
  isThrottledApiRequest,
  serviceFor,
} from './route-table.js';

describe('gateway route table', () => {
  it.each([
    ['account', ['/auth/login']],
    ['inventory', ['/yarn', '/yarn/12/favorite', '/shopping-list']],
    ['tools', ['/smart-recommendations/chat']],
    ['deals', ['/archives/3/html']],
  ])('finds %s as the owner of %p', (service, paths) => {
    for (const path of paths) expect(serviceFor(path)).toBe(service);
  });

  it('leaves the composed dashboard paths to the gateway itself', () => {
    expect(serviceFor('/activity/recent')).toBeUndefined();
    expect(serviceFor('/dashboard/stats')).toBeUndefined();
    expect(isComposedApiPath('/activity/recent')).toBe(true);
    expect(isComposedApiPath('/dashboard/stats')).toBe(true);
    expect(isComposedApiPath('/dashboards')).toBe(false);
  });

  it('owns nothing by a mere string prefix', () => {
    expect(serviceFor('/yarnballs')).toBeUndefined();
    expect(serviceFor('/')).toBeUndefined();
  });

  it('strips /api and the query', () => {
    expect(apiPathOf('/api/auth/login?next=1')).toBe('/auth/login');
    expect(apiPathOf('/api/auth/login/')).toBe('/auth/login');
    expect(apiPathOf('/api')).toBe('/');
    expect(apiPathOf('/apix/yarn')).toBeNull();
    expect(apiPathOf('/health')).toBeNull();
  });

  it('needs no token for sign-in, sign-up and unknown paths only', () => {
    const open = ['/api/auth/login', '/api/auth/register', '/api/nothing-here'];
    const guarded = [
      '/api/auth/me',
      '/api/yarn',
      '/api/auth/login-as-admin',
      '/api/dashboard/stats',
      '/api/activity/recent?limit=3',
    ];
    for (const path of open) expect(isPublicApiRequest(path, 'POST')).toBe(true);
    for (const path of guarded) expect(isPublicApiRequest(path, 'GET')).toBe(false);
  });

  it("lets a pattern's two file links through without a token, GET only, and nothing beside them", () => {
    const id = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
    const open = [
      `/api/patterns/${id}/view?exp=1&sig=x`,
      `/api/patterns/${id}/download`,
      `/api/patterns/${id.toUpperCase()}/view`,
    ];
    const guarded = [
      `/api/patterns/${id}`,
      `/api/patterns/${id}/file`,
      `/api/patterns/${id}/file-links`,
      `/api/patterns/${id}/view/extra`,
      `/api/patterns/${id}/view/../../../yarn`,
      `/api/patterns/${id}x/view`,
      `/api/patterns/not-an-id/view`,
      `/api/patterns/${id}/viewer`,
      `/api/yarn/${id}/view`,
      `/api/patterns/recommendations/similar/${id}`,
    ];
    for (const path of open) expect([path, isPublicApiRequest(path, 'GET')]).toEqual([path, true]);
    for (const path of guarded) expect([path, isPublicApiRequest(path, 'GET')]).toEqual([path, false]);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
      expect(isPublicApiRequest(`/api/patterns/${id}/view`, method)).toBe(false);
  });

  it('lets the queue board through without a token (the deals service asks for its cookie), but not the link to it', () => {
    for (const path of [
      '/api/scraper/queues',
      '/api/scraper/queues/',
      '/api/scraper/queues/api/queues?page=1',
    ])
      for (const method of ['GET', 'PUT'])
        expect([path, method, isPublicApiRequest(path, method)]).toEqual([path, method, true]);
    const guarded = [
      '/api/scraper/queues/session',
      '/api/scraper/queues/../targets',
      '/api/scraper/queues/%2e%2e/targets',
      '/api/scraper/queues/./../logs',
      '/api/scraper/queuesx',
      '/api/scraper/targets',
      '/api/scraper/trigger',
    ];
    for (const path of guarded) expect([path, isPublicApiRequest(path, 'POST')]).toEqual([path, false]);
  });

  it('puts every path in one canonical form before any decision, or refuses it', () => {
    expect(canonicalUrl('/API//auth/%6C%6Fgin/?next=%2F')).toBe('/api/auth/login?next=%2F');
    expect(canonicalUrl('/api/deals/brands/Lion%20brand/timeline')).toBe(
      '/api/deals/brands/Lion%20brand/timeline',
    );
    expect(canonicalUrl('/api/deals/brands/a%2fb')).toBe('/api/deals/brands/a%2Fb');
    for (const trick of [
      '/api/yarn/../auth/login',
      '/api/yarn/%2e%2E/auth/login',
      '/api/yarn/.',
      '/api/yarn\\..\\auth',
      '/api/auth/login;x=1',
      '/api/yarn/%00',
      '/api/yarn/%0d%0a',
      '/api/yarn/%zz',
      'api/yarn',
    ])
      expect([trick, canonicalUrl(trick)]).toEqual([trick, null]);
    expect(admit('GET', '/api/yarn/%2e%2e/auth/me')).toEqual({ kind: 'refused' });
  });

  it('throttles sign-in and sign-up, and lets them through untokened, in every spelling', () => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/LOGIN',
      '/api/Auth/login/',
      '/API/auth/login',
      '//api//auth//login',
      '/api/auth/%6Cogin',
      '/api/auth/REGISTER',
      '/api/auth/%72egister?x=1',
    ]) {
      expect([path, isPublicApiRequest(path, 'POST'), isThrottledApiRequest(path, 'POST')]).toEqual([
        path,
        true,
        true,
      ]);
    }
    expect(isThrottledApiRequest('/api/auth/me', 'GET')).toBe(false);
    expect(isThrottledApiRequest('/api/auth/login-as-admin', 'POST')).toBe(false);
  });

  it('owns a path in any letter case, as the services route it', () => {
    expect(admit('DELETE', '/api/auth/ACCOUNT')).toMatchObject({
      kind: 'service',
      service: 'account',
      access: 'token',
    });
    expect(admit('GET', '/api/YARN/abc')).toMatchObject({
      kind: 'service',
      service: 'inventory',
      url: '/api/YARN/abc',
    });
    expect(admit('GET', '/api/Dashboard/stats')).toMatchObject({ kind: 'composed' });
    expect(isPublicApiRequest('/api/SCRAPER/queues/SESSION', 'POST')).toBe(false);
    expect(isPublicApiRequest('/api/Scraper/Queues/api/queues', 'GET')).toBe(true);
  });

  it("lets the yarn assistant's status, query and chat through untokened (the widget is on /login too), nothing else", () => {
    expect(isPublicApiRequest('/api/smart-recommendations/status', 'GET')).toBe(true);
    expect(isPublicApiRequest('/api/Smart-Recommendations/CHAT/', 'POST')).toBe(true);
    expect(isPublicApiRequest('/api/smart-recommendations/%71uery', 'POST')).toBe(true);
    expect(isThrottledApiRequest('/api/smart-recommendations/chat', 'POST')).toBe(false);
    expect(isPublicApiRequest('/api/smart-recommendations/chat', 'DELETE')).toBe(false);
    expect(isPublicApiRequest('/api/smart-recommendations/status', 'POST')).toBe(false);
    expect(isPublicApiRequest('/api/smart-recommendations/chat/history', 'GET')).toBe(false);
    expect(isPublicApiRequest('/api/smart-recommendations', 'POST')).toBe(false);
    expect(isPublicApiRequest('/api/ai-designer/generate', 'POST')).toBe(false);
  });

  it("lets the providers' redirects back to the two OAuth callbacks through untokened (GET only), nothing else", () => {
    expect(isPublicApiRequest('/api/ravelry/callback?code=c&state=s', 'GET')).toBe(true);
    expect(isPublicApiRequest('/api/integrations/google-drive/callback?code=c&state=s', 'GET')).toBe(true);
    expect(isPublicApiRequest('/api/Ravelry/Callback', 'HEAD')).toBe(true);
    expect(isThrottledApiRequest('/api/ravelry/callback', 'GET')).toBe(false);
    expect(isPublicApiRequest('/api/ravelry/callback', 'POST')).toBe(false);
    for (const path of [
      '/api/ravelry/auth',
      '/api/ravelry/status',
      '/api/ravelry/disconnect',
      '/api/ravelry/sync',
    ])
      expect(isPublicApiRequest(path, 'GET')).toBe(false);
    expect(isPublicApiRequest('/api/integrations/google-drive/auth', 'GET')).toBe(false);
    expect(isPublicApiRequest('/api/integrations/google-drive/callback/x', 'GET')).toBe(false);
    expect(admit('GET', '/api/integrations/google-drive/callback')).toMatchObject({
      kind: 'service',
      service: 'account',
      access: 'public',
    });
  });

  it('lets a new tab open a pattern PDF held in Drive untokened (GET and HEAD of view and download, a UUID only)', () => {
    const uuid = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';
    for (const kind of ['view', 'download']) {
      expect(admit('GET', `/api/integrations/google-drive/files/${uuid}/${kind}?sig=s`)).toMatchObject({
        service: 'account',
        access: 'public',
      });
      expect(isPublicApiRequest(`/api/integrations/google-drive/files/${uuid}/${kind}`, 'HEAD')).toBe(true);
      expect(isPublicApiRequest(`/api/integrations/google-drive/files/${uuid}/${kind}`, 'POST')).toBe(false);
      expect(isPublicApiRequest(`/api/integrations/google-drive/files/x/${kind}`, 'GET')).toBe(false);
    }
    // The move's progress is the user's own: a token.
    expect(isPublicApiRequest('/api/integrations/google-drive/files', 'GET')).toBe(false);
  });

  it('sends a live Ravelry pattern (a number, ?source=ravelry) to the account service, everything else under /patterns to the patterns service', () => {
    const uuid = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';
    // The account service's route for it (the contract both sides share).
    expect(RAVELRY_PATTERNS_API.pattern(700001)).toBe('/ravelry/patterns/700001');
    expect(admit('GET', '/api/patterns/700001?source=ravelry')).toEqual({
      kind: 'service',
      url: '/api/ravelry/patterns/700001',
      apiPath: '/ravelry/patterns/700001',
      service: 'account',
      access: 'token',
    });
    // Every spelling of it; other query parameters are not passed on.
    for (const url of [
      '/api/Patterns/700001/?source=ravelry',
      '/api/patterns/%37%30%30001?source=ravelry',
      '/api/patterns/700001?x=1&source=ravelry',
    ])
      expect(admit('GET', url)).toMatchObject({ service: 'account', url: '/api/ravelry/patterns/700001' });
    expect(admit('HEAD', '/api/patterns/700001?source=ravelry')).toMatchObject({ service: 'account' });
    // A library pattern, another source, no source, a doubled source, a write, a sub-path: the patterns service.
    for (const [method, url] of [
      ['GET', `/api/patterns/${uuid}?source=ravelry`],
      ['GET', '/api/patterns/700001?source=local'],
      ['GET', '/api/patterns/700001'],
      ['GET', '/api/patterns/700001?source=RAVELRY'],
      ['GET', '/api/patterns/700001?source=ravelry&source=local'],
      ['GET', '/api/patterns/0700001?source=ravelry'],
      ['GET', '/api/patterns/stats?source=ravelry'],
      ['GET', '/api/patterns/700001/file-links?source=ravelry'],
      ['PUT', '/api/patterns/700001?source=ravelry'],
      ['DELETE', '/api/patterns/700001?source=ravelry'],
    ] as const)
      expect(admit(method, url)).toMatchObject({ service: 'patterns', url });
    // The rewritten request asks for a token like any other, and reads the same when admitted again.
    expect(isPublicApiRequest('/api/patterns/700001?source=ravelry', 'GET')).toBe(false);
    expect(admit('GET', '/api/ravelry/patterns/700001')).toMatchObject({ service: 'account' });
  });
});
