import { useId, useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DESIGNER_TEXTS, type RawDesignerInput, type DesignerProjectType } from '@yarn-mgmt/contracts';
import { FITS, sizeOptions } from '@yarn-mgmt/domain/designer';
import {
  checkDesignerForm,
  DESIGNER_FORM_DEFAULTS,
  REQUIRED_SELECTS,
  type DesignerFormValues,
} from '../utils/designer-form';
import { MoreOptions } from './more-options';
import { OwnMeasurement } from './own-measurement';
import { SuggestField } from './suggest-field';

export interface DesignerFormProps {
  generating: boolean;
  /** The server's refusal or failure, shown where the form's own message is. */
  failure: string | null;
  onGenerate: (body: RawDesignerInput) => void;
}

const FIT_SUGGESTIONS = FITS.map((fit) => fit[0].toUpperCase() + fit.slice(1));

/**
 * The designer's form (spec part 2 section 2): Project Type*, Craft Type*, Difficulty*, Yarn Weight*, Size,
 * Pattern Style and Special Features, then the own gauge and crochet terms. Checked with the contract's schema;
 * a required field left empty gives the spec's one message and is marked.
 */
export function DesignerForm({ generating, failure, onGenerate }: DesignerFormProps) {
  const messageId = useId();
  const { control, handleSubmit, setError, clearErrors } = useForm<DesignerFormValues>({
    defaultValues: DESIGNER_FORM_DEFAULTS,
  });
  const [message, setMessage] = useState<string | null>(null);
  const [projectType, craftType] = useWatch({ control, name: ['projectType', 'craftType'] });
  const sizes = useMemo(
    () => (projectType ? sizeOptions(projectType as DesignerProjectType).map((option) => option.text) : []),
    [projectType],
  );

  const submit = (values: DesignerFormValues) => {
    clearErrors();
    const check = checkDesignerForm(values);
    if (!check.ok) {
      for (const field of check.fields) setError(field, { message: check.message });
      setMessage(check.message);
      return;
    }
    setMessage(null);
    onGenerate(check.body);
  };
  const shown = message ?? failure;

  return (
    <Box
      component="form"
      noValidate
      aria-label="Pattern design"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {REQUIRED_SELECTS.map((select) => (
          <Controller
            key={select.name}
            control={control}
            name={select.name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                required
                label={select.label}
                error={Boolean(fieldState.error)}
                slotProps={{
                  select: { 'aria-describedby': fieldState.error ? messageId : undefined },
                }}
              >
                {select.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ))}
      </Box>
      <SuggestField
        control={control}
        name="size"
        label="Size"
        suggestions={sizes}
        helperText="Leave it empty for every size of the range, or give one: a garment is graded across its range."
      />
      {projectType && <OwnMeasurement control={control} projectType={projectType} messageId={messageId} />}
      <SuggestField
        control={control}
        name="patternStyle"
        label="Pattern Style"
        suggestions={FIT_SUGGESTIONS}
        helperText="The fit: close, standard, relaxed or oversized."
      />
      <Controller
        control={control}
        name="specialFeatures"
        render={({ field }) => (
          <TextField
            {...field}
            label="Special Features"
            multiline
            minRows={3}
            helperText="Stripes, a pom-pom, a folded brim, fringe, cables…"
          />
        )}
      />
      <MoreOptions control={control} crochet={craftType === 'crochet'} messageId={messageId} />
      {shown && (
        <Alert severity="error" id={messageId}>
          {shown}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={generating}
        startIcon={generating ? <CircularProgress size={18} color="inherit" /> : <AutoAwesomeIcon />}
      >
        {DESIGNER_TEXTS.generate}
      </Button>
    </Box>
  );
}
