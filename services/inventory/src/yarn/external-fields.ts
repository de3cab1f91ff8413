import {
  EXTERNAL_REVIEW_MESSAGES,
  type ExternalChoice,
  type ExternalConflictField,
  type ExternalLocalEdit,
  type ExternalYarnFields,
} from '@yarn-mgmt/contracts';
import type { ValidationIssue } from '@yarn-mgmt/nest-kit';
import type { EntityManager } from 'typeorm';
import type { YarnItemEntity } from './yarn-item.entity.js';
import type { YarnLinesRepository } from './yarn-lines.repository.js';

type FieldName = keyof ExternalYarnFields;

/** The provider-owned fields in the order the sync page lists them, with what a knitter reads. */
export const EXTERNAL_YARN_FIELD_LABELS: Record<FieldName, string> = {
  brand_name: 'Brand',
  line_name: 'Yarn line',
  colorway: 'Colorway',
  dye_lot: 'Dye lot',
  weight_category: 'Weight',
  fiber_content: 'Fiber content',
  skeins_total: 'Skeins',
  total_yardage: 'Yardage',
};
const FIELD_NAMES = Object.keys(EXTERNAL_YARN_FIELD_LABELS) as FieldName[];
const NAME_FIELDS = new Set<FieldName>(['brand_name', 'line_name']);
const NUMBER_FIELDS = new Set<FieldName>(['skeins_total', 'total_yardage']);
/** The fields that live on the yarn line: choosing another value finds or creates the line, as the sync does. */
const LINE_FIELDS: FieldName[] = ['brand_name', 'line_name', 'weight_category', 'fiber_content'];

/** The provider-owned fields of a stash entry as it is here now. */
export function localFields(item: YarnItemEntity): ExternalYarnFields {
  return {
    brand_name: item.line.brand.name,
    line_name: item.line.name,
    weight_category: item.line.weightCategory,
    fiber_content: item.line.fiberContent,
    colorway: item.colorway,
    dye_lot: item.dyeLot,
    skeins_total: Number(item.skeinsTotal),
    total_yardage: Number(item.totalYardage),
  };
}

/** One field the same on both sides? Brand and line names regardless of case, as the inventory finds them. */
function sameField(name: FieldName, a: ExternalYarnFields, b: ExternalYarnFields): boolean {
  if (NAME_FIELDS.has(name))
    return String(a[name]).trim().toLowerCase() === String(b[name]).trim().toLowerCase();
  if (NUMBER_FIELDS.has(name)) return Number(a[name]) === Number(b[name]);
  return (a[name] ?? null) === (b[name] ?? null);
}

/** Same fields? */
export const sameFields = (a: ExternalYarnFields, b: ExternalYarnFields): boolean =>
  FIELD_NAMES.every((name) => sameField(name, a, b));

/** The fields that differ between the entry here and the provider's version, each with both values. */
export const conflictFields = (
  local: ExternalYarnFields,
  provider: ExternalYarnFields,
): ExternalConflictField[] =>
  FIELD_NAMES.filter((name) => !sameField(name, local, provider)).map((name) => ({
    name,
    label: EXTERNAL_YARN_FIELD_LABELS[name],
    local: local[name] ?? null,
    provider: provider[name] ?? null,
  }));

/** What is wrong with a resolve's choices: a differing field left out, or a field that does not differ. */
export function choiceProblems(
  fields: readonly ExternalConflictField[],
  choices: Record<string, ExternalChoice>,
): ValidationIssue[] {
  const differing = new Set(fields.map((field) => field.name));
  const missing = fields
    .filter((field) => !Object.hasOwn(choices, field.name))
    .map((field) => ({ path: ['choices', field.name], message: EXTERNAL_REVIEW_MESSAGES.choiceRequired }));
  const unknown = Object.keys(choices)
    .filter((name) => !differing.has(name))
    .map((name) => ({ path: ['choices', name], message: EXTERNAL_REVIEW_MESSAGES.unknownField }));
  return [...missing, ...unknown];
}

/** The fields once chosen: the provider's value where the user chose it, the value here everywhere else. */
export function chosenFields(
  local: ExternalYarnFields,
  provider: ExternalYarnFields,
  choices: Record<string, ExternalChoice>,
): ExternalYarnFields {
  const chosen = { ...local };
  for (const name of FIELD_NAMES) {
    if (choices[name] === 'provider') Object.assign(chosen, { [name]: provider[name] });
  }
  return chosen;
}

/** Whether going from `before` to `after` changes the entry's line (brand, name, weight or fibres). */
export const lineChanges = (before: ExternalYarnFields, after: ExternalYarnFields): boolean =>
  LINE_FIELDS.some((name) => !sameField(name, before, after));

const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, max: number) => Math.min(Math.max(round2(value), 0), max);

/**
 * The stock once the totals become the new ones: usage recorded here stays deducted, the remaining stock moves
 * by what the totals moved (never below 0 nor above the new total).
 */
export function stockMovedTo(
  item: Pick<YarnItemEntity, 'skeinsTotal' | 'skeinsRemaining' | 'totalYardage' | 'remainingYardage'>,
  next: Pick<ExternalYarnFields, 'skeins_total' | 'total_yardage'>,
) {
  return {
    skeinsTotal: next.skeins_total,
    skeinsRemaining: clamp(
      Number(item.skeinsRemaining) + next.skeins_total - Number(item.skeinsTotal),
      next.skeins_total,
    ),
    totalYardage: next.total_yardage,
    remainingYardage: clamp(
      Number(item.remainingYardage) + next.total_yardage - Number(item.totalYardage),
      next.total_yardage,
    ),
  };
}

/**
 * The provider's fields in this inventory's terms. Once the provider took this entry's skeins from here
 * (write-back), its count is the skeins left. While that count is still the one it took, its skeins and yards are
 * as last imported (its yards follow its count); once it moved there, the skeins used here as they were then are
 * added back, and the yards in proportion, so a skein added there is one more here.
 */
export function providerFieldsHere(
  fields: ExternalYarnFields,
  sent: Pick<ExternalLocalEdit, 'skeins_total' | 'skeins_remaining'> | null,
  snapshot: ExternalYarnFields | null,
): ExternalYarnFields {
  if (!sent || !snapshot) return fields;
  const { skeins_total: skeins, total_yardage: yards } = fields;
  if (Number(skeins) === Number(sent.skeins_remaining))
    return { ...fields, skeins_total: snapshot.skeins_total, total_yardage: snapshot.total_yardage };
  const here = clamp(skeins + sent.skeins_total - sent.skeins_remaining, 10_000);
  const perSkein = skeins > 0 ? yards / skeins : snapshot.total_yardage / (snapshot.skeins_total || 1);
  return {
    ...fields,
    skeins_total: here,
    total_yardage: clamp(yards + (here - skeins) * perSkein, 10_000_000),
  };
}

/** The user's line for these fields, found or created by brand and name (its facts filled where given). */
export async function lineFor(
  lines: YarnLinesRepository,
  manager: EntityManager,
  userId: string,
  fields: ExternalYarnFields,
): Promise<string> {
  const brandId = await lines.upsertBrand(manager, userId, fields.brand_name);
  const perSkein =
    fields.skeins_total > 0 ? Math.round(fields.total_yardage / fields.skeins_total) || null : null;
  const line = await lines.upsertLine(manager, userId, brandId, {
    line_name: fields.line_name,
    weight_category: fields.weight_category,
    fiber_content: fields.fiber_content,
    yardage_per_skein: perSkein,
    weight_grams: null,
  });
  return line.id;
}
