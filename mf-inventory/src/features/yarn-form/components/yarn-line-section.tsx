import { useWatch } from 'react-hook-form';
import { FIBER_OPTIONS, YARN_WEIGHTS } from '@yarn-mgmt/contracts';
import {
  FormAutocompleteField,
  FormCheckboxField,
  FormNumberField,
  FormSection,
  FormSelectField,
} from '@yarn-mgmt/ui';
import { useBrandSuggestions, useLineSuggestions, type LineSuggestion } from '../hooks/use-line-suggestions';
import type { YarnFormApi } from './yarn-form-control';

/**
 * Brand and yarn line, suggested from the user's own and the catalogue's; picking a line fills in its weight,
 * fibre, yardage and grams per skein and whether it is discontinued.
 */
export function YarnLineSection({ form }: { form: YarnFormApi }) {
  const { control, setValue } = form;
  const brandName = useWatch({ control, name: 'brand_name' });
  const brands = useBrandSuggestions();
  const lines = useLineSuggestions(brandName ?? '');

  const fillFrom = (line: LineSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('weight_category', line.weight_category, options);
    setValue('fiber_content', line.fiber_content ?? '', options);
    setValue('yardage_per_skein', line.yardage_per_skein, options);
    setValue('weight_grams', line.weight_grams, options);
    setValue('discontinued', line.discontinued, options);
  };

  return (
    <FormSection title="Yarn">
      <FormAutocompleteField control={control} name="brand_name" label="Brand" required options={brands} />
      <FormAutocompleteField
        control={control}
        name="line_name"
        label="Yarn line"
        required
        options={lines.lines}
        loading={lines.loading}
        optionLabel={(line) => line.name}
        groupBy={(line) => line.group}
        onPick={fillFrom}
      />
      <FormSelectField
        control={control}
        name="weight_category"
        label="Weight"
        options={YARN_WEIGHTS}
        emptyLabel="Not specified"
      />
      <FormAutocompleteField
        control={control}
        name="fiber_content"
        label="Fiber content"
        options={FIBER_OPTIONS}
      />
      <FormNumberField control={control} name="yardage_per_skein" label="Yardage per skein" step={1} />
      <FormNumberField control={control} name="weight_grams" label="Weight per skein (g)" />
      <FormCheckboxField control={control} name="discontinued" label="Discontinued" />
    </FormSection>
  );
}
