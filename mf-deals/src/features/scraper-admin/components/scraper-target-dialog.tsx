import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { FormSelectField, FormTextField } from '@yarn-mgmt/ui';
import { useSaveTarget } from '../hooks/use-save-target';
import { emptyTargetForm, targetFormValues, type TargetFormValues } from '../utils/target-form';
import { CATEGORY_OPTIONS, FREQUENCY_OPTIONS, SCRAPER_TYPE_OPTIONS } from '../utils/target-labels';

export interface ScraperTargetDialogProps {
  /** Closed when false; `'new'` for Add Target, else the target being edited. */
  target: ScraperTarget | 'new' | false;
  onClose: () => void;
}

/** Add Target and Edit: the form mounts with the defaults (or the target) each time the dialog opens. */
export function ScraperTargetDialog({ target, onClose }: ScraperTargetDialogProps) {
  if (target === false) return null;
  return <TargetForm target={target === 'new' ? null : target} onClose={onClose} />;
}

function TargetForm({ target, onClose }: { target: ScraperTarget | null; onClose: () => void }) {
  const form = useForm<TargetFormValues>({
    defaultValues: target ? targetFormValues(target) : emptyTargetForm(),
  });
  const { control, handleSubmit } = form;
  const { save, saving } = useSaveTarget(target, form, onClose);
  const title = target ? 'Edit Scraper Target' : 'Add Scraper Target';
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="scraper-target-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <DialogTitle id="scraper-target-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={control} name="name" label="Name" emptyAs="" fullWidth />
            <FormTextField control={control} name="url" label="URL" emptyAs="" fullWidth />
            <FormSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} />
            <FormSelectField
              control={control}
              name="scraperType"
              label="Scraper Type"
              options={SCRAPER_TYPE_OPTIONS}
            />
            <FormSelectField
              control={control}
              name="scrapeFrequency"
              label="Frequency"
              options={FREQUENCY_OPTIONS}
            />
            <FormTextField
              control={control}
              name="selectors"
              label="CSS Selectors (JSON)"
              emptyAs=""
              multiline
              rows={6}
              fullWidth
              helperText="JSON object with CSS selectors for data extraction"
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            {/* Not in the spec's form: an inactive target keeps its settings and is not run on schedule. */}
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <FormControlLabel
                  label="Active"
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {target ? 'Update' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
