import { PROJECT_STATUSES } from '@yarn-mgmt/contracts';
import { emptyStatusText, progressShown, projectStatusColor } from './project-status-style.js';

describe('project status style', () => {
  it.each([
    ['queued', 'No queued projects', 'info'],
    ['active', 'No active projects', 'primary'],
    ['hibernating', 'No on-hold projects', 'warning'],
    ['completed', 'No completed projects', 'success'],
    ['frogged', 'No frogged projects', 'default'],
  ] as const)('%s: "%s", coloured %s', (status, text, color) => {
    expect(emptyStatusText(status)).toBe(text);
    expect(projectStatusColor(status)).toBe(color);
  });

  it('has a colour for every status', () => {
    expect(PROJECT_STATUSES.map(projectStatusColor).every(Boolean)).toBe(true);
  });
});

describe('progressShown', () => {
  it('shows 25 only when the value is missing', () => {
    expect(progressShown(undefined)).toBe(25);
    expect(progressShown(null)).toBe(25);
    expect(progressShown(Number.NaN)).toBe(25);
    expect(progressShown(0)).toBe(0);
    expect(progressShown(60)).toBe(60);
  });

  it('keeps the bar between 0 and 100', () => {
    expect(progressShown(140)).toBe(100);
    expect(progressShown(-3)).toBe(0);
  });
});
