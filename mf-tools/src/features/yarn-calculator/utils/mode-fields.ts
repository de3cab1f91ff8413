import {
  ESTIMATE_PROJECT_TYPES,
  ESTIMATE_YARN_WEIGHTS,
  PATTERN_YARN_WEIGHTS,
  WEIGHT_UNITS,
  type CalculationType,
} from '@yarn-mgmt/contracts';
import type { SelectOption } from '@yarn-mgmt/ui';

/** One input of a mode: a number, or a choice from a list. Names are the mode's input schema's keys. */
export type CalcField =
  | { kind: 'number'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: ReadonlyArray<string | SelectOption<string>> };

export interface ModeForm {
  fields: readonly CalcField[];
  /** What the form opens with: numbers empty, choices empty unless a default is natural (grams to ounces). */
  defaults: Record<string, string | number | null>;
}

const number = (name: string, label: string): CalcField => ({ kind: 'number', name, label });
type Options = Extract<CalcField, { kind: 'select' }>['options'];
const select = (name: string, label: string, options: Options): CalcField => ({
  kind: 'select',
  name,
  label,
  options,
});
const empty = (fields: readonly CalcField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, null])) as Record<string, null>;

function form(fields: CalcField[], defaults: ModeForm['defaults'] = {}): ModeForm {
  return { fields, defaults: { ...empty(fields), ...defaults } };
}

/** The fields of each Calculation Type, in the order the page shows them. */
export const MODE_FORMS: Readonly<Record<CalculationType, ModeForm>> = {
  'total-yardage': form([number('skeins', 'Number of Skeins'), number('yardsPerSkein', 'Yards per Skein')]),
  'weight-converter': form(
    [number('value', 'Weight'), select('from', 'From', WEIGHT_UNITS), select('to', 'To', WEIGHT_UNITS)],
    { from: 'g', to: 'oz' },
  ),
  gauge: form([number('stitches', 'Stitches'), number('rows', 'Rows'), number('inches', 'Inches Measured')]),
  'project-estimate': form([
    select('projectType', 'Project Type', ESTIMATE_PROJECT_TYPES),
    select('yarnWeight', 'Yarn Weight', ESTIMATE_YARN_WEIGHTS),
  ]),
  'yarn-substitution': form([
    number('yardsNeeded', 'Yards Needed'),
    select('patternWeight', "Pattern's Yarn Weight", PATTERN_YARN_WEIGHTS),
    select('substituteWeight', 'Substitute Yarn Weight', PATTERN_YARN_WEIGHTS),
    number('yardsPerSkein', 'Substitute Yards per Skein'),
  ]),
  'leftover-yarn': form([
    number('gramsLeft', 'Grams Left'),
    number('gramsPerSkein', 'Grams per Skein'),
    number('yardsPerSkein', 'Yards per Skein'),
  ]),
};
