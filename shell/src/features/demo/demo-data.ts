/**
 * Everything the public demo shows (spec part 2, "Public demo"): fixed sample data, so the page needs no request
 * to the API and saves nothing.
 */

/** Spec part 2 section 3, "Demo yarn". The image is a colour drawn on the page, never a fetched file. */
export interface DemoYarn {
  id: number;
  name: string;
  brand: string;
  weight: string;
  fiber: string;
  colorway: string;
  quantity: { skeins: number; grams: number };
  image: { color: string };
}

/** Spec part 2 section 4: the demo's own project statuses (not the app's project vocabulary of DECISIONS 1). */
export type DemoProjectStatus = 'Planning' | 'In Progress' | 'Completed';

/** Spec part 2 section 3, "Demo project". */
export interface DemoProject {
  id: number;
  name: string;
  status: DemoProjectStatus;
  /** Percent done, 0-100. */
  progress: number;
}

export interface DemoDeal {
  id: number;
  brand: string;
  productName: string;
  retailerName: string;
  currentPrice: number;
  originalPrice: number;
}

export interface TechStackGroup {
  title: string;
  items: string[];
}

/** Spec part 2 section 9: the number of retailers the demo claims. */
export const DEMO_RETAILER_CLAIM = '70+';

export const DEMO_YARNS: readonly DemoYarn[] = [
  {
    id: 1,
    name: 'Rios',
    brand: 'Malabrigo',
    weight: 'Worsted',
    fiber: '100% Superwash Merino Wool',
    colorway: 'Azul Profundo',
    quantity: { skeins: 3, grams: 300 },
    image: { color: '#1F3A93' },
  },
  {
    id: 2,
    name: 'Felted Tweed',
    brand: 'Rowan',
    weight: 'DK',
    fiber: '50% Merino Wool, 25% Alpaca, 25% Viscose',
    colorway: 'Seasalter',
    quantity: { skeins: 6, grams: 300 },
    image: { color: '#5E8C8A' },
  },
  {
    id: 3,
    name: 'Tosh Merino Light',
    brand: 'Madelinetosh',
    weight: 'Fingering',
    fiber: '100% Superwash Merino Wool',
    colorway: 'Tart',
    quantity: { skeins: 2, grams: 200 },
    image: { color: '#B0243A' },
  },
];

export const DEMO_PROJECTS: readonly DemoProject[] = [
  { id: 1, name: 'Cozy Cable Sweater', status: 'In Progress', progress: 65 },
  { id: 2, name: 'Baby Blanket', status: 'Planning', progress: 0 },
  { id: 3, name: 'Striped Winter Scarf', status: 'Completed', progress: 100 },
];

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    id: 1,
    brand: 'Malabrigo',
    productName: 'Rios',
    retailerName: 'The Wool Shed',
    currentPrice: 9.6,
    originalPrice: 16,
  },
  {
    id: 2,
    brand: 'Cascade Yarns',
    productName: '220 Superwash',
    retailerName: 'Knit Market',
    currentPrice: 9,
    originalPrice: 12,
  },
  {
    id: 3,
    brand: 'Lion Brand',
    productName: 'Wool-Ease Thick & Quick',
    retailerName: 'Fiber Depot',
    currentPrice: 8.5,
    originalPrice: 10,
  },
];

/** Sample answers of the sale-prediction engine (the Deal Timeline page's next sale, trends and frequency). */
export const DEMO_SALE_PREDICTIONS: readonly string[] = [
  'Malabrigo: next sale predicted in about 12 days, with around 25% off (82% confidence).',
  'Cascade Yarns: sales cluster in November, most often on a Friday.',
  'Lion Brand: a sale every 30 days on average, at 20% off on average.',
];

/** What the platform really runs on (README.md, ARCHITECTURE.md). */
export const TECH_STACK: readonly TechStackGroup[] = [
  {
    title: 'Front End',
    items: [
      'React with TypeScript',
      'Material UI (MUI)',
      'TanStack Query',
      'React Router',
      'React Hook Form with zod validation',
    ],
  },
  {
    title: 'Micro-Frontends',
    items: [
      'webpack 5 Module Federation',
      'A React shell that loads five federated remotes at runtime',
      'Each module built and deployed on its own',
    ],
  },
  {
    title: 'Back End',
    items: [
      'NestJS services, one per domain',
      'A NestJS gateway as the one public entry',
      'RS256 JWT sign-in',
      'Shared zod contracts for every request and response',
    ],
  },
  {
    title: 'Data',
    items: ['PostgreSQL, one database per service', 'TypeORM with SQL migrations', 'Redis'],
  },
  {
    title: 'Deals Pipeline',
    items: ['BullMQ job queues on Redis', 'Puppeteer with Chromium in a scraper worker'],
  },
  {
    title: 'Platform & Tooling',
    items: ['Node.js 24 LTS', 'Nx monorepo', 'Jest and Playwright tests'],
  },
];

/** Percent off, rounded: the same figure the deals gallery shows as `discount_percentage`. */
export function discountPercent(deal: Pick<DemoDeal, 'currentPrice' | 'originalPrice'>): number {
  return Math.round((1 - deal.currentPrice / deal.originalPrice) * 100);
}

/** Spec part 2 section 4: 40 or more is red, 25 to under 40 amber, below 25 green. */
export function discountColor(percent: number): 'error' | 'warning' | 'success' {
  if (percent >= 40) return 'error';
  if (percent >= 25) return 'warning';
  return 'success';
}
