import type { DesignerProjectType } from '../options.js';
import type { Feature } from './context.js';

const WORDS: readonly [Feature, RegExp, readonly DesignerProjectType[]][] = [
  ['stripes', /\bstripe[sd]?\b/i, ['sweater', 'scarf', 'hat', 'socks', 'blanket', 'shawl', 'gloves']],
  ['pom-pom', /\bpom[\s-]?poms?\b/i, ['hat']],
  ['folded-brim', /\b(?:fold(?:ed)?[\s-]?(?:over|up)?|double|turned[\s-]?up)[\s-]?brim\b/i, ['hat']],
  ['fringe', /\b(?:fringe[sd]?|tassels?)\b/i, ['scarf', 'shawl', 'blanket']],
];

/**
 * The special features the engine builds in for this project type, and a note on the text: which it built,
 * and that anything else asked for is the knitter's to add (the engine never pretends to a feature).
 */
export function readFeatures(
  text: string | undefined,
  type: DesignerProjectType,
): { features: Set<Feature>; notes: string[] } {
  const features = new Set<Feature>();
  const asked = text?.trim() ?? '';
  if (!asked) return { features, notes: [] };
  for (const [feature, words, types] of WORDS)
    if (words.test(asked) && types.includes(type)) features.add(feature);
  const built = [...features].map((f) => f.replace('-', ' '));
  const note = built.length
    ? `Special features: you asked for "${asked}". Built in: ${built.join(', ')}. Anything else you asked for is not part of this design; add it as you like.`
    : `Special features: you asked for "${asked}". The built-in designer adds stripes, a pom-pom and a folded brim to hats, and fringe to scarves, shawls and blankets; none of these matched, so the pattern is as designed.`;
  return { features, notes: [note] };
}
