import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PatternImportResponse } from '@yarn-mgmt/contracts';
import { errorMessage, useApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';
import { importPdf } from '../api/import-pdf';

/** Two uploads at a time: steady progress on a slow link without one file starving the rest. */
export const BULK_CONCURRENCY = 2;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  file: File;
  status: UploadStatus;
  /** 0-100 */
  progress: number;
  result?: PatternImportResponse;
  error?: string;
}

/**
 * Imports PDFs one pattern each, BULK_CONCURRENCY at a time, every file with its own progress and outcome; a
 * failed file (not a PDF, too large) says why and the others go on.
 */
export function useBulkImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<UploadItem[]>([]);
  const running = useRef(0);
  const nextKey = useRef(0);

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const pump = () => {
    while (running.current < BULK_CONCURRENCY && waiting.current.length > 0) {
      const item = waiting.current.shift();
      if (!item) break;
      running.current += 1;
      patch(item.key, { status: 'uploading' });
      importPdf(client, { file: item.file, onProgress: (progress) => patch(item.key, { progress }) })
        .then(
          (result) => {
            patch(item.key, { status: 'done', progress: 100, result });
            void queryClient.invalidateQueries({ queryKey: patternKeys.lists() });
            void queryClient.invalidateQueries({ queryKey: patternKeys.stats() });
          },
          (error: unknown) =>
            patch(item.key, { status: 'failed', error: errorMessage(error, 'Upload failed') }),
        )
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  };

  const add = (files: readonly File[]) => {
    const added = files.map((file): UploadItem => ({
      key: nextKey.current++,
      file,
      status: 'queued',
      progress: 0,
    }));
    if (added.length === 0) return;
    waiting.current.push(...added);
    setItems((list) => [...list, ...added]);
    pump();
  };

  return { items, add };
}
