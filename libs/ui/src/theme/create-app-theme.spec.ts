import { createAppTheme, resolvePaletteMode, TOOLTIP_DELAYS } from './create-app-theme';

describe('createAppTheme', () => {
  it('gives every tooltip the app delays', () => {
    expect(createAppTheme().components?.MuiTooltip?.defaultProps).toEqual({
      enterDelay: 100,
      enterTouchDelay: 700,
      leaveTouchDelay: 1500,
    });
  });

  it('builds light and dark palettes', () => {
    expect(createAppTheme().palette.mode).toBe('light');
    expect(createAppTheme('dark').palette.mode).toBe('dark');
  });

  it('resolves auto from the system preference', () => {
    expect(resolvePaletteMode('auto', true)).toBe('dark');
    expect(resolvePaletteMode('auto', false)).toBe('light');
    expect(resolvePaletteMode('light', true)).toBe('light');
  });
});

describe('display density', () => {
  it('keeps MUI sizes and 8 px spacing when comfortable', () => {
    const theme = createAppTheme('light', 'comfortable');
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.components?.MuiButton).toBeUndefined();
    expect(theme.components?.MuiTable).toBeUndefined();
  });

  it('makes controls small, lists and tables dense and spacing tighter when compact', () => {
    const theme = createAppTheme('dark', 'compact');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.spacing(2)).toBe('12px');
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiTextField?.defaultProps).toEqual({ size: 'small', margin: 'dense' });
    expect(theme.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(theme.components?.MuiList?.defaultProps).toEqual({ dense: true });
    expect(theme.components?.MuiToolbar?.defaultProps).toEqual({ variant: 'dense' });
    expect(theme.components?.MuiTooltip?.defaultProps).toEqual(TOOLTIP_DELAYS);
  });
});
