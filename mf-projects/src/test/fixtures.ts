import type {
  Pattern,
  Project,
  ProjectAllocation,
  ProjectCounter,
  ProjectStatusCounts,
  Yarn,
} from '@yarn-mgmt/contracts';
import { patternFixture, yarnFixture } from '@yarn-mgmt/testing/web';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const PATTERN_ID = '22222222-2222-4222-8222-222222222222';
export const YARN_ID = '33333333-3333-4333-8333-333333333333';
export const ALLOCATION_ID = '44444444-4444-4444-8444-444444444444';
export const COUNTER_ID = '55555555-5555-4555-8555-555555555555';

export function projectFixture(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    name: 'Flax for Sam',
    project_name: 'Flax for Sam',
    status: 'queued',
    pattern_id: PATTERN_ID,
    pattern_name: 'Flax',
    pattern: { title: 'Flax', craft_type: 'knitting' },
    pattern_sizes: ['S', 'M', 'L'],
    craft_type: 'knitting',
    size: 'M',
    start_date: '2026-01-05',
    end_date: null,
    progress_percentage: 40,
    notes: null,
    priority: null,
    target_completion_date: null,
    recipient: null,
    size_made: null,
    needle_size: null,
    gauge_achieved: null,
    photos: [],
    allocations: [],
    counters: [],
    total_rows: null,
    progress_follows_counter_id: null,
    run_out: null,
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

/** Projects numbered from 1, each with its own id and name. */
export function numberedProject(n: number, overrides: Partial<Project> = {}): Project {
  const name = `Project ${n}`;
  return projectFixture({
    id: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
    name,
    project_name: name,
    ...overrides,
  });
}

export function allocationFixture(overrides: Partial<ProjectAllocation> = {}): ProjectAllocation {
  return {
    id: ALLOCATION_ID,
    yarn_id: YARN_ID,
    brand: 'Malabrigo',
    line: 'Rios',
    colorway: 'Ocean',
    weight_category: 'Worsted',
    yards_per_skein: 210,
    skeins_reserved: 4,
    yards_reserved: 840,
    skeins_used: 1,
    yards_used: 210,
    skeins_still_reserved: 3,
    yards_still_reserved: 630,
    released: false,
    ...overrides,
  };
}

export function counterFixture(overrides: Partial<ProjectCounter> = {}): ProjectCounter {
  return { id: COUNTER_ID, name: 'Rows', value: 12, target: null, position: 0, ...overrides };
}

export function countsFixture(overrides: Partial<ProjectStatusCounts> = {}): ProjectStatusCounts {
  return { all: 0, queued: 0, active: 0, hibernating: 0, completed: 0, frogged: 0, ...overrides };
}

/** A pattern offered in the project form: the shared pattern builder, under this module's pattern id. */
export function patternOption(overrides: Partial<Pattern> = {}): Pattern {
  return patternFixture({
    id: PATTERN_ID,
    needle_sizes: [],
    gauge_stitches: null,
    pattern_source: null,
    ...overrides,
  });
}

/** A stash entry offered in the project form: the shared yarn builder, with this module's ids. */
export function yarnOption(n: number, overrides: Partial<Yarn> = {}): Yarn {
  const yarn = yarnFixture(n);
  return {
    ...yarn,
    id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`,
    yarn_line: {
      ...yarn.yarn_line,
      id: '88888888-8888-4888-8888-888888888888',
      brand: { ...yarn.yarn_line.brand, id: '99999999-9999-4999-8999-999999999999' },
    },
    ...overrides,
  };
}
