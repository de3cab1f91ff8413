import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pdfToolHandoff, type Pattern } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useToggleFavorite } from '../../../api/toggle-favorite';
import { designerOf, patternTitle } from '../../../utils/pattern-fields';
import { useDeletePattern } from '../api/delete-pattern';

export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete this pattern? This action cannot be undone.';

/** What the pattern detail page's buttons do, each with its toast (spec part 1 section 2.10). */
export function usePatternActions(pattern: Pattern) {
  const navigate = useNavigate();
  const toast = useToast();
  const favorite = useToggleFavorite();
  const remove = useDeletePattern();
  const [startingProject, setStartingProject] = useState(false);

  return {
    favoritePending: favorite.isPending,
    toggleFavorite: () =>
      favorite.mutate(pattern.id, {
        onSuccess: (result) =>
          toast.success(result.is_favorite ? 'Added to favorites' : 'Removed from favorites'),
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update favorite')),
      }),
    startingProject,
    setStartingProject,
    /** The PDF tool (tools module) reads what it needs from the navigation state. */
    openInPdfTool: () =>
      void navigate('/pdf-processor', {
        state: pdfToolHandoff({
          patternName: patternTitle(pattern),
          designer: designerOf(pattern),
          patternId: pattern.id,
          sourceData: pattern,
        }),
      }),
    edit: () => void navigate(`/patterns/${pattern.id}/edit`),
    deleting: remove.isPending,
    deletePattern: () => {
      // The spec asks for the browser's own confirmation here, not a dialog of ours.
      if (!window.confirm(DELETE_CONFIRM_TEXT)) return;
      remove.mutate(pattern.id, {
        onSuccess: () => {
          toast.success('Pattern deleted');
          void navigate('/patterns');
        },
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to delete pattern')),
      });
    },
  };
}

export type PatternActions = ReturnType<typeof usePatternActions>;
