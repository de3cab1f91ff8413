import type {
  ChatContextMessage,
  ChatLink,
  ChatSource,
  Deal,
  Pattern,
  Recommendation,
  StashSummary,
} from '@yarn-mgmt/contracts';

/**
 * The built-in engine's seam (issue 21): what it reads from a question, what it needs from the neighbours, and
 * what it answers. Pure apart from the `AssistantSources` it is handed: no Nest, no network of its own. The
 * service hands it sources that call inventory, patterns and deals over HTTP with the user's own token; the LLM
 * path calls the same functions as tools.
 */

export const INTENTS = [
  'recommend',
  'compare',
  'quality',
  'substitute',
  'stash_amount',
  'stash_ideas',
  'deals',
  'skeins',
  'greeting',
  'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/** What a question names. Every slot is optional; `brands` keeps the table's own names, in the order asked. */
export interface Slots {
  project?: string;
  fibres?: string[];
  /** "wool or acrylic": a line holding any one of `fibres` will do (otherwise it must hold them all). */
  anyFibre?: boolean;
  /** "not wool", "wool-free", "allergic to wool", "vegan": fibres a line must not hold. */
  excludedFibres?: string[];
  /** Uses asked beyond the project, as the table names them: "for a beginner" is `beginners`. */
  uses?: string[];
  weight?: string;
  /** "under $10", "less than £8": the budget per skein, in its currency. */
  maxPrice?: { amount: number; currency: 'USD' | 'GBP' | 'EUR' };
  washable?: boolean;
  soft?: boolean;
  /** "cheap", "budget", "affordable", "cheaper ones": value is ranked first. */
  budget?: boolean;
  brands?: string[];
  /** A name asked about that the table does not know ("is Hobbii good?"): the answer says so. */
  unknownBrands?: string[];
  /** A named line ("Cascade 220", "Malabrigo Rios"): the table's brand and line. */
  line?: { brand: string; line: string };
  /** "for 1 200 yds", "a 1200 yard sweater". */
  yardsNeeded?: number;
  /** "skeins of 220 yd". */
  yardsPerSkein?: number;
  /** The lengths were asked in metres: the answer gives them back in metres too. */
  inMetres?: boolean;
}

export interface Reading {
  intent: Intent;
  slots: Slots;
  /** A greeting's kind: "thanks" and "bye" are not answered with a hello. */
  greeting?: 'hello' | 'thanks' | 'bye';
}

export type SourceResult<T> = { ok: true; value: T } | { ok: false; reason: 'signed_out' | 'unavailable' };

/** What the engine may ask the neighbours, as the signed-in user (a visitor gets `signed_out`). */
export interface AssistantSources {
  /** The user's stash with something left, grouped by line and colourway (inventory). */
  stash(): Promise<SourceResult<StashSummary>>;
  /** The user's patterns the stash can make (patterns, `makeable`). */
  makeablePatterns(): Promise<SourceResult<Pattern[]>>;
  /** Deals on sale now for a brand (deals). */
  brandDeals(brand: string): Promise<SourceResult<Deal[]>>;
}

/**
 * The engine's answer. `text` null: the question could not be read (the service answers the spec's fallback
 * reply with mode `keyword_fallback`). `unavailable`: sources the answer needed and could not see; the text
 * says so in words too.
 */
export interface EngineAnswer {
  intent: Intent;
  text: string | null;
  recommendations: Recommendation[];
  links: ChatLink[];
  unavailable: ChatSource[];
}

export type { ChatContextMessage };
