import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Yarn } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteYarn } from '../../../api/delete-yarn';
import { useAddToShoppingList } from '../api/add-to-shopping-list';
import { useRecordUsage, type UsageRecording } from '../api/record-usage';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The browser's clipboard, which only secure pages (HTTPS, localhost) have. */
function clipboard(): Clipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/** What the yarn detail page's buttons do, each with its toast. */
export function useYarnActions(yarn: Yarn) {
  const navigate = useNavigate();
  const toast = useToast();
  const favorite = useToggleFavorite();
  const remove = useDeleteYarn();
  const usage = useRecordUsage(yarn.id);
  const shopping = useAddToShoppingList();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [usageOpen, setUsageOpen] = useState(false);
  const [shareLink, setShareLink] = useState<string | null>(null);

  return {
    favoritePending: favorite.isPending,
    toggleFavorite: () =>
      favorite.mutate(yarn.id, {
        onSuccess: (result) =>
          toast.success(result.is_favorite ? 'Added to favorites' : 'Removed from favorites'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update favorite')),
      }),
    edit: () => void navigate(`/yarn/${yarn.id}/edit`),
    back: () => void navigate('/yarn'),
    print: () => window.print(),
    share: () => {
      const link = window.location.href;
      const board = clipboard();
      if (!board?.writeText) {
        setShareLink(link);
        return;
      }
      board.writeText(link).then(
        () => toast.success('Link copied'),
        () => setShareLink(link),
      );
    },
    shareLink,
    closeShare: () => setShareLink(null),
    confirmingDelete,
    setConfirmingDelete,
    deleting: remove.isPending,
    deleteYarn: () =>
      remove.mutate(yarn.id, {
        onSuccess: () => {
          toast.success('Yarn deleted successfully');
          void navigate('/yarn');
        },
        onError: (error) => {
          setConfirmingDelete(false);
          toast.error(serverErrorMessage(error, 'Failed to delete yarn'));
        },
      }),
    usageOpen,
    setUsageOpen,
    recordingUsage: usage.isPending,
    recordUsage: (recording: UsageRecording) =>
      usage.mutate(recording, {
        onSuccess: () => {
          setUsageOpen(false);
          toast.success('Usage recorded');
        },
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to record usage')),
      }),
    addingToShoppingList: shopping.isPending,
    addToShoppingList: () =>
      shopping.mutate(yarn.id, {
        onSuccess: () => toast.success('Added to shopping list'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to add to shopping list')),
      }),
  };
}

export type YarnActions = ReturnType<typeof useYarnActions>;
