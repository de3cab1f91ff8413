import {
  DISPLAY_DENSITIES,
  THEME_PREFERENCES,
  type DisplayDensity,
  type ThemePreference,
} from '@yarn-mgmt/contracts';

/** The look a page opens with: the user's theme and density, or the last ones applied in this browser. */
export interface Appearance {
  theme: ThemePreference;
  density: DisplayDensity;
}

export const DEFAULT_APPEARANCE: Appearance = { theme: 'light', density: 'comfortable' };

/** localStorage key of the last applied appearance, so a dark user's next page does not open white. */
export const APPEARANCE_STORAGE_KEY = 'yarn-mgmt.appearance';

const isTheme = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);
const isDensity = (value: unknown): value is DisplayDensity =>
  DISPLAY_DENSITIES.includes(value as DisplayDensity);

/** The remembered appearance, else light and comfortable (also when storage is unavailable or damaged). */
export function readAppearance(): Appearance {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_APPEARANCE;
    const { theme, density } = stored as Record<string, unknown>;
    return {
      theme: isTheme(theme) ? theme : DEFAULT_APPEARANCE.theme,
      density: isDensity(density) ? density : DEFAULT_APPEARANCE.density,
    };
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

export function rememberAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(appearance));
  } catch {
    // Private mode or a full storage: the page still applies the settings, only the next start may open light.
  }
}
