import { useEffect, useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Theme } from '@mui/material';
import { createAppTheme, resolvePaletteMode } from '@yarn-mgmt/ui';
import { FormatProvider } from '../format/format-context';
import { formatSettingsFrom } from '../format/formatters';
import {
  DEFAULT_APPEARANCE,
  readAppearance,
  rememberAppearance,
  type Appearance,
} from './applied-appearance';
import { useSettings } from './settings-api';
import { usePrefersDark } from './use-prefers-dark';

export interface SettingsRuntimeProps {
  children: ReactNode;
  /** A fixed theme (tests, a page that must not follow the user); otherwise the user's settings decide. */
  theme?: Theme;
}

/**
 * Applies the signed-in user's settings to everything below: MUI theme (light, dark, or auto following the
 * system live), display density, and the currency and date format of useFormatters(). Signed out, or until the
 * settings arrive, the page keeps the appearance last applied in this browser (else light, comfortable) and the
 * spec's formats.
 */
export function SettingsRuntime({ children, theme }: SettingsRuntimeProps) {
  const { data: settings } = useSettings();
  const prefersDark = usePrefersDark();
  // Read again whenever the settings come or go: signing out keeps the look the user had.
  const remembered = useMemo<Appearance>(
    () => (settings ? DEFAULT_APPEARANCE : readAppearance()),
    [settings],
  );
  const themePreference = settings?.theme_preference ?? remembered.theme;
  const density = settings?.display_density ?? remembered.density;

  useEffect(() => {
    if (!settings) return;
    const applied: Appearance = { theme: settings.theme_preference, density: settings.display_density };
    rememberAppearance(applied);
  }, [settings]);

  const mode = resolvePaletteMode(themePreference, prefersDark);
  const appTheme = useMemo(() => theme ?? createAppTheme(mode, density), [theme, mode, density]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.themeMode = appTheme.palette.mode;
    root.dataset.density = density;
  }, [appTheme, density]);

  const formatSettings = settings ? formatSettingsFrom(settings) : undefined;
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline enableColorScheme />
      <FormatProvider settings={formatSettings}>{children}</FormatProvider>
    </ThemeProvider>
  );
}
