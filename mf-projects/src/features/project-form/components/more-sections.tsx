import { FormNumberField, FormSection, FormTextField } from '@yarn-mgmt/ui';
import type { ProjectFormControl } from './project-form-control';

const date = { slotProps: { inputLabel: { shrink: true } } } as const;

/** Dates, progress and the pattern's total rows (what a counter's progress is measured against). */
export function DatesSection({ control }: { control: ProjectFormControl }) {
  return (
    <FormSection title="Dates and progress">
      <FormTextField control={control} name="start_date" label="Start date" type="date" {...date} />
      <FormTextField control={control} name="end_date" label="End date" type="date" {...date} />
      <FormTextField
        control={control}
        name="target_completion_date"
        label="Target completion date"
        type="date"
        {...date}
      />
      <FormNumberField control={control} name="progress_percentage" label="Progress (%)" step={1} required />
      <FormNumberField
        control={control}
        name="total_rows"
        label="Total rows"
        step={1}
        helperText="When known, progress can follow a row counter"
      />
    </FormSection>
  );
}

/** Who it is for, what was made and how it knit up, and notes. */
export function DetailsSection({ control }: { control: ProjectFormControl }) {
  return (
    <FormSection title="Details">
      <FormTextField control={control} name="recipient" label="Recipient" />
      <FormTextField control={control} name="size_made" label="Size made" />
      <FormTextField control={control} name="needle_size" label="Needle size" />
      <FormTextField control={control} name="gauge_achieved" label="Gauge achieved" />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} />
    </FormSection>
  );
}
