import { Button, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { Pattern } from '@yarn-mgmt/contracts';
import { hasFile } from '../../../utils/pattern-fields';
import type { PatternActions as Actions } from '../hooks/use-pattern-actions';
import { FileLinkButtons } from './file-link-buttons';

export interface PatternActionsProps {
  pattern: Pattern;
  /** A row of the user's library (false: a pattern read live from Ravelry, which only goes to the PDF tool). */
  inLibrary: boolean;
  actions: Actions;
}

/** Start Project, Process in PDF Tool (Ravelry patterns), View / Download (with a file), Edit, Delete. */
export function PatternActions({ pattern, inLibrary, actions }: PatternActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 3 }}>
      {inLibrary && (
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={() => actions.setStartingProject(true)}
        >
          Start Project
        </Button>
      )}
      {pattern.source === 'ravelry' && (
        <Button
          variant={inLibrary ? 'outlined' : 'contained'}
          startIcon={<PictureAsPdfIcon />}
          onClick={actions.openInPdfTool}
        >
          Process in PDF Tool
        </Button>
      )}
      {inLibrary && hasFile(pattern) && <FileLinkButtons patternId={pattern.id} />}
      {inLibrary && (
        <>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={actions.edit}>
            Edit Details
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={actions.deletePattern}
            disabled={actions.deleting}
          >
            Delete
          </Button>
        </>
      )}
    </Stack>
  );
}
