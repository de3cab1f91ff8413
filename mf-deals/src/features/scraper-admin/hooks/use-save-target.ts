import type { UseFormReturn } from 'react-hook-form';
import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { useCreateScraperTarget, useUpdateScraperTarget } from '../../../api/scraper-target-writes';
import {
  emptyTargetForm,
  targetFieldErrors,
  targetPayload,
  type TargetFormValues,
} from '../utils/target-form';

/**
 * Saves the dialog's target (POST for a new one, PUT for an edit). No check before sending (spec part 2
 * section 5): a 400's field errors show under their fields, with the toast; a success resets the form to the
 * defaults and closes the dialog.
 */
export function useSaveTarget(
  target: ScraperTarget | null,
  form: Pick<UseFormReturn<TargetFormValues>, 'setError' | 'reset'>,
  onSaved: () => void,
) {
  const toast = useToast();
  const create = useCreateScraperTarget();
  const update = useUpdateScraperTarget();
  const save = async (values: TargetFormValues) => {
    const body = targetPayload(values);
    try {
      if (target) await update.mutateAsync({ id: target.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      for (const [field, message] of targetFieldErrors(error)) {
        form.setError(field, { type: 'server', message });
      }
      toast.error(target ? 'Failed to update scraper target' : 'Failed to add scraper target');
      return;
    }
    toast.success(target ? 'Scraper target updated successfully!' : 'Scraper target added successfully!');
    form.reset(emptyTargetForm());
    onSaved();
  };
  return { save, saving: create.isPending || update.isPending };
}
