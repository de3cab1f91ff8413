import { useState } from 'react';
import { ARCHIVE_CLEANUP_DAYS, type Archive } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { useArchiveHtml, useDownloadArchive } from '../../../api/archives-files';
import { useCleanupArchives, useDeleteArchive } from '../../../api/archives-writes';

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
  const remove = useDeleteArchive();
  const cleanup = useCleanupArchives();
  const [viewing, setViewing] = useState<ArchiveView | null>(null);
  const [toDelete, setToDelete] = useState<Archive | null>(null);
  const [askCleanup, setAskCleanup] = useState(false);

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
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    deleting: remove.isPending,
    confirmDelete: () => {
      if (!toDelete) return;
      remove.mutate(toDelete.id, {
        onSuccess: () => toast.success('Archive deleted successfully'),
        onError: () => toast.error('Failed to delete archive'),
        onSettled: () => setToDelete(null),
      });
    },
    askCleanup,
    setAskCleanup,
    cleaning: cleanup.isPending,
    confirmCleanup: () =>
      cleanup.mutate(ARCHIVE_CLEANUP_DAYS, {
        onSuccess: (deleted) => toast.success(`Cleaned up ${deleted} archives`),
        onError: () => toast.error('Failed to cleanup archives'),
        onSettled: () => setAskCleanup(false),
      }),
  };
}

export type ArchiveActions = ReturnType<typeof useArchiveActions>;
