import { discountPercentage, seededRandom, syntheticSaleDays, type SyntheticBrand } from '@yarn-mgmt/domain';

/**
 * Local mode's demo shop has just been scraped for the first time, so its brands have no past. This plans two
 * years of past sales for them (each brand on its own cycle, a sale a day or two early or late; one
 * with a Black Friday), as the scheduled runs of the demo targets would have recorded them: a run on each sale's
 * first day, a price observation per product on sale, and the sale episode (a deal, ended). The deal timeline's
 * chart, patterns and prediction then have something to show at once. Pure: the CLI writes the plan.
 */
export interface DemoProduct {
  id: number;
  targetId: number;
  targetName: string;
  name: string;
  brand: string | null;
  yarnWeight: string | null;
  fiberContent: string | null;
  imageUrl: string | null;
  productUrl: string;
  currentPrice: number;
  originalPrice: number | null;
}

export interface PlannedSale {
  targetId: number;
  at: Date;
  endsAt: Date;
  itemsScraped: number;
  durationMs: number;
  deals: Array<{ product: DemoProduct; currentPrice: number; originalPrice: number; discount: number }>;
}

/** Each demo brand's rhythm: days between sales, typical discount (percent), a yearly Black Friday. */
const RHYTHMS: Record<string, Pick<SyntheticBrand, 'cycleDays' | 'discount'> & { blackFriday?: boolean }> = {
  malabrigo: { cycleDays: 42, discount: 20 },
  cascade: { cycleDays: 30, discount: 15 },
  drops: { cycleDays: 21, discount: 25 },
  'lion brand': { cycleDays: 35, discount: 30, blackFriday: true },
  rowan: { cycleDays: 60, discount: 20 },
  berroco: { cycleDays: 45, discount: 15 },
};
const DEFAULT_RHYTHM = { cycleDays: 40, discount: 20 };
const DAY_MS = 86_400_000;
export const DEMO_HISTORY_DAYS = 730;
/** Past sales end at least this long before today: today's deals are the real first scrape's. */
const QUIET_DAYS = 10;

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const cents = (value: number) => Math.round(value * 100) / 100;

export function planDemoHistory(products: readonly DemoProduct[], today: Date): PlannedSale[] {
  const todayDay = Math.floor(today.getTime() / DAY_MS);
  const byBrand = new Map<string, DemoProduct[]>();
  for (const product of products) {
    if (!product.brand) continue;
    const key = product.brand.toLowerCase();
    byBrand.set(key, [...(byBrand.get(key) ?? []), product]);
  }
  const sales: PlannedSale[] = [];
  for (const [key, brandProducts] of byBrand) {
    const rhythm = RHYTHMS[key] ?? DEFAULT_RHYTHM;
    const seed = hash(key);
    const random = seededRandom(seed ^ 0xdea1);
    // The brand's calendar runs into today, where the first real scrape found it on sale: the past is in phase.
    const cycles = Math.ceil(DEMO_HISTORY_DAYS / rhythm.cycleDays);
    const days = syntheticSaleDays({
      name: key,
      seed,
      start: new Date((todayDay - cycles * rhythm.cycleDays) * DAY_MS).toISOString().slice(0, 10),
      years: (cycles * rhythm.cycleDays) / 365,
      jitterDays: 2,
      skipRate: 0,
      schedule: 'calendar',
      discountJitter: 5,
      products: brandProducts.length,
      ...rhythm,
    });
    for (const day of days) {
      const length = 4 + Math.floor(random() * 5);
      if (day + length > todayDay - QUIET_DAYS) continue;
      const percent = Math.min(50, Math.max(5, rhythm.discount + Math.round((random() - 0.5) * 10)));
      const at = new Date(day * DAY_MS + (8 + Math.floor(random() * 4)) * 3_600_000);
      const endsAt = new Date(at.getTime() + length * DAY_MS);
      const onSale = brandProducts.filter(() => random() < 0.7);
      const byTarget = new Map<number, PlannedSale['deals']>();
      for (const product of onSale.length ? onSale : brandProducts.slice(0, 1)) {
        const originalPrice = product.originalPrice ?? product.currentPrice;
        const currentPrice = cents(originalPrice * (1 - percent / 100));
        const discount = discountPercentage(currentPrice, originalPrice);
        if (discount <= 0) continue;
        byTarget.set(product.targetId, [
          ...(byTarget.get(product.targetId) ?? []),
          { product, currentPrice, originalPrice, discount },
        ]);
      }
      for (const [targetId, deals] of byTarget) {
        const itemsScraped = products.filter((product) => product.targetId === targetId).length;
        sales.push({
          targetId,
          at,
          endsAt,
          itemsScraped,
          durationMs: 700 + Math.floor(random() * 1500),
          deals,
        });
      }
    }
  }
  return sales.sort((a, b) => a.at.getTime() - b.at.getTime());
}
