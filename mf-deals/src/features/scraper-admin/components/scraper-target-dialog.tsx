import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  SCRAPE_FREQUENCIES,
  SCRAPER_CATEGORIES,
  SCRAPER_TYPES,
  type ScraperTarget,
} from '@yarn-mgmt/contracts';
import { FormSelectField, FormTextField } from '@yarn-mgmt/ui';
import { useSaveTarget } from '../hooks/use-save-target';
import { emptyTargetForm, targetFormValues, type TargetFormValues } from '../utils/target-form';

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
            <FormSelectField
              control={control}
              name="category"
              label="Category"
              options={SCRAPER_CATEGORIES}
            />
            <FormSelectField
              control={control}
              name="scraperType"
              label="Scraper Type"
              options={SCRAPER_TYPES}
            />
            <FormSelectField
              control={control}
              name="scrapeFrequency"
              label="Frequency"
              options={SCRAPE_FREQUENCIES}
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
