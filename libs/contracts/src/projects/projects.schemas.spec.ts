import {
  ProjectCreateInputSchema,
  ProjectStatusUpdateInputSchema,
  ProjectUpdateInputSchema,
} from './projects.schemas.js';
import { ProjectCounterUpdateInputSchema, ProjectUsageHeadersSchema } from './project-yarn.schemas.js';
import { ProjectListQuerySchema } from './project-list.schemas.js';

const PATTERN_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

describe('ProjectCreateInputSchema', () => {
  it('needs a name unless a pattern is given', () => {
    const result = ProjectCreateInputSchema.safeParse({ project_name: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Project name is required']);
    expect(ProjectCreateInputSchema.safeParse({ pattern_id: PATTERN_ID, project_name: '' }).success).toBe(
      true,
    );
  });

  it('takes the spec’s payload and fills the defaults', () => {
    const value = ProjectCreateInputSchema.parse({
      pattern_id: PATTERN_ID,
      project_name: 'Winter hat',
      yarn_inventory_ids: [],
      status: 'planned',
    });
    expect(value).toMatchObject({ project_name: 'Winter hat', status: 'planned', progress_percentage: 0 });
  });

  it('refuses another status word and a progress above 100', () => {
    expect(ProjectCreateInputSchema.safeParse({ name: 'Hat', status: 'done' }).success).toBe(false);
    expect(ProjectCreateInputSchema.safeParse({ name: 'Hat', progress_percentage: 101 }).success).toBe(false);
  });
});

describe('ProjectUpdateInputSchema', () => {
  it('leaves out what is not sent, so it stays as it is', () => {
    expect(ProjectUpdateInputSchema.parse({ notes: 'Tighter gauge' })).toEqual({ notes: 'Tighter gauge' });
    expect(ProjectUpdateInputSchema.parse({ size: '' })).toEqual({ size: null });
  });
});

describe('the other inputs', () => {
  it('accepts the status aliases on a move', () => {
    expect(ProjectStatusUpdateInputSchema.parse({ status: 'in_progress' })).toEqual({
      status: 'in_progress',
    });
  });

  it('takes a value or a delta on a counter, not both and not nothing', () => {
    expect(ProjectCounterUpdateInputSchema.safeParse({ value: 3, delta: 1 }).success).toBe(false);
    expect(ProjectCounterUpdateInputSchema.safeParse({}).success).toBe(false);
    expect(ProjectCounterUpdateInputSchema.parse({ delta: -1 })).toEqual({ delta: -1 });
  });

  it('requires the usage call’s Idempotency-Key', () => {
    expect(ProjectUsageHeadersSchema.safeParse({}).success).toBe(false);
    expect(ProjectUsageHeadersSchema.parse({ 'idempotency-key': 'abc-1' })).toEqual({
      'idempotency-key': 'abc-1',
    });
  });

  it('defaults the list to the most recently updated first, 50 a page, at most 500', () => {
    expect(ProjectListQuerySchema.parse({})).toEqual({ sort: 'updated_at', limit: 50, offset: 0 });
    expect(ProjectListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(ProjectListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
