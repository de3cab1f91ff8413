/**
 * The yarn assistant's evaluation set (issue 21): knitter questions with what the built-in engine should read in
 * them. Written apart from the engine (libs do not import services), so the reading's shape is restated here; the
 * eval script compares the two.
 *
 * Vocabulary the expectations use (the engine reads a knitter's words into these):
 * - weight: the pattern weights (Lace, Fingering, Sport, DK, Worsted, Aran, Chunky, Super Chunky); UK and
 *   Australian names map onto them (4 ply = Fingering, double knitting / 8 ply = DK, bulky / 12 ply = Chunky).
 * - project: sweater (jumper, pullover), cardigan, blanket, baby blanket, baby (any other baby garment, "for a
 *   baby"), socks, hat, scarf, cowl, shawl, mittens, amigurumi (toys), dishcloth, bag. "Sock yarn" names the
 *   project socks, not a weight.
 * - fibres: as the brand table names them (wool, merino, alpaca, cotton, acrylic, ...); "superwash" reads as
 *   washable, not as a fibre.
 * - brands: as a knitter writes them ("Cascade", "Malabrigo"); a read brand matches when its name, lower case,
 *   holds the expected one ("cascade yarns" holds "cascade"). A named line also lists its brand in `brands`.
 * - budget: "cheap", "budget", "affordable", "cheaper", "not too pricey": rank value first, with no amount of its own.
 * - uses (added in the review of the built engine, after the held-out part was written): "for a beginner" is
 *   beginners, "fair isle" colourwork, "charity blankets" charity, "a summer top" summer, "to felt" felting.
 * - excludedFibres ("not wool", "wool-free", "allergic to wool"; vegan: every animal fibre) and anyFibre ("wool or
 *   acrylic"), added in the same review.
 */

export type EvalIntent =
  | 'recommend'
  | 'compare'
  | 'quality'
  | 'substitute'
  | 'stash_amount'
  | 'stash_ideas'
  | 'deals'
  | 'skeins'
  | 'greeting'
  | 'unknown';

export interface EvalSlots {
  project?: string;
  fibres?: string[];
  /** "wool or acrylic": any one of `fibres` will do. */
  anyFibre?: boolean;
  /** "not wool", "wool-free", "allergic to wool", "vegan" (every animal fibre). */
  excludedFibres?: string[];
  /** Uses beyond the project, as the brand table names them: beginners, colourwork, charity, summer, felting. */
  uses?: string[];
  weight?: string;
  maxPrice?: { amount: number; currency: 'USD' | 'GBP' | 'EUR' };
  washable?: boolean;
  soft?: boolean;
  budget?: boolean;
  brands?: string[];
  line?: { brand: string; line: string };
  yardsNeeded?: number;
  yardsPerSkein?: number;
}

export type EvalSlotName = keyof EvalSlots;

export interface AssistantEvalCase {
  id: string;
  message: string;
  /** Earlier messages, oldest first (a follow-up reads them). */
  previous?: { role: 'user' | 'assistant'; content: string }[];
  intent: EvalIntent;
  /** Every slot the question names; a slot left out must not be read. */
  slots: EvalSlots;
  /** Brands that must appear among the recommendations (as `brands` above: contained, lower case). */
  mustBrands?: string[];
  /** Brands that must not appear among the recommendations. */
  mustNotBrands?: string[];
  /** Written before the engine's rules and never tuned on. */
  heldOut: boolean;
  /** Where the phrasing comes from: a chip, the spec or the issue, or a knitter's way of asking. */
  origin: 'chip' | 'spec' | 'issue' | 'phrasing';
}
