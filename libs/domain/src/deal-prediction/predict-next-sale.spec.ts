import { predictNextSale } from './predict-next-sale.js';
import { DAY_MS, isoDay, type SaleObservation } from './sale-events.js';
import { seededRandom } from './synthetic-history.js';

const START = Date.UTC(2025, 0, 3) / DAY_MS;
/** Three products on sale each time, a day apart, at the given offsets (days after 2025-01-03). */
function history(offsets: readonly number[], discount = (index: number) => 30 + index): SaleObservation[] {
  return offsets.flatMap((offset, index) =>
    [0, 0, 1].map((spread) => ({ date: isoDay(START + offset + spread), discount: discount(index) })),
  );
}
const every = (days: number, count: number) => Array.from({ length: count }, (_, index) => index * days);
const dayAfter = (offset: number) => new Date((START + offset) * DAY_MS);

describe('predictNextSale', () => {
  it('says plainly that two sales are too few', () => {
    expect(predictNextSale(history([0, 30]), dayAfter(31))).toEqual({
      hasPrediction: false,
      nextPredictedSale: null,
      confidence: null,
      estimatedDiscount: null,
      basedOnFrequency: null,
      message: 'Not enough sale history to predict the next sale: 2 sales observed, 3 needed.',
    });
    expect(predictNextSale(history([0]), dayAfter(1)).message).toBe(
      'Not enough sale history to predict the next sale: 1 sale observed, 3 needed.',
    );
  });

  it('predicts a clean 28-day cycle to the day, with high confidence and the recent discount', () => {
    const offsets = every(28, 10);
    const prediction = predictNextSale(history(offsets), dayAfter(252 + 3));
    expect(prediction).toMatchObject({
      hasPrediction: true,
      nextPredictedSale: isoDay(START + 252 + 28),
      basedOnFrequency: 28,
      // the last five events' discounts are 35..39
      estimatedDiscount: 37,
    });
    expect(prediction.confidence).toBeGreaterThanOrEqual(90);
    expect(prediction.message).toBe(
      "Replaying this brand's last 8 sales, predictions were off by 0 days on average.",
    );
  });

  it('keeps the predicted day when it is today, and rolls a past one forward by whole cycles', () => {
    const offsets = every(28, 10);
    expect(predictNextSale(history(offsets), dayAfter(280)).nextPredictedSale).toBe(isoDay(START + 280));
    const late = predictNextSale(history(offsets), dayAfter(252 + 70));
    expect(late.nextPredictedSale).toBe(isoDay(START + 252 + 84));
    expect(late.message).toBe(
      `No sale seen since ${isoDay(START + 252)}; one was due on ${isoDay(START + 280)}, so the date is rolled forward by 2 cycles. Replaying this brand's last 8 sales, predictions were off by 0 days on average.`,
    );
  });

  it('has a low confidence on sales at random intervals', () => {
    const random = seededRandom(7);
    let day = 0;
    const offsets = Array.from({ length: 20 }, () => (day += 10 + Math.floor(random() * 70)));
    const prediction = predictNextSale(history(offsets), dayAfter(day + 1));
    expect(prediction.hasPrediction).toBe(true);
    expect(prediction.confidence).toBeLessThanOrEqual(25);
  });

  it('ranks a jittered cycle between a clean cycle and noise', () => {
    const jitter = [0, 2, -1, 1, -2, 0, 1, -1, 2, 0];
    const offsets = every(30, 10).map((offset, index) => offset + jitter[index]);
    const confidence = predictNextSale(history(offsets), dayAfter(300)).confidence as number;
    expect(confidence).toBeGreaterThan(50);
    expect(confidence).toBeLessThan(95);
  });

  it('gives a low, untested confidence when there are too few sales to replay, and says so', () => {
    const prediction = predictNextSale(history([0, 30, 60, 90]), dayAfter(91));
    expect(prediction).toMatchObject({ nextPredictedSale: isoDay(START + 120), confidence: 20 });
    expect(prediction.message).toBe(
      'Only 2 sales to test predictions against (3 needed), so confidence is low.',
    );
  });

  it('follows the cycle through a skipped sale rather than repeating the long interval', () => {
    const offsets = [0, 30, 60, 90, 150, 180, 210, 270];
    expect(predictNextSale(history(offsets), dayAfter(271))).toMatchObject({
      nextPredictedSale: isoDay(START + 300),
      basedOnFrequency: 30,
    });
  });
});

describe('predictNextSale with a yearly sale', () => {
  // Every 56 days, and an extra sale on day 300: due again on day 664, before the cycle's 672.
  const offsets = [...every(56, 12), 300].sort((a, b) => a - b);

  it('predicts the yearly sale and says so', () => {
    const prediction = predictNextSale(history(offsets), dayAfter(617));
    expect(prediction).toMatchObject({ nextPredictedSale: isoDay(START + 664), basedOnFrequency: 56 });
    expect(prediction.message).toMatch(
      new RegExp(`^The brand's yearly sale of ${isoDay(START + 300)} is due again 52 weeks later\\. `),
    );
  });

  it('falls back to the cycle once the yearly sale is past', () => {
    const prediction = predictNextSale(history(offsets), dayAfter(670));
    expect(prediction.nextPredictedSale).toBe(isoDay(START + 672));
    expect(prediction.message).not.toMatch(/yearly/);
  });
});
