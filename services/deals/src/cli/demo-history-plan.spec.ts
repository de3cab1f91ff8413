import { analyzeSalePatterns, predictNextSale } from '@yarn-mgmt/domain';
import { DEMO_HISTORY_DAYS, planDemoHistory, type DemoProduct } from './demo-history-plan.js';

const product = (id: number, brand: string, targetId = 1): DemoProduct => ({
  id,
  targetId,
  targetName: 'Demo Yarn Shop (local test data): listing',
  name: `${brand} yarn ${id}`,
  brand,
  yarnWeight: 'Worsted',
  fiberContent: 'wool',
  imageUrl: null,
  productUrl: `http://127.0.0.1:3190/shop/products/${id}`,
  currentPrice: 14.5,
  originalPrice: id % 2 ? 17.95 : null,
});

const today = new Date('2026-11-22T09:00:00Z');
const products = [
  product(1, 'Malabrigo'),
  product(2, 'Malabrigo'),
  product(3, 'Cascade', 2),
  product(4, 'Rowan', 2),
];

it('plans two years of past sales per brand, all ended before today, each a real discount', () => {
  const sales = planDemoHistory(products, today);
  const oldest = sales[0].at.getTime();
  expect(today.getTime() - oldest).toBeGreaterThan((DEMO_HISTORY_DAYS - 40) * 86_400_000);
  for (const sale of sales) {
    expect(sale.endsAt.getTime()).toBeLessThan(today.getTime() - 9 * 86_400_000);
    for (const deal of sale.deals) {
      expect(deal.currentPrice).toBeLessThan(deal.originalPrice);
      expect(deal.discount).toBeGreaterThanOrEqual(5);
      expect(deal.product.targetId).toBe(sale.targetId);
    }
  }
  expect(planDemoHistory(products, today)).toEqual(sales); // the same every time
});

it("gives each brand a rhythm the timeline's prediction can read", () => {
  const sales = planDemoHistory(products, today);
  const observations = (brand: string) =>
    sales.flatMap((sale) =>
      sale.deals
        .filter((deal) => deal.product.brand === brand)
        .map((deal) => ({ date: sale.at.toISOString(), discount: deal.discount })),
    );
  const malabrigo = analyzeSalePatterns(observations('Malabrigo'));
  expect(malabrigo.hasEnoughData).toBe(true);
  expect(malabrigo.frequency.averageFrequencyDays).toBeGreaterThan(35);
  expect(malabrigo.frequency.averageFrequencyDays).toBeLessThan(55);
  // With today's sale (the first real scrape) the cycle goes on: the next sale is about a cycle away.
  const prediction = predictNextSale(
    [...observations('Cascade'), { date: today.toISOString(), discount: 15 }],
    today,
  );
  expect(prediction.hasPrediction).toBe(true);
  expect(prediction.confidence).toBeGreaterThanOrEqual(50);
  const days = (Date.parse(prediction.nextPredictedSale!) - today.getTime()) / 86_400_000;
  expect(days).toBeGreaterThan(20);
  expect(days).toBeLessThan(36);
  expect(prediction.basedOnFrequency).toBeGreaterThan(25);
  expect(prediction.basedOnFrequency).toBeLessThan(36);
});
