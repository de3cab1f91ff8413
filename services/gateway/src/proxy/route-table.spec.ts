import { apiPathOf, isPublicApiRequest, serviceFor } from './route-table.js';

describe('gateway route table', () => {
  it.each([
    ['account', ['/auth/login']],
    ['inventory', ['/yarn', '/yarn/12/favorite', '/shopping-list', '/activity/recent']],
    ['tools', ['/smart-recommendations/chat']],
    ['deals', ['/archives/3/html']],
  ])('finds %s as the owner of %p', (service, paths) => {
    for (const path of paths) expect(serviceFor(path)).toBe(service);
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
    const guarded = ['/api/auth/me', '/api/yarn', '/api/auth/login-as-admin'];
    for (const path of open) expect(isPublicApiRequest(path)).toBe(true);
    for (const path of guarded) expect(isPublicApiRequest(path)).toBe(false);
  });
});
