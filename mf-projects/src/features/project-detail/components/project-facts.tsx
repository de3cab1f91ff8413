import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Paper, Typography } from '@mui/material';
import { PROJECT_PRIORITY_LABELS, type Project } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { StatusChip } from '../../../components/status-chip';
import { usePatternDeleted } from '../api/linked-pattern';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The project's own fields (spec part 1 section 3 and the issue's); what is not recorded says so. */
export function ProjectFacts({ project }: { project: Project }) {
  const format = useFormatters();
  const none = 'Not recorded';
  const date = (value: string | null) => format.date(value) ?? none;
  const pattern = project.pattern?.title ?? project.pattern_name;
  const patternDeleted = usePatternDeleted(project.pattern_id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Details">
      <Typography variant="h6" component="h2" gutterBottom>
        Details
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, m: 0 }}
      >
        <Fact label="Status">
          <StatusChip status={project.status} />
        </Fact>
        <Fact label="Pattern">
          {pattern && project.pattern_id && !patternDeleted ? (
            <Link component={RouterLink} to={`/patterns/${project.pattern_id}`}>
              {pattern}
            </Link>
          ) : patternDeleted ? (
            // The title copied when the project was made; the pattern itself is gone from the library.
            `${pattern ?? 'Pattern'} (pattern deleted)`
          ) : (
            (pattern ?? 'No pattern')
          )}
        </Fact>
        <Fact label="Size">{project.size ?? none}</Fact>
        <Fact label="Start date">{date(project.start_date)}</Fact>
        <Fact label="End date">{date(project.end_date)}</Fact>
        <Fact label="Target completion">{date(project.target_completion_date)}</Fact>
        <Fact label="Priority">{project.priority ? PROJECT_PRIORITY_LABELS[project.priority] : none}</Fact>
        <Fact label="Recipient">{project.recipient ?? none}</Fact>
        <Fact label="Size made">{project.size_made ?? none}</Fact>
        <Fact label="Needle size">{project.needle_size ?? none}</Fact>
        <Fact label="Gauge achieved">{project.gauge_achieved ?? none}</Fact>
        <Fact label="Total rows">{project.total_rows ?? none}</Fact>
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        Notes
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={project.notes ? undefined : 'text.secondary'}>
        {project.notes ?? 'No notes added yet.'}
      </Typography>
    </Paper>
  );
}
