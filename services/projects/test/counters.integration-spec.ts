import { ProjectSchema, PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { projectsSuite } from './helpers.js';

const suite = projectsSuite('projects_counters');
const { call, create, token } = suite;

const counterCall = async (user: string, method: string, url: string, body?: unknown): Promise<Project> => {
  const reply = await call(method, url, { token: user, body });
  if (reply.status >= 300) throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return ProjectSchema.parse(reply.body);
};

describe('counters', () => {
  it('adds several counters, counts up and down, resets and sets a value, never below 0', async () => {
    const user = token();
    const project = await create(user);
    await counterCall(user, 'POST', PROJECTS_API.counters(project.id), { name: 'Rows' });
    const answer = await counterCall(user, 'POST', PROJECTS_API.counters(project.id), {
      name: 'Repeats',
      target: 8,
    });
    expect(answer.counters.map((c) => [c.name, c.value, c.target, c.position])).toEqual([
      ['Rows', 0, null, 0],
      ['Repeats', 0, 8, 1],
    ]);
    const rows = answer.counters[0].id;
    const url = PROJECTS_API.counter(project.id, rows);
    for (let i = 0; i < 3; i += 1) await counterCall(user, 'PATCH', url, { delta: 1 });
    expect((await counterCall(user, 'PATCH', url, { delta: -1 })).counters[0].value).toBe(2);
    // Two taps at once both count.
    await Promise.all([
      counterCall(user, 'PATCH', url, { delta: 1 }),
      counterCall(user, 'PATCH', url, { delta: 1 }),
    ]);
    expect((await counterCall(user, 'GET', PROJECTS_API.project(project.id))).counters[0].value).toBe(4);
    expect((await counterCall(user, 'PATCH', url, { value: 0 })).counters[0].value).toBe(0);
    expect((await counterCall(user, 'PATCH', url, { delta: -1 })).counters[0].value).toBe(0);
    expect((await counterCall(user, 'PATCH', url, { name: 'Body rows' })).counters[0]).toMatchObject({
      name: 'Body rows',
      value: 0,
    });
    const removed = await counterCall(user, 'DELETE', url);
    expect(removed.counters.map((c) => c.name)).toEqual(['Repeats']);
  });

  it('moves the progress with the counter it follows, once the total rows are known', async () => {
    const user = token();
    const project = await create(user, { total_rows: 200 });
    const withCounter = await counterCall(user, 'POST', PROJECTS_API.counters(project.id), {
      name: 'Rows',
      value: 50,
    });
    const counter = withCounter.counters[0];
    const following = await counterCall(user, 'PATCH', PROJECTS_API.project(project.id), {
      progress_follows_counter_id: counter.id,
    });
    expect(following).toMatchObject({ progress_follows_counter_id: counter.id, progress_percentage: 25 });
    const url = PROJECTS_API.counter(project.id, counter.id);
    expect((await counterCall(user, 'PATCH', url, { value: 101 })).progress_percentage).toBe(50);
    expect((await counterCall(user, 'PATCH', url, { value: 500 })).progress_percentage).toBe(100);
    // Deleting the counter stops following; the progress stays where it was.
    expect(await counterCall(user, 'DELETE', url)).toMatchObject({
      progress_follows_counter_id: null,
      progress_percentage: 100,
    });
  });

  it('refuses to follow another project’s counter, and answers 404 for a counter of another project', async () => {
    const user = token();
    const a = await create(user);
    const b = await create(user);
    const other = (await counterCall(user, 'POST', PROJECTS_API.counters(b.id), { name: 'Rows' }))
      .counters[0];
    expect(
      await call('PATCH', PROJECTS_API.project(a.id), {
        token: user,
        body: { progress_follows_counter_id: other.id },
      }),
    ).toMatchObject({ status: 400, body: { error: 'Choose one of this project’s counters' } });
    expect(
      await call('PATCH', PROJECTS_API.counter(a.id, other.id), { token: user, body: { delta: 1 } }),
    ).toMatchObject({ status: 404, body: { error: 'Counter not found' } });
  });

  it('keeps at most 20 counters a project', async () => {
    const user = token();
    const project = await create(user);
    for (let i = 0; i < 20; i += 1) {
      await counterCall(user, 'POST', PROJECTS_API.counters(project.id), { name: `C${i}` });
    }
    expect(
      await call('POST', PROJECTS_API.counters(project.id), { token: user, body: { name: 'One more' } }),
    ).toMatchObject({ status: 409, body: { error: 'A project has at most 20 counters' } });
  });
});
