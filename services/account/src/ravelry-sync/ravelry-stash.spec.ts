import { YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import { RAVELRY_YARN_WEIGHTS } from '@yarn-mgmt/testing/ravelry';
import { retryAfterMs } from './ravelry-api-session.js';
import {
  fibreText,
  inventoryWeightOf,
  pageCountOf,
  toExternalEntry,
  type StashShow,
} from './ravelry-stash.js';

const yarn = (weight: string) => ({
  id: 7,
  name: 'Rios',
  yarn_company_name: 'Malabrigo',
  yarn_weight: { name: weight },
});
const pack = (skeins: number, yards: number, extra: object = {}) => ({
  yarn_id: 7,
  personal_name: null,
  colorway: 'Pack colour',
  dye_lot: 'P1',
  skeins,
  total_yards: yards,
  yards_per_skein: null,
  yarn: yarn('Worsted'),
  yarn_weight: { name: 'Worsted' },
  ...extra,
});

describe('a Ravelry stash entry as the inventory takes it', () => {
  it('maps every Ravelry weight onto one of the six (Fingering to Sport, Aran to Worsted, Bulky to Chunky)', () => {
    for (const weight of RAVELRY_YARN_WEIGHTS) expect(YARN_WEIGHTS).toContain(inventoryWeightOf(weight.name));
    expect(inventoryWeightOf('Fingering')).toBe('Sport');
    expect(inventoryWeightOf('Light Fingering')).toBe('Lace');
    expect(inventoryWeightOf('Aran')).toBe('Worsted');
    expect(inventoryWeightOf('Bulky')).toBe('Chunky');
    expect(inventoryWeightOf('Super Bulky')).toBe('Super Chunky');
    expect(inventoryWeightOf('Unknown')).toBeNull();
    expect(inventoryWeightOf(null)).toBeNull();
  });

  it('sums the packs and takes brand, line and weight from the first pack, colour and lot from the entry', () => {
    const entry: StashShow = {
      id: 42,
      name: 'Rios',
      colorway_name: 'Azul',
      dye_lot: null,
      handspun: false,
      yarn: null,
      packs: [pack(2, 420), pack(1.5, 315, { dye_lot: 'P2' })],
    };
    expect(toExternalEntry(entry, '100% Merino')).toEqual({
      external_id: '42',
      brand_name: 'Malabrigo',
      line_name: 'Rios',
      weight_category: 'Worsted',
      fiber_content: '100% Merino',
      colorway: 'Azul',
      dye_lot: 'P1',
      skeins_total: 3.5,
      total_yardage: 735,
      photo_key: null,
    });
  });

  it("files a yarn outside Ravelry's database under Handspun or Unlabelled, by the entry's name", () => {
    const base = { id: 1, colorway_name: null, dye_lot: null, yarn: null };
    const loose = pack(1, 0, {
      yarn: null,
      yarn_weight: null,
      yarn_id: null,
      total_yards: null,
      yards_per_skein: 120,
    });
    expect(toExternalEntry({ ...base, name: 'My spin', handspun: true, packs: [loose] }, null)).toMatchObject(
      {
        brand_name: 'Handspun',
        line_name: 'My spin',
        weight_category: null,
        colorway: 'Pack colour',
        total_yardage: 120,
      },
    );
    expect(toExternalEntry({ ...base, name: '  ', handspun: false, packs: [] }, null)).toMatchObject({
      brand_name: 'Unlabelled',
      line_name: 'Yarn',
      skeins_total: 0,
    });
  });

  it('writes the fibres as percentages, reads either paginator, and Retry-After in seconds or as a date', () => {
    expect(
      fibreText({
        yarn: {
          yarn_fibers: [
            { percentage: 80, fiber_type: { name: 'Merino' } },
            { percentage: 20, fiber_type: { name: 'Nylon' } },
          ],
        },
      }),
    ).toBe('80% Merino, 20% Nylon');
    expect(fibreText({ yarn: { yarn_fibers: [] } })).toBeNull();
    expect(pageCountOf({ stash: [], paginator: { page_count: 4 } })).toBe(4);
    expect(pageCountOf({ stash: [], paginator: { last_page: 3 } })).toBe(3);
    expect(pageCountOf({ stash: [] })).toBe(1);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
