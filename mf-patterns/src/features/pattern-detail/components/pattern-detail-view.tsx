import { Box } from '@mui/material';
import type { Pattern, PatternSource } from '@yarn-mgmt/contracts';
import { PageRoot } from '../../../components/page-root';
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
export function PatternDetailView({ pattern, source }: { pattern: Pattern; source: PatternSource }) {
  const actions = usePatternActions(pattern);
  // Stash matching and recommendations work on the user's own library; a live Ravelry pattern has neither.
  const local = pattern.source === 'local';
  return (
    <PageRoot>
      <PatternDetailHeader pattern={pattern} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: local || pattern.image_url ? '2fr 1fr' : '1fr' },
        }}
      >
        <Box>
          <PatternSummary pattern={pattern} />
          <PatternActions pattern={pattern} source={source} actions={actions} />
        </Box>
        {(local || pattern.image_url) && <PatternCoverPanel pattern={pattern} editable={local} />}
      </Box>
      {local && <StashCard patternId={pattern.id} />}
      <PatternInfoCards pattern={pattern} />
      {local && <SimilarPatterns patternId={pattern.id} />}
      <StartProjectDialog
        pattern={pattern}
        open={actions.startingProject}
        onClose={() => actions.setStartingProject(false)}
      />
    </PageRoot>
  );
}
