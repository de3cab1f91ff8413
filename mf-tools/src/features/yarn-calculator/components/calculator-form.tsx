import { useId, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CALCULATOR_INPUT_SCHEMAS, type CalculationType } from '@yarn-mgmt/contracts';
import { calculate, type CalcResult } from '@yarn-mgmt/domain';
import { MODE_FORMS } from '../utils/mode-fields';
import { CalcFieldInput, type CalcFormValues } from './calc-fields';

export interface CalculatorFormProps {
  type: CalculationType;
  label: string;
  /** A result, or null when the input was refused (the Results panel then shows no stale answer). */
  onResult: (result: CalcResult | null) => void;
}

/**
 * One mode's fields and the Calculate button. The form checks its input with the mode's contract schema (the
 * fields at fault are marked, the mode's one message is shown), then libs/domain does the arithmetic, which may
 * still refuse (an estimate the table lacks).
 */
export function CalculatorForm({ type, label, onResult }: CalculatorFormProps) {
  const { fields, defaults } = MODE_FORMS[type];
  const messageId = useId();
  const { control, handleSubmit, formState } = useForm<CalcFormValues>({
    resolver: zodResolver(CALCULATOR_INPUT_SCHEMAS[type]) as unknown as Resolver<CalcFormValues>,
    defaultValues: defaults,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // The first field at fault, in the page's order, gives the message; fixing the fields clears it.
  const firstError = (errors: FieldErrors<CalcFormValues>) =>
    fields.map((field) => errors[field.name]?.message).find(Boolean) ?? null;
  const message = firstError(formState.errors) ?? refusal;

  const onValid = (values: CalcFormValues) => {
    const outcome = calculate(type, values);
    setRefusal(outcome.ok ? null : outcome.message);
    onResult(outcome.ok ? outcome.result : null);
  };
  const onInvalid = () => {
    setRefusal(null);
    onResult(null);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {fields.map((field) => (
        <CalcFieldInput key={field.name} control={control} field={field} messageId={messageId} />
      ))}
      {message && (
        <Alert severity="error" id={messageId}>
          {message}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" startIcon={<CalculateIcon />}>
        Calculate
      </Button>
    </Box>
  );
}
