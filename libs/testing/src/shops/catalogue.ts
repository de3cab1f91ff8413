/** One product of a fake retailer's catalogue (prices in US dollars). */
export interface FakeProduct {
  id: string;
  name: string;
  brand: string;
  price: number;
  /** The price before the sale; null when the product is not on sale. */
  wasPrice: number | null;
  weight: string;
  fibre: string;
}

/** `id | brand | line and colour | weight | fibre | price | was-price (empty: not on sale)`, one product a line. */
function table(rows: string): FakeProduct[] {
  return rows
    .trim()
    .split('\n')
    .map((row) => {
      const [id, brand, line, weight, fibre, price, wasPrice] = row.split('|').map((cell) => cell.trim());
      return {
        id,
        name: `${brand} ${line}`,
        brand,
        price: Number(price),
        wasPrice: wasPrice ? Number(wasPrice) : null,
        weight,
        fibre,
      };
    });
}

/** The test shop's default catalogue: six products, three on sale. */
export const FAKE_SHOP_CATALOGUE: readonly FakeProduct[] = table(`
rios-teal            | Malabrigo  | Rios Teal Feather     | Worsted | 100% superwash merino wool          | 14.50 | 17.95
cascade-220-navy     | Cascade    | 220 Navy              | Worsted | 100% Peruvian highland wool         |  9.50 |
drops-nepal-oat      | Drops      | Nepal Oatmeal         | Aran    | 65% wool, 35% alpaca                |  4.60 |  5.75
lion-wool-ease       | Lion Brand | Wool-Ease Fisherman   | Worsted | 80% acrylic, 20% wool               |  6.49 |
rowan-felted-tweed   | Rowan      | Felted Tweed Bilberry | DK      | 50% merino, 25% alpaca, 25% viscose | 12.95 | 14.50
berroco-ultra-alpaca | Berroco    | Ultra Alpaca Cyclamen | Worsted | 50% alpaca, 50% wool                | 11.50 |
`);

/** The launcher's demo shop: 24 yarns of real-sounding lines, some 10-50 % off. */
export const DEMO_CATALOGUE: readonly FakeProduct[] = table(`
malabrigo-rios-azul        | Malabrigo  | Rios Azul Profundo          | Worsted     | 100% superwash merino wool          | 14.50 |
malabrigo-mechita-sunset   | Malabrigo  | Mechita Sunset              | Fingering   | 100% superwash merino wool          | 13.25 | 15.95
malabrigo-sock-archangel   | Malabrigo  | Sock Archangel              | Fingering   | 100% superwash merino wool          | 16.95 | 19.95
cascade-220-heather        | Cascade    | 220 Heather Ridge           | Worsted     | 100% Peruvian highland wool         |  9.50 | 11.50
cascade-heritage-sock      | Cascade    | Heritage Sock Moss          | Fingering   | 75% merino wool, 25% nylon          | 12.00 |
cascade-ultra-pima         | Cascade    | Ultra Pima Coral            | DK          | 100% pima cotton                    |  8.75 | 10.95
cascade-eco-plus           | Cascade    | Eco+ Natural                | Bulky       | 100% Peruvian highland wool         | 17.50 |
drops-karisma-red          | Drops      | Karisma Red                 | DK          | 100% wool                           |  3.90 |
drops-nepal-mustard        | Drops      | Nepal Mustard               | Aran        | 65% wool, 35% alpaca                |  4.60 |  5.75
drops-air-mist             | Drops      | Air Mist Blue               | Aran        | 70% alpaca, 23% nylon, 7% wool      |  6.10 |  8.70
drops-baby-merino          | Drops      | Baby Merino Powder Pink     | Fingering   | 100% merino wool                    |  4.20 |
drops-paris-denim          | Drops      | Paris Denim                 | Aran        | 100% cotton                         |  2.40 |  3.20
lion-wool-ease-forest      | Lion Brand | Wool-Ease Forest Heather    | Worsted     | 80% acrylic, 20% wool               |  6.49 |  7.99
lion-hometown-charcoal     | Lion Brand | Hometown Charcoal           | Super Bulky | 100% acrylic                        |  4.99 |
lion-pound-of-love         | Lion Brand | Pound of Love Antique White | Worsted     | 100% acrylic                        | 14.99 | 19.99
lion-mandala-gnome         | Lion Brand | Mandala Gnome               | Light       | 100% acrylic                        |  5.50 | 10.99
rowan-felted-tweed-sea     | Rowan      | Felted Tweed Seafarer       | DK          | 50% merino, 25% alpaca, 25% viscose | 12.95 | 14.50
rowan-kidsilk-haze         | Rowan      | Kidsilk Haze Majestic       | Lace        | 70% mohair, 30% silk                | 16.50 |
rowan-big-wool             | Rowan      | Big Wool Glum               | Super Bulky | 100% merino wool                    | 13.50 | 19.25
rowan-cotton-cashmere      | Rowan      | Cotton Cashmere Chalk       | DK          | 85% cotton, 15% cashmere            | 11.95 |
berroco-ultra-alpaca-plum  | Berroco    | Ultra Alpaca Plum Mix       | Worsted     | 50% alpaca, 50% wool                | 11.50 | 13.50
berroco-vintage-oats       | Berroco    | Vintage Oats                | Worsted     | 52% acrylic, 40% wool, 8% nylon     |  8.25 |
berroco-comfort-teal       | Berroco    | Comfort Teal                | Worsted     | 50% nylon, 50% acrylic              |  7.50 |  9.50
berroco-remix-light        | Berroco    | Remix Light Sand            | DK          | recycled nylon, cotton, acrylic     |  9.75 | 10.95
`);

export function formatDollars(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
