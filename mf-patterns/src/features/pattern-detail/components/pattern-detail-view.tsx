import { Box } from '@mui/material';
import type { Pattern } from '@yarn-mgmt/contracts';
import { PageRoot } from '../../../components/page-root';
import { isLivePattern } from '../../../utils/ravelry';
import { usePatternActions } from '../hooks/use-pattern-actions';
import { PatternActions } from './pattern-actions';
import { PatternDetailHeader } from './pattern-detail-header';
import { PatternCoverPanel } from './pattern-cover-panel';
import { PatternInfoCards } from './pattern-info-cards';
import { PatternSummary } from './pattern-summary';
import { SimilarPatterns } from './similar-patterns';
import { StartProjectDialog } from './start-project-dialog';
import { StashCard } from './stash-card';

/** A loaded pattern: header, summary, buttons, info cards, the stash card and similar patterns. */
export function PatternDetailView({ pattern }: { pattern: Pattern }) {
  const actions = usePatternActions(pattern);
  // Stash matching, recommendations, the cover and projects work on the user's own library; a pattern read live
  // from Ravelry is not in it (one imported from Ravelry is).
  const inLibrary = !isLivePattern(pattern);
  return (
    <PageRoot>
      <PatternDetailHeader pattern={pattern} actions={actions} inLibrary={inLibrary} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: inLibrary || pattern.image_url ? '2fr 1fr' : '1fr' },
        }}
      >
        <Box>
          <PatternSummary pattern={pattern} />
          <PatternActions pattern={pattern} inLibrary={inLibrary} actions={actions} />
        </Box>
        {(inLibrary || pattern.image_url) && <PatternCoverPanel pattern={pattern} editable={inLibrary} />}
      </Box>
      {inLibrary && <StashCard patternId={pattern.id} />}
      <PatternInfoCards pattern={pattern} />
      {inLibrary && <SimilarPatterns patternId={pattern.id} />}
      {inLibrary && (
        <StartProjectDialog
          pattern={pattern}
          open={actions.startingProject}
          onClose={() => actions.setStartingProject(false)}
        />
      )}
    </PageRoot>
  );
}
