import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import {
  PatternCreateInputSchema,
  type Pattern,
  type PatternDraftHandoff,
  type PatternCreateInput,
  type RawPatternCreateInput,
} from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useFillFromPdf } from '../hooks/use-fill-from-pdf';
import { useSavePattern } from '../hooks/use-save-pattern';
import { EMPTY_PATTERN_FORM, toFormValues } from '../utils/form-values';
import { fillFromReading } from '../utils/reading-to-values';
import { BasicsSection } from './basics-section';
import { NotesSection } from './notes-section';
import { PdfSection } from './pdf-section';
import { SourcePriceSection } from './source-price-section';
import { YarnGaugeSection } from './yarn-gauge-section';

/** A new pattern's starting values: empty, or what the PDF Processor read (Save to Library), for review. */
function startingValues(pattern?: Pattern, draft?: PatternDraftHandoff | null): RawPatternCreateInput {
  if (pattern) return toFormValues(pattern);
  if (!draft) return EMPTY_PATTERN_FORM;
  const { updates } = fillFromReading(EMPTY_PATTERN_FORM, draft.reading, { craftChosen: false });
  return { ...EMPTY_PATTERN_FORM, ...updates, difficulty_level: draft.difficultyLevel };
}

/**
 * The pattern create and edit form (DECISIONS 15): the entity's fields, validated with the contract's schema. A
 * draft from the PDF Processor fills it, and its kept PDF is attached once the pattern is saved.
 */
export function PatternForm({ pattern, draft }: { pattern?: Pattern; draft?: PatternDraftHandoff | null }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<RawPatternCreateInput, unknown, PatternCreateInput>({
    resolver: zodResolver(PatternCreateInputSchema),
    defaultValues: startingValues(pattern, draft),
  });
  const { save, formError, progress } = useSavePattern(pattern, form.setError, draft?.upload);
  const reader = useFillFromPdf(form);
  const { control, handleSubmit, formState } = form;
  // A new pattern's price is in the user's Currency setting until they choose another (DECISIONS 26); the
  // settings may arrive after the form.
  const { currency } = useFormatters();
  useEffect(() => {
    if (!pattern && !form.getFieldState('currency').isDirty) form.setValue('currency', currency);
  }, [pattern, form, currency]);

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
        {draft && !pattern && (
          <Alert severity="info">
            Filled from {draft.upload.fileName} by the PDF Processor: review the fields, then save. The PDF is
            attached to the pattern when you save it, unless you choose another below.
          </Alert>
        )}
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
