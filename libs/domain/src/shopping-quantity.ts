/**
 * A shopping-list unit's two forms. The unit is free text (the server's default is "skeins"); a unit named here is
 * written in the form its quantity asks for ("1 skein", "2 skeins"), any other unit as the knitter wrote it
 * ("50 g", "1 box of 10").
 */
const UNIT_FORMS: ReadonlyArray<readonly [singular: string, plural: string]> = [
  ['skein', 'skeins'],
  ['ball', 'balls'],
  ['hank', 'hanks'],
  ['cake', 'cakes'],
  ['cone', 'cones'],
  ['gram', 'grams'],
  ['ounce', 'ounces'],
  ['yard', 'yards'],
  ['meter', 'meters'],
  ['metre', 'metres'],
  ['pack', 'packs'],
  ['pair', 'pairs'],
  ['set', 'sets'],
  ['needle', 'needles'],
  ['button', 'buttons'],
  ['piece', 'pieces'],
];

/** The units the add form suggests (any other text is accepted too). */
export const SHOPPING_UNIT_SUGGESTIONS = [
  'skeins',
  'balls',
  'hanks',
  'cakes',
  'grams',
  'yards',
  'meters',
  'packs',
  'pairs',
];

/** "1 skein", "2 skeins", "0.5 skeins", "50 g": one is singular, every other amount plural. */
export function quantityWithUnit(quantity: number, unit: string): string {
  const written = unit.trim();
  const forms = UNIT_FORMS.find(([one, many]) => [one, many].includes(written.toLowerCase()));
  const shown = forms ? forms[quantity === 1 ? 0 : 1] : written;
  return `${String(quantity)} ${shown}`.trim();
}
