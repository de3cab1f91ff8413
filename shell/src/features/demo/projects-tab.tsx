import { Box, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { DEMO_PROJECTS, type DemoProject, type DemoProjectStatus } from './demo-data';
import { DemoGrid } from './demo-grid';

const STATUS_COLORS: Record<DemoProjectStatus, 'info' | 'primary' | 'success'> = {
  Planning: 'info',
  'In Progress': 'primary',
  Completed: 'success',
};

function DemoProjectCard({ project }: { project: DemoProject }) {
  return (
    <Card component="article" variant="outlined" aria-label={project.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h3">
            {project.name}
          </Typography>
          <Chip size="small" label={project.status} color={STATUS_COLORS[project.status]} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <LinearProgress
              variant="determinate"
              value={project.progress}
              color={STATUS_COLORS[project.status]}
              aria-label={`${project.name} progress`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {`${project.progress}%`}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Three sample projects, one in each of the demo's statuses. */
export function ProjectsTab() {
  return (
    <DemoGrid>
      {DEMO_PROJECTS.map((project) => (
        <DemoProjectCard key={project.id} project={project} />
      ))}
    </DemoGrid>
  );
}
