import { FormChipsField, FormSection, FormTextField } from '@yarn-mgmt/ui';
import type { PatternFormControl } from './pattern-form-control';

export function NotesSection({ control }: { control: PatternFormControl }) {
  return (
    <FormSection title="Techniques, tags and notes">
      <FormChipsField
        control={control}
        name="techniques"
        label="Techniques"
        placeholder="e.g. cables, then Enter"
      />
      <FormChipsField control={control} name="tags" label="Tags" placeholder="Type a tag and press Enter" />
      <FormTextField
        control={control}
        name="pattern_notes"
        label="Pattern notes"
        multiline
        minRows={3}
        emptyAs=""
      />
      <FormTextField
        control={control}
        name="personal_notes"
        label="Personal notes"
        multiline
        minRows={3}
        emptyAs=""
      />
    </FormSection>
  );
}
