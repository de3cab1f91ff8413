import { createTheme, type PaletteMode, type Theme, type ThemeOptions } from '@mui/material';

/** The user's theme setting (spec part 2 section 9: light, dark, auto); the same strings as the contracts'. */
export type ThemePreference = 'light' | 'dark' | 'auto';
/** The user's display density (spec part 2 section 2: comfortable, compact). */
export type Density = 'comfortable' | 'compact';

/** Tooltip timings every tooltip in the app uses unless it says otherwise. */
export const TOOLTIP_DELAYS = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const;

export const SIDE_PANEL_WIDTH = 240;

/** The spacing unit in px: MUI's 8 when comfortable, tighter when compact. */
export const DENSITY_SPACING: Record<Density, number> = { comfortable: 8, compact: 6 };

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

const small = { defaultProps: { size: 'small' } } as const;
const dense = { defaultProps: { dense: true } } as const;

/** Compact: the small / dense variant of every control that has one, unless a control asks for its own. */
const compactComponents: ThemeOptions['components'] = {
  MuiButton: small,
  MuiButtonGroup: small,
  MuiIconButton: small,
  MuiFab: small,
  MuiToggleButton: small,
  MuiToggleButtonGroup: small,
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiAutocomplete: small,
  MuiSelect: small,
  MuiCheckbox: small,
  MuiRadio: small,
  MuiSwitch: small,
  MuiChip: small,
  MuiPagination: small,
  MuiSlider: small,
  MuiTable: small,
  MuiList: dense,
  MuiMenuItem: dense,
  MuiListItemButton: dense,
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

export function createAppTheme(mode: PaletteMode = 'light', density: Density = 'comfortable'): Theme {
  return createTheme({
    palette: palettes[mode],
    shape: { borderRadius: 8 },
    spacing: DENSITY_SPACING[density],
    components: {
      ...(density === 'compact' ? compactComponents : {}),
      MuiTooltip: { defaultProps: { ...TOOLTIP_DELAYS } },
    },
  });
}
