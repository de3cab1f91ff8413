import { Button, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { Pattern, PatternSource } from '@yarn-mgmt/contracts';
import { hasFile } from '../../../utils/pattern-fields';
import type { PatternActions as Actions } from '../hooks/use-pattern-actions';
import { FileLinkButtons } from './file-link-buttons';

export interface PatternActionsProps {
  pattern: Pattern;
  /** The page's `source` parameter. */
  source: PatternSource;
  actions: Actions;
}

/** Start Project, Process in PDF Tool (Ravelry patterns), View / Download (with a file), Edit, Delete. */
export function PatternActions({ pattern, source, actions }: PatternActionsProps) {
  const fromRavelry = source === 'ravelry' || pattern.source === 'ravelry';
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 3 }}>
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        onClick={() => actions.setStartingProject(true)}
      >
        Start Project
      </Button>
      {fromRavelry && (
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={actions.openInPdfTool}>
          Process in PDF Tool
        </Button>
      )}
      {hasFile(pattern) && <FileLinkButtons patternId={pattern.id} />}
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
    </Stack>
  );
}
