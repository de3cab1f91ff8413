/**
 * A listwise softmax ranker: each example is a list of items (feature vectors) of which one is right, or none of
 * them (label -1, the "none" choice scored by a bias of its own). Fitted by gradient descent on the mean
 * cross-entropy with an L2 penalty; small and deterministic (weights start at zero), so a run is reproducible.
 */
export interface RankerExample {
  items: number[][];
  /** The index of the right item, or -1 when none of them is. */
  label: number;
}

export interface RankerModel {
  weights: number[];
  /** The score of choosing none of the items. */
  none: number;
}

export interface FitOptions {
  iterations?: number;
  rate?: number;
  l2?: number;
}

const dot = (weights: readonly number[], items: readonly number[]) =>
  items.reduce((sum, value, index) => sum + value * weights[index], 0);

/** Softmax probabilities over the items and, last, the none choice. */
export function rankerProbabilities(model: RankerModel, items: readonly (readonly number[])[]): number[] {
  const scores = [...items.map((item) => dot(model.weights, item)), model.none];
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

export function fitRanker(examples: readonly RankerExample[], options: FitOptions = {}): RankerModel {
  const { iterations = 3000, rate = 0.3, l2 = 0.002 } = options;
  const size = examples.find((example) => example.items.length > 0)?.items[0].length ?? 0;
  const model: RankerModel = { weights: new Array<number>(size).fill(0), none: 0 };
  for (let step = 0; step < iterations; step += 1) {
    const gradient = new Array<number>(size).fill(0);
    let noneGradient = 0;
    for (const example of examples) {
      const probabilities = rankerProbabilities(model, example.items);
      example.items.forEach((item, index) => {
        const error = probabilities[index] - (index === example.label ? 1 : 0);
        item.forEach((value, feature) => (gradient[feature] += error * value));
      });
      noneGradient += probabilities[example.items.length] - (example.label === -1 ? 1 : 0);
    }
    const count = Math.max(1, examples.length);
    model.weights = model.weights.map(
      (weight, feature) => weight - rate * (gradient[feature] / count + l2 * weight),
    );
    model.none -= rate * (noneGradient / count);
  }
  return model;
}

/** The chosen item's index (-1 for none) and its probability. */
export function rankerChoice(
  model: RankerModel,
  items: readonly (readonly number[])[],
): { index: number; probability: number } {
  const probabilities = rankerProbabilities(model, items);
  let best = 0;
  probabilities.forEach((probability, index) => {
    if (probability > probabilities[best]) best = index;
  });
  return { index: best === items.length ? -1 : best, probability: probabilities[best] };
}
