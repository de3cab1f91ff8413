import { useState } from 'react';
import { PDF_PROCESSOR_MAX_BYTES, PDF_PROCESSOR_TEXTS, type PdfProcessing } from '@yarn-mgmt/contracts';
import { serverErrorMessage } from '@yarn-mgmt/web-platform';
import { usePdfResult } from '../api/get-pdf-result';
import { useUploadPdf } from '../api/upload-pdf';

const isPdf = (file: File) => file.type === 'application/pdf';

/**
 * The page's states (spec part 2 section 4): a file selected, then uploading with progress, then the result shown
 * with the selection cleared; a new selection clears the result. A scan answers at once with its OCR running: its
 * progress is polled until the result comes.
 */
export function usePdfProcessor() {
  const upload = useUploadPdf();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<PdfProcessing | null>(null);
  const polled = usePdfResult(answer?.status === 'processing' ? answer.id : null);
  const current = answer?.status === 'processing' && polled.data ? polled.data : answer;

  const choose = (chosen: File | undefined) => {
    setAnswer(null);
    if (!chosen) return;
    if (!isPdf(chosen)) {
      setFile(null);
      setError(PDF_PROCESSOR_TEXTS.selectPdf);
      return;
    }
    // Said before a byte is sent: the service would refuse it only after the whole upload.
    if (chosen.size > PDF_PROCESSOR_MAX_BYTES) {
      setFile(null);
      setError(PDF_PROCESSOR_TEXTS.tooLarge);
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const process = async () => {
    if (!file) {
      setError(PDF_PROCESSOR_TEXTS.selectFirst);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      setAnswer(await upload.mutateAsync({ file, onProgress: setProgress }));
      setFile(null);
    } catch (failure) {
      setError(serverErrorMessage(failure, PDF_PROCESSOR_TEXTS.failed));
    } finally {
      setProgress(null);
    }
  };

  const failed = current?.status === 'failed' ? (current.error ?? PDF_PROCESSOR_TEXTS.failed) : null;
  return {
    file,
    choose,
    process,
    uploading: upload.isPending,
    progress,
    // A poll that fails says why as the upload does (the gateway's 503 names the service that is down).
    error:
      error ??
      failed ??
      (polled.isError ? serverErrorMessage(polled.error, PDF_PROCESSOR_TEXTS.failed) : null),
    /** The scan whose OCR is running. */
    reading: current?.status === 'processing' ? current : null,
    result: current?.status === 'done' ? current : null,
  };
}
