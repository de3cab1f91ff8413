import {
  ProjectAllocationCreateInputSchema,
  ProjectAllocationUpdateInputSchema,
  ProjectCounterCreateInputSchema,
  ProjectCounterUpdateInputSchema,
  ProjectCreateInputSchema,
  ProjectStatusUpdateInputSchema,
  ProjectUpdateInputSchema,
  ProjectUsageInputSchema,
  PROJECTS_API,
  type Project,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { projectBody, projectsSuite } from './helpers.js';
import { neighbours } from './neighbours.js';

// Hostile input: every write endpoint under /projects refuses malformed requests with a 4xx and changes
// nothing; what the contracts accept never fails with a 5xx (the real patterns and inventory answer the ids a
// payload names). Ann's project is the target; bob's is an id ann must not reach.
const world = neighbours();
const suite = projectsSuite(
  'projects_fuzz',
  () => ({ PATTERNS_URL: world().patternsUrl, INVENTORY_URL: world().inventoryUrl }),
  () => world().keys,
);
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
let mine: Project;
let bobs: Project;
let yarnId: string;

beforeAll(async () => {
  yarnId = (await world().addYarn(ann().token, { skeins_total: 100, skeins_remaining: 100 })).id;
  mine = await suite.create(ann().token, { allocations: [{ yarn_id: yarnId, skeins: 1 }] });
  const withCounter = await suite.call('POST', PROJECTS_API.counters(mine.id), {
    token: ann().token,
    body: { name: 'Rows' },
  });
  mine = withCounter.body as Project;
  bobs = await suite.create(suite.harness.user('bob').token);
});

const others = () => [bobs.id];
const allocation = () => mine.allocations[0].id;
const counter = () => mine.counters[0].id;

describe('hostile requests to /projects', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => PROJECTS_API.projects,
    schema: ProjectCreateInputSchema,
    valid: () => projectBody(),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    name: 'PATCH /projects/:id',
    path: () => PROJECTS_API.project(mine.id),
    schema: ProjectUpdateInputSchema,
    valid: () => ({ notes: 'Blocked', priority: 'low' }),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    name: 'PATCH /projects/:id/status',
    path: () => PROJECTS_API.status(mine.id),
    schema: ProjectStatusUpdateInputSchema,
    valid: () => ({ status: 'active' }),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /projects/:id/allocations',
    path: () => PROJECTS_API.allocations(mine.id),
    schema: ProjectAllocationCreateInputSchema,
    valid: () => ({ yarn_id: yarnId, skeins: 1 }),
    as: ann,
    maxAccepted: 40,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    name: 'PATCH /projects/:id/allocations/:allocationId',
    path: () => PROJECTS_API.allocation(mine.id, allocation()),
    schema: ProjectAllocationUpdateInputSchema,
    valid: () => ({ skeins: 2 }),
    as: ann,
    maxAccepted: 40,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /projects/:id/usage',
    path: () => PROJECTS_API.usage(mine.id),
    schema: ProjectUsageInputSchema,
    valid: () => ({ allocation_id: allocation(), skeins: 1 }),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /projects/:id/counters',
    path: () => PROJECTS_API.counters(mine.id),
    schema: ProjectCounterCreateInputSchema,
    valid: () => ({ name: 'Repeats', value: 2, target: 8 }),
    as: ann,
    maxAccepted: 15,
  });
  fuzzEndpoint(svc, {
    method: 'PATCH',
    name: 'PATCH /projects/:id/counters/:counterId',
    path: () => PROJECTS_API.counter(mine.id, counter()),
    schema: ProjectCounterUpdateInputSchema,
    valid: () => ({ delta: 1 }),
    as: ann,
  });
  for (const method of ['PATCH', 'DELETE'] as const) {
    fuzzEndpoint(svc, { method, path: (id) => PROJECTS_API.project(id), as: ann, otherIds: others });
  }
  fuzzEndpoint(svc, { method: 'PATCH', path: (id) => PROJECTS_API.status(id), as: ann, otherIds: others });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: (id) => PROJECTS_API.allocations(id),
    as: ann,
    otherIds: others,
  });
  fuzzEndpoint(svc, { method: 'POST', path: (id) => PROJECTS_API.usage(id), as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'POST', path: (id) => PROJECTS_API.counters(id), as: ann, otherIds: others });
  fuzzEndpoint(svc, {
    method: 'DELETE',
    name: 'DELETE /projects/:id/allocations/:fuzzed',
    path: (id) => PROJECTS_API.allocation(mine.id, id),
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'DELETE',
    name: 'DELETE /projects/:id/counters/:fuzzed',
    path: (id) => PROJECTS_API.counter(mine.id, id),
    as: ann,
  });
});
