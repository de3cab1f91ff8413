import { apiPath } from '../platform/api-path.js';

/** Spec part 1 sections 3 and 9: the pattern library's vocabularies, option lists and limits. */
export const PATTERN_CATEGORIES = ['Sweater', 'Hat', 'Scarf', 'Blanket', 'Socks', 'Accessories'] as const;
export type PatternCategoryName = (typeof PATTERN_CATEGORIES)[number];

export const CRAFT_TYPES = ['knitting', 'crochet'] as const;
export type CraftType = (typeof CRAFT_TYPES)[number];

/** The library filter's yarn weights (spec section 9). */
export const PATTERN_FILTER_YARN_WEIGHTS = ['Lace', 'DK', 'Worsted', 'Chunky', 'Super Chunky'] as const;
/**
 * Every weight a pattern may name, thinnest first (Craft Yarn Council order): the filter's five plus the ones
 * real patterns use. Neighbours in this list are "the neighbouring weight" of the stash card.
 */
export const PATTERN_YARN_WEIGHTS = [
  'Lace',
  'Fingering',
  'Sport',
  'DK',
  'Worsted',
  'Aran',
  'Chunky',
  'Super Chunky',
] as const;
export type PatternYarnWeight = (typeof PATTERN_YARN_WEIGHTS)[number];

/** difficulty_level 1-5 (spec section 9); colours are MUI palette keys, green to red. */
export const DIFFICULTY_LEVELS = [
  { level: 1, label: 'Beginner', color: 'success' },
  { level: 2, label: 'Easy', color: 'info' },
  { level: 3, label: 'Intermediate', color: 'primary' },
  { level: 4, label: 'Advanced', color: 'warning' },
  { level: 5, label: 'Expert', color: 'error' },
] as const;
export const UNKNOWN_DIFFICULTY = { label: 'Unknown', color: 'default' } as const;

/** The library's Difficulty filter (spec section 9) and the levels each option covers. */
export const DIFFICULTY_FILTERS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type DifficultyFilter = (typeof DIFFICULTY_FILTERS)[number];
export const DIFFICULTY_FILTER_LEVELS: Record<DifficultyFilter, readonly number[]> = {
  Beginner: [1, 2],
  Intermediate: [3],
  Advanced: [4, 5],
};

export const PATTERN_SORT_OPTIONS = [
  { value: 'created_at', label: 'Recently Added' },
  { value: 'title', label: 'Title' },
  { value: 'designer', label: 'Designer' },
  { value: 'difficulty_level', label: 'Difficulty' },
  { value: 'yardage_required', label: 'Yardage' },
] as const;
export const PATTERN_SORT_FIELDS = [
  'created_at',
  'title',
  'designer',
  'difficulty_level',
  'yardage_required',
] as const;
export type PatternSortField = (typeof PATTERN_SORT_FIELDS)[number];

export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export const PATTERN_YARDAGE_SLIDER = { min: 0, max: 5000, step: 100, defaultRange: [0, 2000] } as const;
/** Gauge is "N sts / measurement"; the measurement defaults to 4 inches. */
export const DEFAULT_GAUGE_INCHES = 4;
export const SIMILAR_PATTERNS_MAX = 4;

/** Where a pattern lives: our own library, or read live from the community service (Ravelry). */
export const PATTERN_SOURCES = ['local', 'ravelry'] as const;
export type PatternSource = (typeof PATTERN_SOURCES)[number];

/** Page sizes of `GET /patterns` (DECISIONS 6). */
export const PATTERN_PAGE_SIZE = 24;
export const PATTERN_MAX_PAGE_SIZE = 100;

/** A pattern's PDF (multipart field `file`): a real PDF by its first bytes, at most this size. */
export const PATTERN_PDF_MAX_BYTES = 50 * 1024 * 1024;

/** A cover photo the user uploads: at most 10 MB, a PNG, JPEG or WebP by its bytes (as yarn photos). */
export const PATTERN_COVER_MAX_BYTES = 10 * 1024 * 1024;
export const PATTERN_COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The multipart field of a cover upload. */
export const PATTERN_COVER_FIELD = 'cover';
/** Where a pattern's cover came from: made from its PDF in the background, or the user's own photo. */
export const PATTERN_COVER_SOURCES = ['pdf', 'upload'] as const;
export type PatternCoverSource = (typeof PATTERN_COVER_SOURCES)[number];
export const PATTERN_PDF_FIELD = 'file';

/**
 * API paths of the patterns service (under the gateway's `/api`), shared by the controllers' tests and the
 * remote's api files.
 */
export const PATTERNS_API = {
  patterns: '/patterns',
  pattern: apiPath('/patterns/:id'),
  stats: '/patterns/stats',
  categories: '/patterns/categories',
  designers: '/patterns/designers',
  favorite: apiPath('/patterns/:id/favorite'),
  similar: apiPath('/patterns/recommendations/similar/:id'),
  /** POST (multipart `file`) attaches or replaces the PDF; DELETE removes it. */
  file: apiPath('/patterns/:id/file'),
  /** PUT (multipart `cover`, a PNG, JPEG or WebP) sets the user's own cover photo; DELETE removes the cover. */
  cover: apiPath('/patterns/:id/cover'),
  /** GET: the cover image, to its owner's bearer only (the pattern's `image_url` under `/api`). */
  coverImage: apiPath('/patterns/:id/cover/:coverId'),
  /** Signed, short-lived links a new tab can open without the bearer header (the two direct links). */
  fileLinks: apiPath('/patterns/:id/file-links'),
  view: apiPath('/patterns/:id/view'),
  download: apiPath('/patterns/:id/download'),
  /** POST (multipart `file`): what the parser reads in a PDF; nothing is stored. */
  readPdf: '/patterns/read-pdf',
  /** POST (multipart `file`): a new pattern pre-filled from its PDF, the file attached (bulk upload). */
  importPdf: '/patterns/import-pdf',
  /** The "From your stash" card: the user's yarn that fits, against the yards the chosen size needs. */
  stashMatch: apiPath('/patterns/:id/stash-match'),
  /** This service's part of the dashboard's Recent Activity (the gateway composes /activity/recent from it). */
  recentActivity: '/patterns/activity/recent',
} as const;

/** The card's text when the inventory service does not answer. */
export const STASH_UNAVAILABLE_TEXT = 'Stash unavailable right now';
