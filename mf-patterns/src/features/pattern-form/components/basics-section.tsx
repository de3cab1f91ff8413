import { useController } from 'react-hook-form';
import { DIFFICULTY_LEVELS, PATTERN_CATEGORIES, PATTERN_YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import {
  FormAutocompleteField,
  FormSection,
  FormSelectField,
  FormTextField,
  SelectField,
} from '@yarn-mgmt/ui';
import { CRAFT_OPTIONS } from '../../../utils/pattern-fields';
import { useDesigners } from '../api/get-designers';
import type { PatternFormControl } from './pattern-form-control';

const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map(({ level, label }) => ({
  value: String(level),
  label: `${level} – ${label}`,
}));

/** Difficulty 1-5 with its label; the empty choice holds null. */
function DifficultyField({ control }: { control: PatternFormControl }) {
  const { field, fieldState } = useController({ control, name: 'difficulty_level' });
  return (
    <SelectField
      label="Difficulty"
      name={field.name}
      inputRef={field.ref}
      value={field.value == null ? '' : String(field.value)}
      options={DIFFICULTY_OPTIONS}
      emptyLabel="Not specified"
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

export function BasicsSection({ control }: { control: PatternFormControl }) {
  const designers = useDesigners();
  return (
    <FormSection title="Pattern">
      <FormTextField control={control} name="title" label="Title" required emptyAs="" />
      <FormAutocompleteField
        control={control}
        name="designer"
        label="Designer"
        options={designers.data ?? []}
        loading={designers.isPending}
      />
      <FormSelectField
        control={control}
        name="category"
        label="Category"
        options={PATTERN_CATEGORIES}
        emptyLabel="Not specified"
      />
      <FormSelectField control={control} name="craft_type" label="Craft" options={CRAFT_OPTIONS} />
      <DifficultyField control={control} />
      <FormSelectField
        control={control}
        name="yarn_weight"
        label="Yarn weight"
        options={PATTERN_YARN_WEIGHTS}
        emptyLabel="Not specified"
      />
      <FormTextField control={control} name="image_url" label="Image URL" type="url" />
    </FormSection>
  );
}
