import { useController, useWatch } from 'react-hook-form';
import { FormControlLabel, Switch } from '@mui/material';
import { FormNumberField, FormSection, FormSelectField, FormTextField } from '@yarn-mgmt/ui';
import { CURRENCIES } from '@yarn-mgmt/contracts';
import type { PatternFormApi } from './pattern-form-control';
import { SourceDetailsRows } from './source-details-rows';

/** A record's error is on the record (too many) or on one of its keys: either way, say it once. */
function detailsMessage(error: object): string {
  const message = 'message' in error ? error.message : undefined;
  if (typeof message === 'string' && message) return message;
  const nested = Object.values(error).find(
    (value): value is { message: string } =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string',
  );
  return nested?.message ?? 'Check the source details';
}

/** Where the pattern came from, when it was bought and for how much (a free pattern has no price). */
export function SourcePriceSection({ form }: { form: PatternFormApi }) {
  const { control, setValue, formState } = form;
  const free = useController({ control, name: 'is_free' });
  const currency = useWatch({ control, name: 'currency' });
  // A pattern imported with another currency keeps it as a choice.
  const currencies = [...new Set([...CURRENCIES, ...(currency ? [currency] : [])])];
  const detailsError = formState.errors.source_details;
  return (
    <FormSection title="Source and price">
      <FormTextField control={control} name="pattern_source" label="Source" emptyAs="" />
      <FormTextField
        control={control}
        name="purchase_date"
        label="Purchase date"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SourceDetailsRows
        initial={form.getValues('source_details') ?? {}}
        onChange={(details) => setValue('source_details', details, { shouldDirty: true })}
        error={detailsError ? detailsMessage(detailsError) : undefined}
      />
      <FormControlLabel
        label="Free pattern"
        control={
          <Switch
            checked={Boolean(free.field.value)}
            onChange={(event) => {
              free.field.onChange(event.target.checked);
              if (event.target.checked) setValue('price', null, { shouldValidate: true });
            }}
          />
        }
      />
      <FormNumberField
        control={control}
        name="price"
        label="Price"
        step={0.01}
        disabled={Boolean(free.field.value)}
      />
      <FormSelectField control={control} name="currency" label="Currency" options={currencies} />
    </FormSection>
  );
}
