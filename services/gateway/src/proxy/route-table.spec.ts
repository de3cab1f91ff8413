import { apiPathOf, isPublicApiRequest, serviceFor } from './route-table.js';

describe('gateway route table', () => {
  it('finds the owning service by prefix, never by a mere string prefix', () => {
    expect(serviceFor('/auth/login')).toBe('account');
    expect(serviceFor('/yarn')).toBe('inventory');
    expect(serviceFor('/yarn/12/favorite')).toBe('inventory');
    expect(serviceFor('/shopping-list')).toBe('inventory');
    expect(serviceFor('/activity/recent')).toBe('inventory');
    expect(serviceFor('/smart-recommendations/chat')).toBe('tools');
    expect(serviceFor('/archives/3/html')).toBe('deals');
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
    expect(isPublicApiRequest('/api/auth/login')).toBe(true);
    expect(isPublicApiRequest('/api/auth/register')).toBe(true);
    expect(isPublicApiRequest('/api/nothing-here')).toBe(true);
    expect(isPublicApiRequest('/api/auth/me')).toBe(false);
    expect(isPublicApiRequest('/api/yarn')).toBe(false);
    expect(isPublicApiRequest('/api/auth/login-as-admin')).toBe(false);
  });
});
