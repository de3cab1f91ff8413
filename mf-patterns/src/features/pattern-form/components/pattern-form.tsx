import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import {
  PatternWriteSchema,
  type Pattern,
  type PatternWrite,
  type PatternWriteInput,
} from '@yarn-mgmt/contracts';
import { useFillFromPdf } from '../hooks/use-fill-from-pdf';
import { useSavePattern } from '../hooks/use-save-pattern';
import { EMPTY_PATTERN_FORM, toFormValues } from '../utils/form-values';
import { BasicsSection } from './basics-section';
import { NotesSection } from './notes-section';
import { PdfSection } from './pdf-section';
import { SourcePriceSection } from './source-price-section';
import { YarnGaugeSection } from './yarn-gauge-section';

/** The pattern create and edit form (DECISIONS 15): the entity's fields, validated with the contract's schema. */
export function PatternForm({ pattern }: { pattern?: Pattern }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<PatternWriteInput, unknown, PatternWrite>({
    resolver: zodResolver(PatternWriteSchema),
    defaultValues: pattern ? toFormValues(pattern) : EMPTY_PATTERN_FORM,
  });
  const { save, formError, progress } = useSavePattern(pattern, form.setError);
  const reader = useFillFromPdf(form);
  const { control, handleSubmit, formState } = form;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values, file))(event)}
      aria-label="Pattern form"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PdfSection pattern={pattern} file={file} onFile={setFile} progress={progress} reader={reader} />
        </Paper>
        <BasicsSection control={control} />
        <YarnGaugeSection control={control} />
        <SourcePriceSection form={form} />
        <NotesSection control={control} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {pattern ? 'Save Changes' : 'Save Pattern'}
          </Button>
          <Button onClick={() => void navigate(-1)} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
