import {
  SCRAPER_API,
  ScraperLogsResponseSchema,
  ScraperStatusResponseSchema,
  ScraperTargetsResponseSchema,
  ScraperTriggerResponseSchema,
} from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { dealsSuite, healthOf } from './helpers.js';

// No worker runs in this suite: triggered runs stay queued, which is what the "one open run" rule needs.
const suite = dealsSuite('deals_trigger', { TRIGGER_WAIT_MS: '300' });
const { call, createTarget, admin } = suite;

describe('trigger, status and logs', () => {
  it('queues one run per target: a second trigger while it is queued gets the same run', async () => {
    const target = await createTarget({ name: 'Queued Shop' });
    const first = await call('POST', SCRAPER_API.trigger, {
      token: admin().token,
      body: { targetId: target.id },
    });
    expect(first.status).toBe(200);
    const { result } = ScraperTriggerResponseSchema.parse(first.body);
    expect(result).toMatchObject({ successful: 0, failed: 0, pending: 1 });
    const again = await call('POST', SCRAPER_API.trigger, {
      token: admin().token,
      body: { targetId: target.id },
    });
    expect(ScraperTriggerResponseSchema.parse(again.body).result.runIds).toEqual(result.runIds);
    const targets = ScraperTargetsResponseSchema.parse(
      (await call('GET', SCRAPER_API.targets, admin())).body,
    );
    expect(targets.targets.find((t) => t.id === target.id)?.run_state).toBe('queued');
    const logs = ScraperLogsResponseSchema.parse(
      (await call('GET', `${SCRAPER_API.logs}?limit=20&targetId=${target.id}`, admin())).body,
    );
    expect(logs.logs).toEqual([
      expect.objectContaining({
        id: result.runIds[0],
        target_id: target.id,
        status: 'queued',
        items_scraped: 0,
      }),
    ]);
    // Run All may come without a body.
    const all = await call('POST', SCRAPER_API.trigger, admin());
    expect(all.status).toBe(200);
    expect(ScraperTriggerResponseSchema.parse(all.body).result.runIds).toContain(result.runIds[0]);
    expect(
      (await call('POST', SCRAPER_API.trigger, { token: admin().token, body: { targetId: 999999 } })).status,
    ).toBe(404);
  });

  it('reports each target with no finished run as no success rate and healthy selectors', async () => {
    const target = await createTarget({ name: 'Fresh Shop' });
    const { scrapers } = ScraperStatusResponseSchema.parse(
      (await call('GET', SCRAPER_API.status, admin())).body,
    );
    expect(scrapers.find((s) => s.id === target.id)).toEqual({
      id: target.id,
      name: 'Fresh Shop',
      is_active: true,
      success_count: 0,
      failure_count: 0,
      success_rate_pct: null,
      total_deals: 0,
      active_deals: 0,
      selector_health: {
        consecutive_failures: 0,
        failing_selector: null,
        broken: false,
        last_checked_at: null,
      },
    });
    expect((await call('GET', `${SCRAPER_API.logs}?limit=0`, admin())).status).toBe(400);
  });
});

describe('health', () => {
  it('documents the API at /docs', async () => {
    const docs = await call('GET', '/docs-json');
    expect(docs.status).toBe(200);
    expect(
      Object.keys(z.object({ paths: z.record(z.string(), z.unknown()) }).parse(docs.body).paths),
    ).toEqual(
      expect.arrayContaining(['/scraper/targets', '/scraper/trigger', '/deals/stats', '/archives/search']),
    );
  });

  it('checks the database and Redis', async () => {
    const reply = await call('GET', '/health');
    expect(reply.status).toBe(200);
    expect(healthOf(reply)).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });
});
