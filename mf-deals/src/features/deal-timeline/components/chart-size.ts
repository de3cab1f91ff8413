/** The history chart's height, also its loading placeholder's (kept out of the chart's lazy chunk). */
export const CHART_HEIGHT = 320;
