import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Project } from '@yarn-mgmt/contracts';
import { counterProgress } from '@yarn-mgmt/domain';
import { PageRoot } from '../../../components/page-root';
import { ProjectProgress } from '../../../components/project-progress';
import { useCounters } from '../hooks/use-counters';
import { useProjectActions } from '../hooks/use-project-actions';
import { AllocationsCard } from './allocations-card';
import { CountersPanel } from './counters-panel';
import { ProjectFacts } from './project-facts';
import { ProjectHeader } from './project-header';
import { RunOutCard } from './run-out-card';

/**
 * A loaded project: header and actions, progress, facts, the run-out warning, its yarn, and the counters. While
 * progress follows a counter, the bar moves with the taps (the server's figure catches up when they are saved).
 */
export function ProjectDetailView({ project }: { project: Project }) {
  const actions = useProjectActions(project);
  const counters = useCounters(project);
  const followed = counters.counters.find((counter) => counter.id === project.progress_follows_counter_id);
  const progress =
    (followed && counterProgress(followed.value, project.total_rows)) ?? project.progress_percentage;

  return (
    <PageRoot>
      <ProjectHeader project={project} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Progress">
            <Typography variant="h6" component="h2" gutterBottom>
              Progress
            </Typography>
            <ProjectProgress value={progress} />
            {followed && project.total_rows !== null && (
              <Typography variant="body2" color="text.secondary">
                Follows {followed.name}: {followed.value} of {project.total_rows} rows
              </Typography>
            )}
          </Paper>
          <RunOutCard project={project} />
          <AllocationsCard project={project} />
          <ProjectFacts project={project} />
        </Stack>
        <CountersPanel project={project} counters={counters} />
      </Box>
    </PageRoot>
  );
}
