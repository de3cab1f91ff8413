/** A pattern of the fake Ravelry's database, before it is put in Ravelry's JSON shape. */
export interface RavelryPatternRecord {
  id: number;
  name: string;
  designer: string;
  craft: 'Knitting' | 'Crochet';
  category: string;
  weight: string;
  /** Stitches per 4 inches. */
  gauge: number;
  rowGauge: number;
  needleMm: number;
  yardage: number;
  yardageMax: number;
  sizes: string;
  free: boolean;
  price: number | null;
  currency: 'USD' | 'EUR' | 'GBP' | null;
  difficulty: number;
  rating: number;
  ratingCount: number;
  projectsCount: number;
  published: string;
  /** The yarn line the pattern was written for (a Ravelry yarn id), if the catalogue has it. */
  yarnId: number | null;
}

// name | designer | craft | category | weight | gauge | rows | needle mm | yardage | max | sizes | price (empty: free) | published | yarn id
const rows = `
Flax                       | Tin Can Knits          | Knitting | Pullover     | Worsted     | 18 | 24 | 5    | 250  | 1650 | Baby to 4XL             |             | 2014-09-01 | 3104
Barley                     | Tin Can Knits          | Knitting | Hat          | Worsted     | 18 | 26 | 5    | 80   | 240  | Baby to adult L         |             | 2013-10-01 | 3115
Hermione's Everyday Socks  | Erica Lueder           | Knitting | Socks        | Fingering   | 32 | 44 | 2.5  | 350  | 440  | S, M, L                 |             | 2009-07-01 | 3103
Honey Cowl                 | Antonia Shankland      | Knitting | Cowl         | Worsted     | 20 | 40 | 5    | 200  | 400  | Short, long             | 6.00 USD    | 2012-10-01 | 3101
Ranunculus                 | Midori Hirose          | Knitting | Pullover     | Sport       | 22 | 30 | 3.75 | 600  | 1300 | XS to 3XL               | 7.00 USD    | 2017-06-01 | 3138
Sockhead Slouch Hat        | Kelly McClure          | Knitting | Hat          | Fingering   | 28 | 40 | 3.25 | 300  | 400  | One size                | 5.00 USD    | 2011-03-01 | 3119
Clapotis                   | Kate Gilbert           | Knitting | Shawl / Wrap | Worsted     | 20 | 28 | 5    | 900  | 1000 | Scarf, stole            |             | 2004-12-01 | 3113
Hitchhiker                 | Martina Behm           | Knitting | Shawl / Wrap | Fingering   | 22 | 44 | 4    | 400  | 460  | One size                | 4.00 EUR    | 2012-04-01 | 3102
Vanilla Latte Socks        | Virginia Rose-Jeanes   | Knitting | Socks        | Fingering   | 32 | 44 | 2.25 | 350  | 440  | Child to adult L        |             | 2013-01-01 | 3124
Weekender                  | Andrea Mowry           | Knitting | Pullover     | Worsted     | 17 | 25 | 5    | 900  | 1800 | XS to 5XL               | 8.00 USD    | 2018-10-01 | 3114
Fiddlehead Mittens         | Adrian Bizilia         | Knitting | Mittens      | Fingering   | 32 | 32 | 2.5  | 250  | 350  | S, M, L                 | 6.00 USD    | 2009-11-01 | 3118
Baby Surprise Jacket       | Elizabeth Zimmermann   | Knitting | Cardigan     | DK          | 22 | 44 | 3.75 | 250  | 700  | Newborn to 4 years      | 6.00 USD    | 1968-01-01 | 3108
Antler Cardigan            | Tin Can Knits          | Knitting | Cardigan     | Worsted     | 18 | 24 | 5    | 250  | 1700 | Baby to 4XL             | 7.00 USD    | 2013-09-01 | 3104
Boxy                       | Joji Locatelli         | Knitting | Pullover     | Fingering   | 24 | 32 | 3.5  | 900  | 1600 | XS to 3XL               | 7.50 USD    | 2015-02-01 | 3116
Exploration Station        | Stephen West           | Knitting | Shawl / Wrap | Fingering   | 22 | 44 | 4    | 1100 | 1300 | One size                | 7.00 USD    | 2016-10-01 | 3113
Nightshift                 | Andrea Mowry           | Knitting | Shawl / Wrap | Worsted     | 18 | 36 | 5    | 900  | 1000 | One size                | 7.00 USD    | 2017-01-01 | 3114
Daybreak                   | Stephen West           | Knitting | Shawl / Wrap | Fingering   | 22 | 44 | 4    | 400  | 800  | Small, large            | 6.00 USD    | 2011-01-01 | 3103
Musselburgh                | Ysolda Teague          | Knitting | Hat          | Fingering   | 28 | 40 | 3.25 | 350  | 450  | S, M, L                 | 6.50 GBP    | 2010-12-01 | 3117
Rye                        | Tin Can Knits          | Knitting | Socks        | Worsted     | 20 | 28 | 4    | 100  | 400  | Baby to adult L         |             | 2013-05-01 | 3105
Gramps                     | Tin Can Knits          | Knitting | Cardigan     | Worsted     | 18 | 36 | 5    | 250  | 900  | 0-3 months to 12 years  | 7.00 USD    | 2013-09-01 | 3115
Grandmother's Favorite Dishcloth | Traditional      | Knitting | Dishcloth    | Worsted     | 18 | 36 | 4.5  | 60   | 80   | One size                |             | 1950-01-01 | 3122
Ripple Blanket             | Attic24                | Crochet  | Blanket      | DK          | 18 | 10 | 4    | 2000 | 4000 | Any width               |             | 2009-01-01 | 3120
Sophie's Universe          | Dedri Uys              | Crochet  | Blanket      | DK          | 18 | 10 | 4    | 4000 | 4600 | One size                | 10.00 USD   | 2015-01-01 | 3139`;

const real: RavelryPatternRecord[] = rows
  .trim()
  .split('\n')
  .map((row, index) => {
    const [
      name,
      designer,
      craft,
      category,
      weight,
      gauge,
      rowGauge,
      mm,
      yards,
      max,
      sizes,
      price,
      published,
      yarn,
    ] = row.split('|').map((cell) => cell.trim());
    const [amount, currency] = price.split(/\s+/);
    return {
      id: 700_001 + index,
      name,
      designer,
      craft: craft as 'Knitting' | 'Crochet',
      category,
      weight,
      gauge: Number(gauge),
      rowGauge: Number(rowGauge),
      needleMm: Number(mm),
      yardage: Number(yards),
      yardageMax: Number(max),
      sizes,
      free: !price,
      price: price ? Number(amount) : null,
      currency: price ? (currency as 'USD' | 'EUR' | 'GBP') : null,
      difficulty: 1.5 + ((index * 7) % 30) / 10,
      rating: 4.3 + ((index * 3) % 7) / 10,
      ratingCount: 300 + ((index * 977) % 9000),
      projectsCount: 900 + ((index * 4391) % 40000),
      published,
      yarnId: Number(yarn),
    };
  });

const STITCHES = [
  'Cabled',
  'Garter',
  'Brioche',
  'Lace',
  'Striped',
  'Textured',
  'Seed Stitch',
  'Mosaic',
  'Ribbed',
  'Slip Stitch',
];
const KINDS: [string, string, string, number, number][] = [
  ['Hat', 'Hat', 'Worsted', 120, 220],
  ['Cowl', 'Cowl', 'DK', 150, 300],
  ['Socks', 'Socks', 'Fingering', 350, 440],
  ['Shawl', 'Shawl / Wrap', 'Fingering', 400, 800],
  ['Mittens', 'Mittens', 'DK', 150, 250],
  ['Pullover', 'Pullover', 'Worsted', 900, 1800],
  ['Cardigan', 'Cardigan', 'DK', 1000, 2000],
  ['Blanket', 'Blanket', 'Aran', 1500, 3000],
  ['Scarf', 'Scarf', 'Aran', 250, 400],
  ['Dishcloth', 'Dishcloth', 'Worsted', 60, 90],
];
const GAUGE: Record<string, [number, number, number]> = {
  Fingering: [28, 40, 3],
  DK: [22, 30, 4],
  Worsted: [18, 26, 5],
  Aran: [16, 22, 5.5],
};

/** The fake database's pattern at `index`: the real ones first, then plainly made-up ones by "Local Test Designs". */
export function ravelryPattern(index: number): RavelryPatternRecord {
  if (index < real.length) return real[index];
  const n = index - real.length;
  const [noun, category, weight, yardage, yardageMax] = KINDS[Math.floor(n / STITCHES.length) % KINDS.length];
  const [gauge, rowGauge, needleMm] = GAUGE[weight];
  const free = n % 3 === 0;
  return {
    id: 700_001 + index,
    name: `${STITCHES[n % STITCHES.length]} ${noun} No. ${n + 1}`,
    designer: 'Local Test Designs',
    craft: 'Knitting',
    category,
    weight,
    gauge,
    rowGauge,
    needleMm,
    yardage,
    yardageMax,
    sizes: category === 'Pullover' || category === 'Cardigan' ? 'XS to 3XL' : 'One size',
    free,
    price: free ? null : 4 + (n % 5),
    currency: free ? null : 'USD',
    difficulty: 1.5 + (n % 30) / 10,
    rating: 4 + (n % 10) / 10,
    ratingCount: 5 + ((n * 37) % 300),
    projectsCount: 10 + ((n * 53) % 2000),
    published: `20${String(15 + (n % 10)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-01`,
    yarnId: null,
  };
}

/** How many of the database's patterns are real ones (the rest are made up). */
export const REAL_PATTERN_COUNT = real.length;
