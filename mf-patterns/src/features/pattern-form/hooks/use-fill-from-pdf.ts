import { useState } from 'react';
import { errorMessage } from '@yarn-mgmt/web-platform';
import { useReadPdf } from '../api/read-pdf';
import type { PatternFormApi } from '../components/pattern-form-control';
import { fillFromReading, type ReadingFill } from '../utils/reading-to-values';

export interface FillResult extends Omit<ReadingFill, 'updates'> {
  /** Characters of text the PDF had (0 for a scanned, image-only PDF). */
  textChars: number;
}

/** "Fill from PDF": reads the chosen PDF on the server and puts what it found into the form's empty fields. */
export function useFillFromPdf(form: PatternFormApi) {
  const read = useReadPdf();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<FillResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fill = async (file: File) => {
    setError(null);
    setResult(null);
    setProgress(0);
    try {
      const answer = await read.mutateAsync({ file, onProgress: setProgress });
      const { updates, filled, kept } = fillFromReading(form.getValues(), answer.reading, {
        craftChosen: form.getFieldState('craft_type').isDirty,
      });
      for (const [field, value] of Object.entries(updates)) {
        form.setValue(field as keyof typeof updates, value, {
          shouldDirty: true,
          shouldValidate: true,
        });
      }
      setResult({ filled, kept, textChars: answer.text_chars });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not read the PDF'));
    } finally {
      setProgress(null);
    }
  };

  return { fill, progress, result, error, reading: read.isPending };
}
