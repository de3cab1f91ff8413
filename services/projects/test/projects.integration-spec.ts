import {
  ActivityItemSchema,
  ProjectSchema,
  ProjectStatusCountsSchema,
  PROJECTS_API,
  type Project,
} from '@yarn-mgmt/contracts';
import { projectsSuite } from './helpers.js';

const suite = projectsSuite('projects_crud');
const { call, count, create, token } = suite;

const activity = async (user: string) =>
  ActivityItemSchema.array()
    .parse((await call('GET', PROJECTS_API.recentActivity, { token: user })).body)
    .map((item) => item.description);
const move = (user: string, id: string, status: string) =>
  call('PATCH', PROJECTS_API.status(id), { token: user, body: { status } });

describe('auth', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', PROJECTS_API.projects)).status).toBe(401);
  });
});

describe('POST /projects, GET, PATCH, DELETE', () => {
  it('creates a queued project with every field, progress 0, and an activity row', async () => {
    const user = token();
    const project = await create(user, {
      size: 'M',
      start_date: '2026-11-01',
      needle_size: 'US 7 (4.5 mm)',
      gauge_achieved: '20 sts / 4 in',
      size_made: 'Adult M',
      photos: [{ url: 'https://example.com/hat.jpg', alt: 'Finished hat' }],
      total_rows: 120,
    });
    expect(project).toMatchObject({
      name: 'Winter Hat',
      project_name: 'Winter Hat',
      status: 'queued',
      pattern_id: null,
      pattern_name: null,
      pattern: null,
      craft_type: 'knitting',
      size: 'M',
      start_date: '2026-11-01',
      end_date: null,
      progress_percentage: 0,
      notes: 'Cast on 96',
      priority: 'high',
      target_completion_date: '2026-12-20',
      recipient: 'Mum',
      size_made: 'Adult M',
      needle_size: 'US 7 (4.5 mm)',
      gauge_achieved: '20 sts / 4 in',
      photos: [{ url: 'https://example.com/hat.jpg', alt: 'Finished hat' }],
      allocations: [],
      counters: [],
      total_rows: 120,
      progress_follows_counter_id: null,
      run_out: null,
    });
    expect((await call('GET', PROJECTS_API.project(project.id), { token: user })).body).toEqual(project);
    expect(await activity(user)).toEqual(['Created project "Winter Hat"']);
  });

  it('takes the spec’s payload: project_name, an empty yarn list and the other status words', async () => {
    const user = token();
    const reply = await call('POST', PROJECTS_API.projects, {
      token: user,
      body: { project_name: 'Socks', yarn_inventory_ids: [], status: 'in_progress' },
    });
    expect(reply.status).toBe(201);
    const project = ProjectSchema.parse(reply.body);
    expect(project).toMatchObject({ name: 'Socks', project_name: 'Socks', status: 'active' });
    // Work started today, since none was given.
    expect(project.start_date).toBe(new Date().toISOString().slice(0, 10));
    const planned = await create(user, { name: 'Shawl', status: 'planned' });
    expect(planned.status).toBe('queued');
  });

  it('refuses a project without a name, with the field named, and saves nothing', async () => {
    const user = token();
    const reply = await call('POST', PROJECTS_API.projects, { token: user, body: { project_name: ' ' } });
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: ['Project name is required'] } },
    });
    expect(await count('projects')).toBeGreaterThanOrEqual(0);
    expect(await count('projects', 'user_id = $1', [suite.harness.user('nobody').id])).toBe(0);
  });

  it('edits only what is sent, and clears what is sent empty', async () => {
    const user = token();
    const project = await create(user);
    const reply = await call('PATCH', PROJECTS_API.project(project.id), {
      token: user,
      body: { project_name: 'Winter Beanie', recipient: '', priority: 'low', progress_percentage: 40 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Winter Beanie',
      recipient: null,
      priority: 'low',
      progress_percentage: 40,
      notes: 'Cast on 96',
      target_completion_date: '2026-12-20',
    });
    expect(Date.parse(ProjectSchema.parse(reply.body).updated_at)).toBeGreaterThanOrEqual(
      Date.parse(project.updated_at),
    );
  });

  it('deletes a project with an activity row; then it is a 404', async () => {
    const user = token();
    const project = await create(user);
    expect((await call('DELETE', PROJECTS_API.project(project.id), { token: user })).status).toBe(204);
    expect((await call('GET', PROJECTS_API.project(project.id), { token: user })).status).toBe(404);
    expect((await activity(user))[0]).toBe('Deleted project "Winter Hat"');
  });

  it('answers 404 "Project not found" for an unknown or malformed id', async () => {
    const user = token();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await call('GET', PROJECTS_API.project(id), { token: user })).toMatchObject({
        status: 404,
        body: { error: 'Project not found' },
      });
    }
  });
});

describe('PATCH /projects/{id}/status', () => {
  it('moves through the five statuses with their dates, progress and activity', async () => {
    const user = token();
    const project = await create(user);
    const moved = async (status: string): Promise<Project> => {
      const reply = await move(user, project.id, status);
      expect(reply.status).toBe(200);
      return ProjectSchema.parse(reply.body);
    };
    const today = new Date().toISOString().slice(0, 10);
    expect(await moved('in_progress')).toMatchObject({ status: 'active', start_date: today });
    expect(await moved('hibernating')).toMatchObject({ status: 'hibernating', start_date: today });
    expect(await moved('completed')).toMatchObject({
      status: 'completed',
      end_date: today,
      progress_percentage: 100,
    });
    expect((await moved('frogged')).status).toBe('frogged');
    expect((await moved('planned')).status).toBe('queued');
    expect(await activity(user)).toEqual([
      'Moved "Winter Hat" to Queue',
      'Frogged project "Winter Hat"',
      'Completed project "Winter Hat"',
      'Moved "Winter Hat" to On Hold',
      'Moved "Winter Hat" to Active',
      'Created project "Winter Hat"',
    ]);
  });

  it('records nothing for a move to the same status, and refuses another word', async () => {
    const user = token();
    const project = await create(user);
    expect((await move(user, project.id, 'queued')).status).toBe(200);
    expect(await activity(user)).toEqual(['Created project "Winter Hat"']);
    expect(await move(user, project.id, 'done')).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { status: ['Status must be one of queued, active, hibernating, completed, frogged'] },
      },
    });
  });
});

describe('GET /projects/counts', () => {
  it('counts each status and all, for the filters given', async () => {
    const user = token();
    await create(user, { name: 'A' });
    await create(user, { name: 'B', status: 'active', recipient: 'Sam' });
    await create(user, { name: 'C', status: 'completed' });
    const reply = await call('GET', `${PROJECTS_API.counts}`, { token: user });
    expect(ProjectStatusCountsSchema.parse(reply.body)).toEqual({
      all: 3,
      queued: 1,
      active: 1,
      hibernating: 0,
      completed: 1,
      frogged: 0,
    });
    const sam = await call('GET', `${PROJECTS_API.counts}?recipient=sam`, { token: user });
    expect(sam.body).toMatchObject({ all: 1, active: 1, queued: 0 });
    expect((await call('GET', `${PROJECTS_API.counts}?status=active`, { token: user })).status).toBe(400);
  });
});
