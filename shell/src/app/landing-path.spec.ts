import { defaultViewPath, landingPath } from './landing-path';

const prefers = (defaultView: 'dashboard' | 'yarn' | 'patterns' | 'projects') => ({
  preferences: { emailNotifications: true, measurementUnit: 'metric' as const, defaultView },
});

describe('defaultViewPath', () => {
  it.each([
    ['dashboard', '/dashboard'],
    ['yarn', '/yarn'],
    ['patterns', '/patterns'],
    ['projects', '/projects'],
  ] as const)('opens %s at %s', (view, path) => {
    expect(defaultViewPath(prefers(view))).toBe(path);
  });

  it('opens /dashboard without preferences, or with a view this build does not know', () => {
    expect(defaultViewPath(null)).toBe('/dashboard');
    expect(defaultViewPath({})).toBe('/dashboard');
    expect(defaultViewPath(prefers('gallery' as 'yarn'))).toBe('/dashboard');
  });
});

describe('landingPath', () => {
  it('goes back to the page the guard turned away, with its query and hash', () => {
    expect(
      landingPath({ pathname: '/yarn/42', search: '?tab=usage', hash: '#top' }, prefers('projects')),
    ).toBe('/yarn/42?tab=usage#top');
    expect(landingPath({ pathname: '/dashboard' }, prefers('projects'))).toBe('/dashboard');
  });

  it("goes to the user's Default View when no page was asked for, or only /", () => {
    expect(landingPath(undefined, prefers('projects'))).toBe('/projects');
    expect(landingPath(null, prefers('yarn'))).toBe('/yarn');
    expect(landingPath({}, prefers('patterns'))).toBe('/patterns');
    expect(landingPath({ pathname: '/' }, prefers('projects'))).toBe('/projects');
    expect(landingPath({ pathname: '/', search: '', hash: '' }, null)).toBe('/dashboard');
  });
});
