import { PROJECT_STATUSES } from '@yarn-mgmt/contracts';
import { canonicalStatus, projectStatusLabel } from './project-status.js';

describe('canonicalStatus', () => {
  it.each([
    ['planned', 'queued'],
    ['in_progress', 'active'],
    ['queued', 'queued'],
    ['active', 'active'],
    ['hibernating', 'hibernating'],
    ['completed', 'completed'],
    ['frogged', 'frogged'],
  ] as const)('maps %s to %s', (input, expected) => {
    expect(canonicalStatus(input)).toBe(expected);
  });

  it('never answers one of the spec’s other words', () => {
    for (const input of ['planned', 'in_progress'] as const) {
      expect(PROJECT_STATUSES).toContain(canonicalStatus(input));
    }
  });
});

describe('projectStatusLabel', () => {
  it('names the five statuses as the tabs do', () => {
    expect(PROJECT_STATUSES.map(projectStatusLabel)).toEqual([
      'Queue',
      'Active',
      'On Hold',
      'Completed',
      'Frogged',
    ]);
  });
});
