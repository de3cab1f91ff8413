import { pageTitleFor, titleForPattern } from './route-titles';

describe('page titles from APP_ROUTES', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/yarn', 'Yarn Inventory'],
    ['/yarn/new', 'Add Yarn'],
    ['/yarn/42', 'Yarn Details'],
    ['/yarn/42/edit', 'Edit Yarn'],
    ['/patterns/bulk-upload', 'Bulk Upload'],
    ['/settings/integrations/ravelry', 'Integrations'],
    ['/deals', 'Yarn Deals'],
    ['/nowhere', 'Yarn Management'],
    ['/', 'Yarn Management'],
  ])('%s -> %s', (pathname, title) => {
    expect(pageTitleFor(pathname)).toBe(title);
  });

  it('gives a pattern its own title', () => {
    expect(titleForPattern('/patterns/:id/edit')).toBe('Edit Pattern');
    expect(titleForPattern('/unknown')).toBe('Yarn Management');
  });
});
