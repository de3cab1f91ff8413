/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ActivityItemSchema, YarnSchema } from '@yarn-mgmt/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { inventorySuite } from './helpers.js';

// The inventory calls no other service (DECISIONS 28): the yarn detail's Projects tab and "Reserved for projects"
// are the projects service's `GET /projects/by-yarn/{id}`, which the page asks itself (services/projects tests
// that answer). Here: the detail is the stash entry alone, even with a projects service listening at
// PROJECTS_URL, and usage recorded from a project names it.
const asked: string[] = [];
const standIn: Server = createServer((request, response) => {
  asked.push(request.url ?? '');
  response.setHeader('content-type', 'application/json');
  response.end('{"projects":[],"reserved":{"skeins":0,"yards":0,"projects":[]}}');
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
const listening = inventorySuite('inventory_projects_listening', () => ({ PROJECTS_URL: standInUrl }));

describe('GET /yarn/{id}', () => {
  it('answers the stash entry alone, asking the projects service nothing', async () => {
    const user = listening.token();
    const item = await listening.create(user);
    const reply = await listening.call('GET', `/yarn/${item.id}`, { token: user });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(item);
    expect(reply.body).not.toHaveProperty('reserved');
    expect(reply.body).not.toHaveProperty('projects_unavailable');
    expect(YarnSchema.parse(reply.body)).toMatchObject({ remaining_yardage: 1050, projects: [] });
    expect(asked).toEqual([]);
  });

  it('still answers 404 for another user’s yarn', async () => {
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
