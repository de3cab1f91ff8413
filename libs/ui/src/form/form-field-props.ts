import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every form field helper takes: the form's control and the field's name. */
export interface FormFieldBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOut extends FieldValues = TValues,
> {
  control: Control<TValues, unknown, TOut>;
  name: TName;
}
