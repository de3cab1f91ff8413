import type { ExternalYarnFields } from '@yarn-mgmt/contracts';
import {
  choiceProblems,
  chosenFields,
  conflictFields,
  lineChanges,
  providerFieldsHere,
  sameFields,
  stockMovedTo,
} from './external-fields.js';

const here: ExternalYarnFields = {
  brand_name: 'Malabrigo',
  line_name: 'Rios',
  weight_category: 'Worsted',
  fiber_content: '100% Merino Wool',
  colorway: 'Azul here',
  dye_lot: 'L1',
  skeins_total: 3,
  total_yardage: 630,
};
const ravelry: ExternalYarnFields = { ...here, brand_name: 'MALABRIGO ', colorway: 'Azul', skeins_total: 4 };

describe('conflictFields', () => {
  it('lists only the fields that differ, with both values and what a knitter reads', () => {
    expect(conflictFields(here, ravelry)).toEqual([
      { name: 'colorway', label: 'Colorway', local: 'Azul here', provider: 'Azul' },
      { name: 'skeins_total', label: 'Skeins', local: 3, provider: 4 },
    ]);
    expect(sameFields(here, { ...here, line_name: 'rios' })).toBe(true);
  });

  it('shows an empty value as null on either side', () => {
    expect(conflictFields({ ...here, dye_lot: null }, here)).toEqual([
      { name: 'dye_lot', label: 'Dye lot', local: null, provider: 'L1' },
    ]);
  });
});

describe('choices', () => {
  const fields = conflictFields(here, ravelry);

  it('need every differing field and no other', () => {
    expect(choiceProblems(fields, { colorway: 'provider', skeins_total: 'local' })).toEqual([]);
    expect(choiceProblems(fields, { colorway: 'provider', brand_name: 'local', notes: 'local' })).toEqual([
      { path: ['choices', 'skeins_total'], message: 'Choose which version to keep' },
      { path: ['choices', 'brand_name'], message: 'This field has no conflict to resolve' },
      { path: ['choices', 'notes'], message: 'This field has no conflict to resolve' },
    ]);
  });

  it('keep the provider value where chosen and the value here elsewhere', () => {
    expect(chosenFields(here, ravelry, { colorway: 'provider', skeins_total: 'local' })).toEqual({
      ...here,
      colorway: 'Azul',
    });
    expect(chosenFields(here, ravelry, { colorway: 'local', skeins_total: 'provider' })).toEqual({
      ...here,
      skeins_total: 4,
    });
  });

  it('change the line only when a line field changes', () => {
    expect(lineChanges(here, { ...here, colorway: 'Teal', skeins_total: 9 })).toBe(false);
    expect(lineChanges(here, { ...here, brand_name: 'malabrigo' })).toBe(false);
    expect(lineChanges(here, { ...here, fiber_content: 'Alpaca' })).toBe(true);
  });
});

describe('stockMovedTo', () => {
  const item = { skeinsTotal: 3, skeinsRemaining: 2, totalYardage: 630, remainingYardage: 420 };

  it('keeps the usage recorded here deducted', () => {
    expect(stockMovedTo(item, { skeins_total: 5, total_yardage: 1050 })).toEqual({
      skeinsTotal: 5,
      skeinsRemaining: 4,
      totalYardage: 1050,
      remainingYardage: 840,
    });
  });

  it('never goes below nothing left', () => {
    expect(stockMovedTo(item, { skeins_total: 0.5, total_yardage: 100 })).toMatchObject({
      skeinsRemaining: 0,
      remainingYardage: 0,
    });
  });
});

describe("Ravelry's count once write-back sent the skeins left", () => {
  const sent = { skeins_total: 3, skeins_remaining: 2 };
  it('reads as last imported while the count is the one sent, and as the provider said before anything was sent', () => {
    const provider = { ...here, colorway: 'Teal', skeins_total: 2, total_yardage: 420 };
    expect(providerFieldsHere(provider, null, here)).toEqual(provider);
    expect(providerFieldsHere(provider, sent, here)).toEqual({
      ...provider,
      skeins_total: 3,
      total_yardage: 630,
    });
  });
  it('moves by what moved there: the skeins used here added back, the yards in proportion', () => {
    const more = providerFieldsHere({ ...here, skeins_total: 3, total_yardage: 630 }, sent, here);
    expect(more).toMatchObject({ skeins_total: 4, total_yardage: 840 });
    const none = providerFieldsHere({ ...here, skeins_total: 0, total_yardage: 0 }, sent, here);
    expect(none).toMatchObject({ skeins_total: 1, total_yardage: 210 });
  });
});
