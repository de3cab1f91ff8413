import { createAppTheme } from '@yarn-mgmt/ui';
import { APPEARANCE_STORAGE_KEY } from '@yarn-mgmt/web-platform';
import { DARK_PAGE_BACKGROUND, REMEMBERED_APPEARANCE_KEY, prePaint, rememberedMode } from './pre-paint';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.themeMode;
  document.head.innerHTML = '';
});

describe('pre-paint', () => {
  it("reads the key and paints the colour the platform's settings runtime uses", () => {
    expect(REMEMBERED_APPEARANCE_KEY).toBe(APPEARANCE_STORAGE_KEY);
    expect(DARK_PAGE_BACKGROUND).toBe(createAppTheme('dark').palette.background.default);
  });

  it('opens dark for a remembered dark look, or auto on a dark system, else light', () => {
    expect(rememberedMode('{"theme":"dark","density":"compact"}', false)).toBe('dark');
    expect(rememberedMode('{"theme":"auto"}', true)).toBe('dark');
    expect(rememberedMode('{"theme":"auto"}', false)).toBe('light');
    expect(rememberedMode('{"theme":"light"}', true)).toBe('light');
    expect(rememberedMode(null, true)).toBe('light');
    expect(rememberedMode('{oops', true)).toBe('light');
  });

  it('marks <html> and adds the rule that paints it dark before the app loads', () => {
    localStorage.setItem(
      REMEMBERED_APPEARANCE_KEY,
      JSON.stringify({ theme: 'dark', density: 'comfortable' }),
    );
    prePaint();
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    expect(document.head.querySelector('style')?.textContent).toBe(
      'html[data-theme-mode="dark"]{background-color:#121212;color-scheme:dark}',
    );
  });
});
