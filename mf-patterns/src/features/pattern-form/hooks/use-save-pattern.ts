import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Pattern, PatternDraftHandoff, PatternCreateInput } from '@yarn-mgmt/contracts';
import { errorMessage, fieldErrorsFrom, useToast } from '@yarn-mgmt/web-platform';
import { useAttachToolPdf } from '../api/attach-tool-pdf';
import { useUploadPatternFile } from '../api/pattern-file';
import { useCreatePattern, useUpdatePattern } from '../api/save-pattern';
import type { PatternFormApi } from '../components/pattern-form-control';
import { PATTERN_FORM_FIELDS, type PatternFormField } from '../utils/form-values';

/**
 * Saves the pattern (POST or PUT), puts a 400's field errors on their fields, then uploads the chosen PDF with
 * its progress, and opens the saved pattern. A failed upload leaves the saved pattern and says why.
 */
export function useSavePattern(
  pattern: Pattern | undefined,
  setError: PatternFormApi['setError'],
  toolUpload?: PatternDraftHandoff['upload'],
) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePattern();
  const update = useUpdatePattern();
  const upload = useUploadPatternFile();
  const attachToolPdf = useAttachToolPdf();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (values: PatternCreateInput, file: File | null) => {
    setFormError(null);
    let saved: Pattern;
    try {
      saved = pattern
        ? await update.mutateAsync({ id: pattern.id, body: values })
        : await create.mutateAsync(values);
    } catch (error) {
      for (const [field, message] of fieldErrorsFrom(error, PATTERN_FORM_FIELDS)) {
        setError(field as PatternFormField, { type: 'server', message });
      }
      setFormError(errorMessage(error, 'Failed to save pattern'));
      return;
    }
    if (file) {
      try {
        setProgress(0);
        await upload.mutateAsync({ id: saved.id, file, onProgress: setProgress });
      } catch (error) {
        toast.error(errorMessage(error, `Failed to upload ${file.name}`));
      } finally {
        setProgress(null);
      }
    }
    // Save to Library from the PDF Processor: its kept PDF, unless the user chose another file here.
    if (toolUpload && !file && !pattern) {
      try {
        await attachToolPdf.mutateAsync({ uploadId: toolUpload.id, patternId: saved.id });
      } catch (error) {
        toast.error(errorMessage(error, `Failed to attach ${toolUpload.fileName}`));
      }
    }
    toast.success(pattern ? 'Pattern updated' : 'Pattern added');
    void navigate(`/patterns/${saved.id}`);
  };

  return { save, formError, progress };
}
