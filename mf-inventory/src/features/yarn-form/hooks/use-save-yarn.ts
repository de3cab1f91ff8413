import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import type { Yarn, YarnCreateInput, RawYarnCreateInput } from '@yarn-mgmt/contracts';
import { errorMessage, fieldErrorsFrom, useToast } from '@yarn-mgmt/web-platform';
import { useCreateYarn } from '../api/create-yarn';
import { useUpdateYarn } from '../api/update-yarn';
import { useUploadYarnPhoto } from '../api/yarn-photos';
import { EMPTY_YARN_FORM, type YarnFormField } from '../utils/form-values';

/**
 * Saves the entry (POST or PUT), puts a 400's field errors on the fields, then uploads the chosen photos one by
 * one with their progress, and opens the saved entry.
 */
export function useSaveYarn(yarn: Yarn | undefined, setError: UseFormSetError<RawYarnCreateInput>) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateYarn();
  const update = useUpdateYarn(yarn?.id ?? '');
  const upload = useUploadYarnPhoto();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (values: YarnCreateInput, files: File[]) => {
    setFormError(null);
    let saved: Yarn;
    try {
      saved = yarn ? await update.mutateAsync(values) : await create.mutateAsync(values);
    } catch (error) {
      const fields = Object.keys(EMPTY_YARN_FORM) as YarnFormField[];
      for (const [field, message] of fieldErrorsFrom(error, fields)) {
        setError(field as YarnFormField, { type: 'server', message });
      }
      setFormError(errorMessage(error, 'Failed to save yarn'));
      return;
    }
    for (const [index, file] of files.entries()) {
      try {
        setProgress((index * 100) / files.length);
        await upload.mutateAsync({
          id: saved.id,
          file,
          onProgress: (percent) => setProgress((index * 100 + percent) / files.length),
        });
      } catch (error) {
        toast.error(errorMessage(error, `Failed to upload ${file.name}`));
      }
    }
    setProgress(null);
    toast.success(yarn ? 'Yarn updated' : 'Yarn added');
    void navigate(`/yarn/${saved.id}`);
  };

  return { save, formError, progress };
}
