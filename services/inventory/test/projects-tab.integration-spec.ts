/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ActivityItemSchema, YarnItemSchema } from '@yarn-mgmt/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { inventorySuite } from './helpers.js';

// The yarn detail's Projects tab and "Reserved for projects" come from the projects service (its real answers
// are tested in services/projects against this service's build). Here: the detail when projects is down, hangs
// past PROJECTS_TIMEOUT_MS or answers nonsense, and usage that names its project.
let mode: 'hang' | 'garbage' = 'hang';
const authorizations: string[] = [];
const standIn: Server = createServer((request, response) => {
  authorizations.push(request.headers.authorization ?? '');
  if (mode === 'hang') return;
  response.setHeader('content-type', 'application/json');
  response.end('{"projects":"many"}');
});
let standInUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

const down = inventorySuite('inventory_projects_down');
const flaky = inventorySuite('inventory_projects_flaky', () => ({
  PROJECTS_URL: standInUrl,
  PROJECTS_TIMEOUT_MS: '300',
}));

const unavailable = {
  projects: [],
  reserved: { skeins: 0, yards: 0, projects: [] },
  projects_unavailable: true,
};

describe('GET /yarn/{id} without the projects service', () => {
  it('answers the whole detail, with empty project lists that say why', async () => {
    const user = down.token();
    const item = await down.create(user);
    const reply = await down.call('GET', `/yarn/${item.id}`, { token: user });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ...item, ...unavailable });
    expect(YarnItemSchema.parse(reply.body).remaining_yardage).toBe(1050);
  });

  it('answers within the timeout when projects hangs, and when it answers nonsense', async () => {
    const user = flaky.harness.user(randomUUID());
    const item = await flaky.create(user.token);
    for (const next of ['hang', 'garbage'] as const) {
      mode = next;
      const started = Date.now();
      const reply = await flaky.call('GET', `/yarn/${item.id}`, { token: user.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: item.id, ...unavailable });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // Asked with the user's own token, so the projects service answers for that user only.
    expect(authorizations.at(-1)).toBe(`Bearer ${user.token}`);
  });

  it('still answers 404 for another user’s yarn, whatever projects says', async () => {
    const [owner, intruder] = down.tokens(2);
    const item = await down.create(owner);
    expect((await down.call('GET', `/yarn/${item.id}`, { token: intruder })).status).toBe(404);
  });
});

describe('POST /yarn/{id}/use from a project', () => {
  it('names the project on the usage record and in the activity', async () => {
    const user = down.token();
    const item = await down.create(user);
    const projectId = randomUUID();
    const reply = await down.call('POST', `/yarn/${item.id}/use`, {
      token: user,
      body: { skeins: 1, yardage: 0, project_id: projectId, project_name: 'Winter Hat' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.skeins_remaining).toBe(4);
    expect(
      await down.query('SELECT project_id, project_name FROM usage_records WHERE yarn_item_id = $1', [
        item.id,
      ]),
    ).toEqual([{ project_id: projectId, project_name: 'Winter Hat' }]);
    const activity = ActivityItemSchema.array().parse(
      (await down.call('GET', '/activity/recent', { token: user })).body,
    );
    expect(activity[0]?.description).toBe('Used 1 skein of Malabrigo Rios - Azul Profundo for "Winter Hat"');
  });

  it('refuses a project id that is not an id, and changes nothing', async () => {
    const user = down.token();
    const item = await down.create(user);
    const reply = await down.call('POST', `/yarn/${item.id}/use`, {
      token: user,
      body: { skeins: 1, yardage: 0, project_id: 'hat' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { fieldErrors: { project_id: ['Project must be a project id'] } },
    });
    expect(await down.count('usage_records', 'yarn_item_id = $1', [item.id])).toBe(0);
  });
});
