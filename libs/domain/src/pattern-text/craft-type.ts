import type { CraftType, PatternReading } from '@yarn-mgmt/contracts';
import { excerpt } from './pattern-document.js';
import { readingField } from './reading-field.js';

interface Signal {
  pattern: RegExp;
  weight: number;
}

// Evidence for each craft and how much it weighs. A knitting pattern may name a crochet hook for a cast-on and
// a crochet pattern a tapestry needle for weaving in, so tools count less than the craft's own words.
const SIGNALS: Record<CraftType, Signal[]> = {
  knitting: [
    { pattern: /\bknit(?:s|ting|ted)?\b/gi, weight: 3 },
    { pattern: /\b(?:dpns?|double[\s-]pointed|circular needles?|knitting needles?)\b/gi, weight: 3 },
    { pattern: /\bneedles?\b(?<!(?:tapestry|yarn|darning|sewing|wool|blunt) needles?)/gi, weight: 1 },
    // The needles a pattern lists under their own label are the ones it is worked with.
    { pattern: /\bneedles?\s*:/gi, weight: 2 },
    {
      pattern:
        /\b(?:k2tog|ssk|p2tog|purl|stockinette|stocking stitch|st st|garter|cast[\s-]on|bind[\s-]off)\b/gi,
      weight: 1,
    },
  ],
  crochet: [
    { pattern: /\bcrochet(?:s|ed|ing)?\b(?! hook for)/gi, weight: 3 },
    { pattern: /\bamigurumi\b|\bgranny squares?\b|\btunisian\b/gi, weight: 3 },
    { pattern: /\bhooks?\b/gi, weight: 2 },
    { pattern: /\b(?:sc|hdc|dc|tr|sl st|ch|chain|magic ring)\b/gi, weight: 1 },
  ],
};

const score = (text: string, signals: Signal[]) =>
  signals.reduce((sum, { pattern, weight }) => sum + (text.match(pattern)?.length ?? 0) * weight, 0);

/** Knitting or crochet, by which craft's words and tools the text uses more. */
export function readCraftType(text: string): Pick<PatternReading, 'craft_type'> {
  const knitting = score(text, SIGNALS.knitting);
  const crochet = score(text, SIGNALS.crochet);
  if (knitting === crochet) return {};
  const craft: CraftType = knitting > crochet ? 'knitting' : 'crochet';
  const winner = Math.max(knitting, crochet);
  const confidence = 0.5 + 0.5 * ((winner - Math.min(knitting, crochet)) / winner) * Math.min(1, winner / 6);
  const evidence = SIGNALS[craft]
    .map(({ pattern }) => new RegExp(pattern.source, 'i').exec(text))
    .find(Boolean);
  const source = evidence ? excerpt(text, evidence.index, evidence.index + evidence[0].length) : craft;
  return { craft_type: readingField(craft, confidence, source) };
}
