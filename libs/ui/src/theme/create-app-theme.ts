import { createTheme, type PaletteMode, type Theme, type ThemeOptions } from '@mui/material';

/** The user's theme setting (spec part 2 section 9: light, dark, auto). */
export type ThemePreference = 'light' | 'dark' | 'auto';

/** Tooltip timings every tooltip in the app uses unless it says otherwise. */
export const TOOLTIP_DELAYS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

export const SIDE_PANEL_WIDTH = 240;

/** `auto` follows the operating system. */
export function resolvePaletteMode(preference: ThemePreference, prefersDark: boolean): PaletteMode {
  if (preference === 'auto') return prefersDark ? 'dark' : 'light';
  return preference;
}

const palettes: Record<PaletteMode, ThemeOptions['palette']> = {
  light: {
    mode: 'light',
    primary: { main: '#7b4397' },
    secondary: { main: '#e07a5f' },
    background: { default: '#f7f5fa', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#c59de0' },
    secondary: { main: '#f2a48f' },
  },
};

export function createAppTheme(mode: PaletteMode = 'light'): Theme {
  return createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 8 },
    components: {
      MuiTooltip: { defaultProps: { ...TOOLTIP_DELAYS } },
    },
  });
}
