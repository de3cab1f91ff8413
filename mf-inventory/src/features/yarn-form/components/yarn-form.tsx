import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import {
  YarnCreateInputSchema,
  type Yarn,
  type YarnCreateInput,
  type RawYarnCreateInput,
} from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useSaveYarn } from '../hooks/use-save-yarn';
import { EMPTY_YARN_FORM, toFormValues } from '../utils/form-values';
import { ColourSection } from './colour-section';
import { NotesPhotosSection } from './notes-photos-section';
import { StockSection } from './stock-section';
import { YarnLineSection } from './yarn-line-section';

/** The yarn create and edit form (DECISIONS 15): the entry's fields, validated with the contract's schema. */
export function YarnForm({ yarn }: { yarn?: Yarn }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<RawYarnCreateInput, unknown, YarnCreateInput>({
    resolver: zodResolver(YarnCreateInputSchema),
    defaultValues: yarn ? toFormValues(yarn) : EMPTY_YARN_FORM,
  });
  const { save, formError, progress } = useSaveYarn(yarn, form.setError);
  const { control, handleSubmit, formState } = form;
  // A new entry's price is in the user's Currency setting unless they choose another; an entry keeps its own
  // (DECISIONS 26). The settings may arrive after the form.
  const { currency } = useFormatters();
  useEffect(() => {
    if (!yarn && !form.getFieldState('currency').isDirty) form.setValue('currency', currency);
  }, [yarn, form, currency]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values, files))(event)}
      aria-label="Yarn form"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={3}>
        <YarnLineSection form={form} />
        <ColourSection control={control} />
        <StockSection control={control} />
        <NotesPhotosSection
          control={control}
          yarn={yarn}
          files={files}
          onFiles={setFiles}
          progress={progress}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {yarn ? 'Save Changes' : 'Save Yarn'}
          </Button>
          <Button
            onClick={() => void navigate(yarn ? `/yarn/${yarn.id}` : '/yarn')}
            disabled={formState.isSubmitting}
          >
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
