import { useState } from 'react';
import { ARCHIVE_CLEANUP_DAYS, type Archive } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { useArchiveHtml, useDownloadArchive } from '../../../api/archives-files';
import { useCleanupArchives, useDeleteArchive } from '../../../api/archives-writes';
import { useConfirmedMutation } from '../../../hooks/use-confirmed-mutation';

/** The archive on screen in the viewer; `html` is null while it loads. */
export interface ArchiveView {
  archive: Archive;
  html: string | null;
}

/** View, download, delete and cleanup, each with the spec's toasts. */
export function useArchiveActions() {
  const toast = useToast();
  const html = useArchiveHtml();
  const download = useDownloadArchive();
  const remove = useConfirmedMutation(useDeleteArchive(), {
    title: 'Delete archive',
    message: 'Are you sure you want to delete this archive?',
    success: 'Archive deleted successfully',
    failure: 'Failed to delete archive',
  });
  const cleanup = useConfirmedMutation(useCleanupArchives(), {
    title: 'Cleanup Old Archives',
    message: `Delete archives older than ${ARCHIVE_CLEANUP_DAYS} days?`,
    success: (deleted) => `Cleaned up ${deleted} archives`,
    failure: 'Failed to cleanup archives',
  });
  const [viewing, setViewing] = useState<ArchiveView | null>(null);

  return {
    viewing,
    view: (archive: Archive) => {
      setViewing({ archive, html: null });
      html.mutate(archive.id, {
        onSuccess: (text) =>
          setViewing((open) => (open?.archive.id === archive.id ? { archive, html: text } : open)),
        onError: () => {
          toast.error('Failed to load archive content');
          setViewing(null);
        },
      });
    },
    closeView: () => setViewing(null),
    downloading: download.isPending,
    download: (archive: Archive) =>
      download.mutate(archive.id, {
        onSuccess: () => toast.success('Archive downloaded successfully'),
        onError: () => toast.error('Failed to download archive'),
      }),
    askDelete: (archive: Archive) => remove.ask(archive.id),
    deleteDialog: remove.dialog,
    askCleanup: () => cleanup.ask(ARCHIVE_CLEANUP_DAYS),
    cleanupDialog: cleanup.dialog,
  };
}

export type ArchiveActions = ReturnType<typeof useArchiveActions>;
