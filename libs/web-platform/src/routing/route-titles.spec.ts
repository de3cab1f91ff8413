import { pageTitleFor } from './route-titles';

describe('shell page titles', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/settings', 'Settings'],
    ['/settings/sync', 'Sync'],
    ['/settings/integrations/ravelry', 'Integrations'],
    ['/yarn', 'Yarn Management'],
    ['/nowhere', 'Yarn Management'],
    ['/', 'Yarn Management'],
  ])('%s -> %s', (pathname, title) => {
    expect(pageTitleFor(pathname)).toBe(title);
  });
});
