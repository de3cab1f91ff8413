import {
  CRAFT_TYPES,
  PROJECT_PRIORITIES,
  PROJECT_PRIORITY_LABELS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
} from '@yarn-mgmt/contracts';
import { FormSection, FormSelectField, FormTextField } from '@yarn-mgmt/ui';
import type { PatternChoice } from '../utils/form-values';
import { PatternPicker } from './pattern-picker';
import type { ProjectFormControl } from './project-form-control';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS = PROJECT_PRIORITIES.map((value) => ({
  value,
  label: PROJECT_PRIORITY_LABELS[value],
}));
const CRAFT_OPTIONS = CRAFT_TYPES.map((value) => ({
  value,
  label: value === 'knitting' ? 'Knitting' : 'Crochet',
}));

export interface BasicsSectionProps {
  control: ProjectFormControl;
  pattern: PatternChoice | null;
  initialPattern: PatternChoice | null;
  onPattern: (pattern: PatternChoice | null) => void;
  /** Sizes the chosen pattern offers (a free text field when it names none). */
  sizes: string[];
}

/** Name, pattern and size, craft, status and priority. */
export function BasicsSection({ control, pattern, initialPattern, onPattern, sizes }: BasicsSectionProps) {
  return (
    <FormSection title="Project">
      <FormTextField
        control={control}
        name="name"
        label="Project Name"
        emptyAs=""
        placeholder={pattern ? `${pattern.title} Project` : undefined}
        helperText={pattern ? 'Left blank, the pattern’s title and “Project”' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <PatternPicker control={control} initial={initialPattern} onPick={onPattern} />
      {sizes.length > 0 ? (
        <FormSelectField control={control} name="size" label="Size" options={sizes} emptyLabel="Not chosen" />
      ) : (
        <FormTextField control={control} name="size" label="Size" />
      )}
      <FormSelectField control={control} name="craft_type" label="Craft" options={CRAFT_OPTIONS} />
      <FormSelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} />
      <FormSelectField
        control={control}
        name="priority"
        label="Priority"
        options={PRIORITY_OPTIONS}
        emptyLabel="Not set"
      />
    </FormSection>
  );
}
