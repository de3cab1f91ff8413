/**
 * Runs before any chunk of the app loads: a page whose last applied look was dark (or auto on a dark system)
 * opens dark instead of white. SettingsRuntime (libs/web-platform) remembers the look under this key and keeps
 * `data-theme-mode` on <html> current once React runs, so the rule below then follows the user's settings.
 * No import: this module runs before the shared libraries are negotiated (the async boundary of index.ts).
 */
export const REMEMBERED_APPEARANCE_KEY = 'yarn-mgmt.appearance';
/** The dark theme's page background (libs/ui createAppTheme('dark')). */
export const DARK_PAGE_BACKGROUND = '#121212';

type Mode = 'light' | 'dark';

export function rememberedMode(stored: string | null, systemDark: boolean): Mode {
  try {
    const theme: unknown = (JSON.parse(stored ?? 'null') as { theme?: unknown } | null)?.theme;
    if (theme === 'dark') return 'dark';
    if (theme === 'auto') return systemDark ? 'dark' : 'light';
  } catch {
    // A damaged entry: light, as without one.
  }
  return 'light';
}

export function prePaint(doc: Document = document, win: Window = window): void {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(REMEMBERED_APPEARANCE_KEY);
  } catch {
    // Storage unavailable: light.
  }
  const systemDark =
    typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches;
  const style = doc.createElement('style');
  style.textContent = `html[data-theme-mode="dark"]{background-color:${DARK_PAGE_BACKGROUND};color-scheme:dark}`;
  doc.head.append(style);
  doc.documentElement.dataset.themeMode = rememberedMode(stored, systemDark);
}
