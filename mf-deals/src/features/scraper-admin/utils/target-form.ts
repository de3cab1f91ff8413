import {
  REQUIRED_SELECTOR_FIELDS,
  SCRAPER_FORM_DEFAULTS,
  SELECTOR_ITEM_KEY,
  type ScrapeFrequency,
  type ScraperCategory,
  type ScraperTarget,
  type RawScraperTargetCreateInput,
  type ScraperType,
} from '@yarn-mgmt/contracts';
import { fieldErrorsFrom } from '@yarn-mgmt/web-platform';

/** What the Add and Edit dialogs hold: the spec's form payload, selectors as text. */
export interface TargetFormValues {
  name: string;
  url: string;
  category: ScraperCategory;
  scraperType: ScraperType;
  scrapeFrequency: ScrapeFrequency;
  selectors: string;
  isActive: boolean;
}
export type TargetFormField = keyof TargetFormValues;

export const TARGET_FORM_FIELDS: readonly TargetFormField[] = [
  'name',
  'url',
  'category',
  'scraperType',
  'scrapeFrequency',
  'selectors',
  'isActive',
];

/**
 * The Add dialog's selectors: the keys a target needs (DECISIONS 23), each to fill in, instead of the spec's `{}`
 * that the server can only refuse (issue 23).
 */
export const SELECTORS_TEMPLATE = JSON.stringify(
  Object.fromEntries([SELECTOR_ITEM_KEY, ...REQUIRED_SELECTOR_FIELDS].map((key) => [key, ''])),
  null,
  2,
);

/** The Add dialog, and any dialog after a successful save (spec part 2 section 4), active. */
export const emptyTargetForm = (): TargetFormValues => ({
  name: '',
  url: '',
  ...SCRAPER_FORM_DEFAULTS,
  selectors: SELECTORS_TEMPLATE,
  isActive: true,
});

/** The Edit dialog: the target as it is, its selectors as pretty JSON. */
export function targetFormValues(target: ScraperTarget): TargetFormValues {
  return {
    name: target.name,
    url: target.url,
    category: target.category,
    scraperType: target.scraper_type,
    scrapeFrequency: target.scrape_frequency,
    selectors: JSON.stringify(target.selectors, null, 2),
    isActive: target.is_active,
  };
}

/** The payload: every field as typed; the selectors text is sent as it is (spec part 2 section 5), and the switch. */
export const targetPayload = (values: TargetFormValues): RawScraperTargetCreateInput => ({ ...values });

/**
 * A 400's field errors, one message per form field: `selectors.item` and the like show under the selectors
 * field, joined when several selectors are named.
 */
export function targetFieldErrors(error: unknown): Array<[TargetFormField, string]> {
  const byField = new Map<TargetFormField, string[]>();
  for (const [path, message] of fieldErrorsFrom(error, TARGET_FORM_FIELDS)) {
    const field = path.split('.')[0] as TargetFormField;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([field, messages]) => [field, messages.join('; ')]);
}
