import { createAppTheme, resolvePaletteMode } from './create-app-theme';

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
