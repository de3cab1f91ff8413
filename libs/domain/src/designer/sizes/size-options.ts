import type { DesignerProjectType } from '../options.js';
import { SIZE_FAMILIES } from './families.js';

/** A size the designer knows for a project type, and a Size field text that chooses it. */
export interface SizeOption {
  family: string;
  label: string;
  text: string;
}

/** Every size of every range of a project type (the form can offer them as suggestions for its free-text Size). */
export function sizeOptions(type: DesignerProjectType): SizeOption[] {
  return SIZE_FAMILIES[type].flatMap((family) =>
    family.rows.map((row) => ({
      family: family.name,
      label: row.label,
      text: /^\d|^[A-Z0-9]{1,3}$/.test(row.label) ? `${family.name} ${row.label}` : row.label,
    })),
  );
}
