/** Ravelry's yarn weight record (the fields its API sends with a yarn). */
export interface RavelryYarnWeight {
  id: number;
  name: string;
  ply: string | null;
  wpi: string | null;
  knit_gauge: string | null;
  crochet_gauge: string | null;
  min_gauge: number | null;
  max_gauge: number | null;
}

export interface RavelryFibre {
  name: string;
  percentage: number;
  animal: boolean;
  vegetable: boolean;
  synthetic: boolean;
}

/** A yarn line of Ravelry's database: real makers and lines, with their put-ups as the makers sell them. */
export interface RavelryYarnLine {
  id: number;
  company: string;
  name: string;
  weight: RavelryYarnWeight;
  grams: number;
  yardage: number;
  fibres: RavelryFibre[];
  machineWashable: boolean;
  discontinued: boolean;
  colourways: string[];
}

const weightRows = `
1 | Lace           | 2  | 18 | 32-34 sts | 32-42 sts | 32 | 34
2 | Light Fingering| 3  | 16 | 32 sts    | 32 sts    | 32 | 32
3 | Fingering      | 4  | 14 | 28-32 sts | 21-32 sts | 28 | 32
4 | Sport          | 5  | 12 | 24-26 sts | 16-20 sts | 24 | 26
5 | DK             | 8  | 11 | 21-24 sts | 12-17 sts | 21 | 24
6 | Worsted        | 10 | 9  | 20 sts    | 11-14 sts | 20 | 20
7 | Aran           | 10 | 8  | 18 sts    | 11-14 sts | 18 | 18
8 | Bulky          | 12 | 7  | 12-15 sts | 8-11 sts  | 12 | 15
9 | Super Bulky    |    | 5-6| 7-11 sts  | 7-9 sts   | 7  | 11`;

export const RAVELRY_YARN_WEIGHTS: readonly RavelryYarnWeight[] = weightRows
  .trim()
  .split('\n')
  .map((row) => {
    const [id, name, ply, wpi, knit, crochet, min, max] = row.split('|').map((cell) => cell.trim());
    return {
      id: Number(id),
      name,
      ply: ply || null,
      wpi: wpi || null,
      knit_gauge: knit || null,
      crochet_gauge: crochet || null,
      min_gauge: Number(min),
      max_gauge: Number(max),
    };
  });

const KINDS: Record<string, 'animal' | 'vegetable' | 'synthetic'> = {
  Merino: 'animal',
  Wool: 'animal',
  Alpaca: 'animal',
  Mohair: 'animal',
  Silk: 'animal',
  Cashmere: 'animal',
  Cotton: 'vegetable',
  Linen: 'vegetable',
  'Viscose / Rayon': 'vegetable',
  Nylon: 'synthetic',
  Acrylic: 'synthetic',
  Polyester: 'synthetic',
};

function fibres(text: string): RavelryFibre[] {
  return text.split(',').map((part) => {
    const [name, percentage] = part.trim().split(/\s+(?=\d+$)/);
    const kind = KINDS[name];
    if (!kind) throw new Error(`unknown fibre ${name}`);
    return {
      name,
      percentage: Number(percentage),
      animal: kind === 'animal',
      vegetable: kind === 'vegetable',
      synthetic: kind === 'synthetic',
    };
  });
}

// id | company | line | weight | grams | yards | fibres | machine washable | colourways
const lineRows = `
3101 | Malabrigo Yarn          | Rios                  | Worsted     | 100 | 210 | Merino 100                        | yes | Azul Profundo; Archangel; Teal Feather; Sunset
3102 | Malabrigo Yarn          | Mechita               | Fingering   | 100 | 420 | Merino 100                        | no  | Piedras; Ravelers; Whales Road
3103 | Malabrigo Yarn          | Sock                  | Fingering   | 100 | 440 | Merino 100                        | yes | Boticelli Red; Solis; Turner
3104 | Cascade Yarns           | Cascade 220           | Worsted     | 100 | 220 | Wool 100                          | no  | Navy; Ruby; Charcoal Grey; Christmas Green
3105 | Cascade Yarns           | 220 Superwash         | Worsted     | 100 | 220 | Wool 100                          | yes | Aran; Really Red; Deep Ocean
3106 | Cascade Yarns           | Heritage              | Fingering   | 100 | 437 | Merino 75, Nylon 25               | yes | Jet; Silver; Moss
3107 | Garnstudio              | DROPS Nepal           | Aran        | 50  | 82  | Wool 65, Alpaca 35                | no  | Off White; Light Grey Green; Mustard
3108 | Garnstudio              | DROPS Karisma         | DK          | 50  | 109 | Wool 100                          | yes | Navy Blue; Red; Light Beige Mix
3109 | Garnstudio              | DROPS Alpaca          | Fingering   | 50  | 183 | Alpaca 100                        | no  | Light Pearl Grey; Cerise; Forest Green
3110 | Lion Brand Yarn         | Wool-Ease             | Worsted     | 85  | 197 | Acrylic 80, Wool 20               | yes | Fisherman; Grey Heather; Cranberry
3111 | Rowan                   | Felted Tweed          | DK          | 50  | 191 | Merino 50, Alpaca 25, Viscose / Rayon 25 | no | Bilberry; Clay; Cinnamon; Seafarer
3112 | Berroco                 | Ultra Alpaca          | Worsted     | 100 | 215 | Alpaca 50, Wool 50                | no  | Cyclamen; Pea Soup Mix; Winter White
3113 | Madelinetosh            | Tosh Merino Light     | Fingering   | 100 | 420 | Merino 100                        | yes | Firewood; Nebula; Thunderstorm
3114 | Madelinetosh            | Tosh Vintage          | Worsted     | 100 | 200 | Merino 100                        | yes | Tart; Cousteau; Antler
3115 | Brooklyn Tweed          | Shelter               | Worsted     | 50  | 140 | Wool 100                          | no  | Long Johns; Hayloft; Fossil
3116 | Brooklyn Tweed          | Loft                  | Fingering   | 50  | 275 | Wool 100                          | no  | Almanac; Sap; Woodsmoke
3117 | Sandnes Garn            | Tynn Peer Gynt        | Fingering   | 50  | 224 | Wool 100                          | no  | Natural; Deep Petroleum; Mustard
3118 | Knit Picks              | Palette               | Fingering   | 50  | 231 | Wool 100                          | no  | Cobblestone Heather; Garnet Heather; Oyster Heather
3119 | Knit Picks              | Stroll                | Fingering   | 50  | 231 | Merino 75, Nylon 25               | yes | Dove Heather; Sapphire Heather; Hollyberry
3120 | Stylecraft              | Special DK            | DK          | 100 | 322 | Acrylic 100                       | yes | Cream; Sherbet; Storm Blue; Lipstick
3121 | Paintbox Yarns          | Simply DK             | DK          | 50  | 137 | Acrylic 100                       | yes | Champagne White; Mustard Yellow; Duck Egg Blue
3122 | Scheepjes               | Catona                | Fingering   | 50  | 137 | Cotton 100                        | yes | Old Lace; Topaz; Cyan
3123 | Debbie Bliss            | Baby Cashmerino       | Sport       | 50  | 137 | Merino 55, Acrylic 33, Cashmere 12 | yes | Ecru; Duck Egg; Mallard
3124 | West Yorkshire Spinners | Signature 4ply        | Fingering   | 100 | 437 | Wool 75, Nylon 25                 | yes | Cardinal; Blue Tit; Liquorice
3125 | Lana Grossa             | Meilenweit 100        | Fingering   | 100 | 459 | Wool 80, Nylon 20                 | yes | Anthrazit; Jeans; Rot
3126 | Ístex                   | Léttlopi              | Aran        | 50  | 109 | Wool 100                          | no  | Ash Heather; Black Sheep Heather; Lapis Blue
3127 | Jamieson's of Shetland  | Spindrift             | Fingering   | 25  | 115 | Wool 100                          | no  | Sholmit; Moorit; Sunglow
3128 | Plymouth Yarn           | Encore Worsted        | Worsted     | 100 | 200 | Acrylic 75, Wool 25               | yes | Linen; Forest Green Heather; Black
3129 | Red Heart               | Super Saver           | Worsted     | 198 | 364 | Acrylic 100                       | yes | Aran; Light Raspberry; Soft Navy
3130 | Bernat                  | Blanket               | Super Bulky | 300 | 220 | Polyester 100                     | yes | Vintage White; Dark Grey; Pale Grey
3131 | Blue Sky Fibers         | Woolstok              | Worsted     | 50  | 123 | Wool 100                          | no  | Highland Fleece; Deep Ocean; Golden Meadow
3132 | Koigu                   | KPPPM                 | Fingering   | 50  | 175 | Merino 100                        | no  | P115; P403; P619
3133 | Manos del Uruguay       | Alegría               | Fingering   | 100 | 445 | Merino 75, Nylon 25               | yes | Locura; Ivory; Granada
3134 | Manos del Uruguay       | Silk Blend            | DK          | 50  | 150 | Merino 70, Silk 30                | no  | Citric; Aubergine; Velvet
3135 | Noro                    | Kureyon               | Aran        | 50  | 109 | Wool 100                          | no  | 102; 170; 188
3136 | Noro                    | Silk Garden           | Aran        | 50  | 109 | Mohair 45, Silk 45, Wool 10       | no  | 84; 87; 269
3137 | Lana Grossa             | Cool Wool             | Sport       | 50  | 175 | Merino 100                        | yes | Ecru; Petrol; Mauve
3138 | Rowan                   | Kidsilk Haze          | Lace        | 25  | 229 | Mohair 70, Silk 30                | no  | Blushes; Dewberry; Cream
3139 | Hobbii                  | Rainbow Cotton 8/4    | Fingering   | 50  | 186 | Cotton 100                        | yes | Ivory; Rose; Mint
3140 | Wool and the Gang       | Crazy Sexy Wool       | Super Bulky | 200 | 87  | Wool 100                          | no  | Ivory White; Midnight Blue; Space Black`;

export const RAVELRY_YARN_LINES: readonly RavelryYarnLine[] = lineRows
  .trim()
  .split('\n')
  .map((row) => {
    const [id, company, name, weight, grams, yards, fibreText, washable, colourways] = row
      .split('|')
      .map((cell) => cell.trim());
    const yarnWeight = RAVELRY_YARN_WEIGHTS.find((candidate) => candidate.name === weight);
    if (!yarnWeight) throw new Error(`unknown weight ${weight}`);
    return {
      id: Number(id),
      company,
      name,
      weight: yarnWeight,
      grams: Number(grams),
      yardage: Number(yards),
      fibres: fibres(fibreText),
      machineWashable: washable === 'yes',
      discontinued: false,
      colourways: colourways.split(';').map((colour) => colour.trim()),
    };
  });

export function yarnLine(id: number): RavelryYarnLine | undefined {
  return RAVELRY_YARN_LINES.find((line) => line.id === id);
}

export const permalinkOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
