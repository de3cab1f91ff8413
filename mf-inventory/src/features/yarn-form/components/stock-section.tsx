import { useWatch } from 'react-hook-form';
import { CURRENCIES } from '@yarn-mgmt/contracts';
import { FormNumberField, FormSection, FormSelectField, FormTextField } from '@yarn-mgmt/ui';
import { useFormatters } from '@yarn-mgmt/web-platform';
import type { YarnFormControl } from './yarn-form-control';

export function StockSection({ control }: { control: YarnFormControl }) {
  const { symbolOf } = useFormatters();
  const currency = useWatch({ control, name: 'currency' });
  // An entry saved in another currency keeps it as a choice.
  const currencies = [...new Set([...CURRENCIES, ...(currency ? [currency] : [])])];
  return (
    <FormSection title="Stock and purchase">
      <FormNumberField control={control} name="skeins_total" label="Skeins in total" required step={0.1} />
      <FormNumberField
        control={control}
        name="skeins_remaining"
        label="Skeins remaining"
        required
        step={0.1}
      />
      <FormNumberField control={control} name="desired_quantity_grams" label="Desired quantity (g)" />
      <FormNumberField
        control={control}
        name="purchase_price"
        label={`Price per skein (${symbolOf(currency)})`}
        step={0.01}
      />
      <FormSelectField control={control} name="currency" label="Currency" options={currencies} />
      <FormTextField
        control={control}
        name="purchase_date"
        label="Purchase date"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="vendor" label="Vendor" />
      <FormTextField control={control} name="storage_location" label="Storage location" />
      <FormTextField control={control} name="condition" label="Condition" />
    </FormSection>
  );
}
