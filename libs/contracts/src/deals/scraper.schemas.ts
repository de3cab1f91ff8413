import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import { text } from '../platform/fields.js';
import {
  SCRAPE_FREQUENCIES,
  SCRAPE_RUN_STATUSES,
  SCRAPER_CATEGORIES,
  SCRAPER_TYPES,
  TARGET_RUN_STATES,
} from './deals.constants.js';
import { SelectorsInputSchema } from './selectors.js';

export const ScraperCategorySchema = z.enum(SCRAPER_CATEGORIES, {
  error: `Category must be one of ${SCRAPER_CATEGORIES.join(', ')}`,
});
export const ScraperTypeSchema = z.enum(SCRAPER_TYPES, {
  error: `Scraper type must be one of ${SCRAPER_TYPES.join(', ')}`,
});
export const ScrapeFrequencySchema = z.enum(SCRAPE_FREQUENCIES, {
  error: `Frequency must be one of ${SCRAPE_FREQUENCIES.join(', ')}`,
});

export const TARGET_URL_MESSAGE = 'URL must be an http or https address';

/**
 * A target URL as typed: http(s), no user name or password, at most 2 000 characters. Whether its host is an
 * address the scraper may fetch (DECISIONS 22) is the service's check, after DNS resolution.
 */
export const TargetUrlSchema = text(2000)
  .pipe(z.url({ protocol: /^https?$/, error: TARGET_URL_MESSAGE }))
  // No user name or password in the authority part.
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), { error: TARGET_URL_MESSAGE });

/** POST /scraper/targets and PUT /scraper/targets/{id}: the form payload (spec part 2 section 3). */
export const ScraperTargetCreateInputSchema = z.strictObject({
  name: text(200).pipe(z.string().min(1, { error: 'Name is required' })),
  url: TargetUrlSchema,
  category: ScraperCategorySchema,
  scraperType: ScraperTypeSchema,
  scrapeFrequency: ScrapeFrequencySchema,
  selectors: SelectorsInputSchema,
  /** Not in the spec's form: a target is active unless set otherwise (the table's chip). */
  isActive: z.boolean().optional(),
});
export type ScraperTargetCreateInput = z.output<typeof ScraperTargetCreateInputSchema>;
export type RawScraperTargetCreateInput = z.input<typeof ScraperTargetCreateInputSchema>;
/** `PUT /scraper/targets/{id}` replaces every field: its body is the create body. */
export const ScraperTargetUpdateInputSchema = ScraperTargetCreateInputSchema;
export type ScraperTargetUpdateInput = z.output<typeof ScraperTargetUpdateInputSchema>;

/** A target's selector health (issue 11): which selector broke after SELECTOR_FAILURE_THRESHOLD runs. */
export const SelectorHealthSchema = z.object({
  consecutive_failures: z.number().int(),
  /** `item` when a run found no product; a field name when products lacked it; null when healthy. */
  failing_selector: z.string().nullable(),
  /** Set once consecutive_failures reaches SELECTOR_FAILURE_THRESHOLD. */
  broken: z.boolean(),
  last_checked_at: z.string().nullable(),
});
export type SelectorHealth = z.infer<typeof SelectorHealthSchema>;

export const ScraperTargetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  category: ScraperCategorySchema,
  scraper_type: ScraperTypeSchema,
  scrape_frequency: ScrapeFrequencySchema,
  selectors: z.record(z.string(), z.string()),
  is_active: z.boolean(),
  last_scraped_at: z.string().nullable(),
  run_state: z.enum(TARGET_RUN_STATES),
  /** The bundled demo shop's targets say so (issue 11, local mode). */
  is_demo: z.boolean(),
});
export type ScraperTarget = z.infer<typeof ScraperTargetSchema>;
export const ScraperTargetsResponseSchema = z.object({ targets: z.array(ScraperTargetSchema) });
export const ScraperTargetResponseSchema = z.object({ target: ScraperTargetSchema });

/** GET /scraper/status: one entry per target. */
export const ScraperStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  success_count: z.number().int(),
  failure_count: z.number().int(),
  /** 0-100, or null before the first finished run. */
  success_rate_pct: z.number().nullable(),
  total_deals: z.number().int(),
  active_deals: z.number().int(),
  selector_health: SelectorHealthSchema,
});
export type ScraperStatus = z.infer<typeof ScraperStatusSchema>;
export const ScraperStatusResponseSchema = z.object({ scrapers: z.array(ScraperStatusSchema) });

/** A scrape run (spec: "scraper log"). Times are ISO strings. */
export const ScraperLogSchema = z.object({
  id: z.number().int(),
  scraped_at: z.string(),
  target_id: z.number().int(),
  status: z.enum(SCRAPE_RUN_STATUSES),
  items_scraped: z.number().int(),
  new_deals_found: z.number().int(),
  duration_ms: z.number().int().nullable(),
  error_message: z.string().nullable(),
});
export type ScraperLog = z.infer<typeof ScraperLogSchema>;
export const ScraperLogsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  targetId: z.coerce.number().int().positive().optional(),
});
export const ScraperLogsResponseSchema = z.object({ logs: z.array(ScraperLogSchema) });

/** POST /scraper/trigger: one target, or every active target when omitted. */
export const ScraperTriggerInputSchema = z.strictObject({
  targetId: z.number().int().positive().optional(),
});
/**
 * The runs started, waited for up to the service's TRIGGER_WAIT_MS: finished ones count as successful or failed,
 * the rest are still `pending` (the targets table shows them running).
 */
export const ScraperTriggerResponseSchema = z.object({
  result: z.object({
    successful: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    runIds: z.array(z.number().int()),
  }),
});
export type ScraperTriggerResponse = z.infer<typeof ScraperTriggerResponseSchema>;

/** POST /scraper/queues/session: a one-time link that opens Bull Board (admins) in a new tab. */
export const ScraperQueuesSessionResponseSchema = z.object({ url: z.string() });
export type ScraperQueuesSessionResponse = z.infer<typeof ScraperQueuesSessionResponseSchema>;

export const SCRAPER_API = {
  targets: '/scraper/targets',
  target: apiPath('/scraper/targets/:id'),
  status: '/scraper/status',
  logs: '/scraper/logs',
  trigger: '/scraper/trigger',
  queues: '/scraper/queues',
  queuesSession: '/scraper/queues/session',
  /** Bull Board's own pages and calls below `queues` (a route pattern: the board answers any path there). */
  queuesPages: '/scraper/queues/{*path}',
} as const;
