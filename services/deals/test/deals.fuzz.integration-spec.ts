import {
  ARCHIVES_API,
  ArchiveCleanupInputSchema,
  ArchiveSearchInputSchema,
  SCRAPER_API,
  ScraperTargetCreateInputSchema,
  ScraperTriggerInputSchema,
  type ScraperTarget,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint } from '@yarn-mgmt/testing';
import { dealsSuite, targetBody } from './helpers.js';

// Hostile input on every write endpoint of /scraper and /archives: what the contracts reject is a 4xx that changes
// no row; what they accept never fails with a 5xx. No worker runs: triggered runs stay queued.
const suite = dealsSuite('deals_fuzz', { TRIGGER_WAIT_MS: '0' });
const svc = () => suite.harness;
const admin = () => suite.admin();
let target: ScraperTarget;

beforeAll(async () => {
  // Serial ids far from the short numbers the id fuzzer makes up, so a made-up id never names a real row.
  await suite.query(`SELECT setval('scraper_targets_id_seq', 7654321)`);
  target = await suite.createTarget();
});

describe('hostile requests to /scraper and /archives', () => {
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => SCRAPER_API.targets,
    schema: ScraperTargetCreateInputSchema,
    valid: () => targetBody(),
    as: admin,
    maxAccepted: 20,
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /scraper/targets/:id',
    path: () => SCRAPER_API.target(target.id),
    schema: ScraperTargetCreateInputSchema,
    valid: () => targetBody({ name: 'Renamed' }),
    as: admin,
    maxAccepted: 20,
  });
  for (const method of ['PUT', 'DELETE'] as const)
    fuzzEndpoint(svc, { method, path: (id) => `${SCRAPER_API.targets}/${id}`, as: admin });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => SCRAPER_API.trigger,
    schema: ScraperTriggerInputSchema,
    valid: () => ({ targetId: target.id }),
    as: admin,
    maxAccepted: 20,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => ARCHIVES_API.search,
    schema: ArchiveSearchInputSchema,
    valid: () => ({ query: 'merino sale', limit: 20 }),
    as: admin,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: () => ARCHIVES_API.cleanup,
    schema: ArchiveCleanupInputSchema,
    valid: () => ({ daysOld: 365 }),
    as: admin,
  });
  fuzzEndpoint(svc, { method: 'DELETE', path: (id) => `/archives/${id}`, as: admin });
});
